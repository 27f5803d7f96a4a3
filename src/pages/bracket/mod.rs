//! Perfect NCAA brackets (seeds `001_…`, "Picking a perfect NCAA bracket: 2018 was the most
//! unlikely tournament so far", and `000_…`, "Historical probability of picking a perfect bracket
//! 1985-2025").
//!
//! Every number comes from `snipelab_core::bracket`, which prices a whole year's history in
//! well under a millisecond, so the page computes on the UI thread and needs no worker. The URL
//! parameters are described in [`view`].

mod controls;
mod distribution;
mod format;
mod headline;
mod history_chart;
mod posts;
mod price;
mod summary;
mod upsets_chart;
mod view;
mod year_bracket;
mod year_numbers;
mod year_picker;

use std::rc::Rc;

use snipelab_core::bracket;
use yew::prelude::*;

use crate::view::use_view;
use crate::widgets::{Notice, NoticeKind, Notices};
use controls::Controls;
use distribution::Distribution;
use headline::Headline;
use history_chart::HistoryChart;
use price::PriceBracket;
use summary::Summary;
use upsets_chart::UpsetsChart;
pub use view::BracketView;
use view::ModelKind;
use year_bracket::YearBracket;
use year_numbers::YearNumbers;
use year_picker::YearPicker;

/// The bracket page.
#[function_component(BracketPage)]
pub fn bracket_page() -> Html {
    let handle = use_view::<BracketView>();
    // The year files are embedded in the build; parse them once.
    let tournaments = use_memo((), |_| bracket::tournaments().map(Rc::new));

    let title = html! { <h1>{ "Perfect NCAA brackets" }</h1> };
    let tournaments = match tournaments.as_ref() {
        Ok(t) => t.clone(),
        Err(e) => {
            return html! {
                <article class="exploration bracket">
                    { title }
                    <Notice kind={NoticeKind::Error}>{ format!("The tournament data could not be read: {e}") }</Notice>
                </article>
            };
        }
    };

    let view = handle.view;
    let set_view = handle.set;

    let models = view
        .model_of(ModelKind::Normal, &tournaments)
        .and_then(|normal| {
            view.model_of(ModelKind::Linear, &tournaments)
                .map(|linear| (normal, linear))
        });
    let body = match models {
        Ok((normal_model, linear_model)) => {
            let normal = Rc::new(bracket::history(&tournaments, &normal_model));
            let linear = Rc::new(bracket::history(&tournaments, &linear_model));
            let (chosen, chosen_model) = match view.model {
                ModelKind::Normal => (normal.clone(), normal_model),
                ModelKind::Linear => (linear.clone(), linear_model),
            };
            let distribution = Rc::new(bracket::upset_distribution(&chosen_model));
            let on_year = set_view.reform(move |year: u16| BracketView { year, ..view });
            let on_picks = set_view.reform(move |picks| BracketView { picks, ..view });
            let on_round = set_view.reform(move |round: u8| BracketView { round, ..view });
            let tournament = tournaments.iter().find(|t| t.year == view.year).cloned();
            let posts = posts::posts_text(&tournaments, &normal, &linear);
            html! {
                <>
                    <Headline history={chosen.clone()} view={view} />
                    if let Some(posts) = posts {
                        <p id="bracket-posts">{ posts }</p>
                    }
                    <Summary normal={normal.clone()} linear={linear.clone()} />
                    <HistoryChart normal={normal.clone()} linear={linear.clone()} year={view.year} />
                    <YearPicker history={chosen.clone()} year={view.year} on_year={on_year} />
                    <YearNumbers normal={normal} linear={linear} year={view.year} model={view.model} />
                    <UpsetsChart history={chosen.clone()} distribution={distribution.clone()} year={view.year} />
                    <Distribution history={chosen.clone()} distribution={distribution} year={view.year} />
                    if let Some(tournament) = tournament {
                        <YearBracket tournament={Rc::new(tournament.clone())} model={chosen_model.clone()}
                            history={chosen.clone()} />
                        <PriceBracket tournament={Rc::new(tournament)} model={chosen_model} history={chosen}
                            picks={view.picks} round={view.round} on_picks={on_picks} on_round={on_round} />
                    }
                </>
            }
        }
        Err(message) => html! { <Notice kind={NoticeKind::Error}>{ message }</Notice> },
    };

    html! {
        <article class="exploration bracket">
            { title }
            <p class="lede">
                { "Sixty-three games, each priced by the two seeds alone: p(i beats j) = 1/2 + k·(sᵢ − sⱼ), \
                   with a linear strength sᵢ = −i or a normal one sᵢ = Φ⁻¹(1 − 4i/n), and k set so that a #16 seed \
                   beats a #1 seed as often as it has (or as the value you set). Multiply the 63 probabilities of \
                   what actually happened and you get the model's probability of that year's outcome: the chance \
                   that a bracket drawn from the model's odds matches it." }
            </p>
            <Notices notices={handle.notices} />
            <Controls view={view} tournaments={tournaments.clone()} on_change={set_view} />
            { body }
        </article>
    }
}
