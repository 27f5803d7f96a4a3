//! A button per year under the figure: hovering one shows its numbers as a tooltip, and
//! tapping or clicking it selects the year (the keyboard and touch equivalent of hovering the
//! chart's points).

use std::rc::Rc;

use snipelab_core::bracket::History;
use yew::prelude::*;

use super::format::upsets;

/// Props of [`YearPicker`].
#[derive(Properties, PartialEq)]
pub struct YearPickerProps {
    /// The history under the chosen model (for the tooltips).
    pub history: Rc<History>,
    /// The selected year.
    pub year: u16,
    /// Called with the year the reader picks.
    pub on_year: Callback<u16>,
}

/// The years as toggle buttons.
#[function_component(YearPicker)]
pub fn year_picker(props: &YearPickerProps) -> Html {
    let count = props.history.years.len();
    html! {
        <div class="bracket-years" role="group" aria-label="Pick a year to see its numbers and its bracket">
            { for props.history.years.iter().map(|y| {
                let year = y.year;
                let onclick = props.on_year.reform(move |_: MouseEvent| year);
                let pressed = year == props.year;
                let tip = format!("{year}: 1 in {}, {}, rank {} of {count} (1 = most likely)", y.bracket.one_in, upsets(y.bracket.upsets), y.rank);
                html! {
                    <button type="button" id={format!("bracket-year-{year}")} class={classes!("bracket-year", pressed.then_some("selected"))}
                        aria-pressed={pressed.to_string()} title={tip} {onclick}>
                        { year }
                    </button>
                }
            }) }
        </div>
    }
}
