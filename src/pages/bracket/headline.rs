//! The page's headline: which tournaments were the least and most likely, computed from the
//! ranking under the model in view (`bracket::ranking`), and naming that model. The posts'
//! own headlines ("2018 was the most unlikely") held for the years they were written in; the
//! data has moved on, so the page never quotes them as current.

use std::rc::Rc;

use snipelab_core::bracket::{History, YearSummary, ranking};
use yew::prelude::*;

use super::view::{BracketView, Calibration, ModelKind, format_probability};

/// Props of [`Headline`].
#[derive(Properties, PartialEq)]
pub struct HeadlineProps {
    /// The history under the model in view.
    pub history: Rc<History>,
    /// The view, to name the model.
    pub view: BracketView,
}

/// One sentence from the computed ranking.
#[function_component(Headline)]
pub fn headline(props: &HeadlineProps) -> Html {
    let ranking = ranking(&props.history);
    let (Some(least), Some(most)) = (ranking.least_likely(), ranking.most_likely()) else {
        return html! {};
    };
    let count = ranking.years.len();
    let year = |y: &YearSummary| format!("{} (1 in {})", y.year, y.bracket.one_in);
    let then = ranking
        .from_the_bottom(1)
        .map_or_else(String::new, |y| format!(", then {}", year(y)));
    let view = props.view;
    let strength = match view.model {
        ModelKind::Normal => format!("normal strength with n = {}", view.n),
        ModelKind::Linear => "linear strength".to_string(),
    };
    let p16 = format_probability(props.history.model.p16());
    let calibrated = match view.calibration {
        Calibration::Observed(through) => format!(" from the #16-over-#1 record through {through}"),
        Calibration::Given(_) => ", set by hand".to_string(),
    };
    html! {
        <p class="bracket-headline" id="bracket-headline" data-least={least.year.to_string()}
            data-most={most.year.to_string()}>
            { format!("Under the page's model ({strength}, p(16 beats 1) = {p16}{calibrated}), the least likely \
                       of the {count} tournaments was ") }
            <span id="bracket-least">{ year(least) }</span>
            { format!("{then}; the most likely was {}.", year(most)) }
        </p>
    }
}
