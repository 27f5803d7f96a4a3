//! The bet: a slider for quick exploration and a text box for exact values such as 1/3.

use snipelab_core::poker;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind, Slider, use_parsed_input};

/// Largest bet on the slider (the text box takes bets up to [`poker::MAX_BET`]).
const SLIDER_MAX: f64 = 10.0;
/// Slider step: bets in twentieths are exact decimals.
const SLIDER_STEP: f64 = 0.05;

/// Props of [`BetInput`].
#[derive(Properties, PartialEq)]
pub struct BetInputProps {
    /// The bet's text from the URL.
    pub bet_text: AttrValue,
    /// Called with the text of each valid bet.
    pub on_bet: Callback<String>,
}

/// A slider in steps of 0.05 and a box for an exact bet; a bad bet shows the library's message.
#[function_component(BetInput)]
pub fn bet_input(props: &BetInputProps) -> Html {
    // What the reader is typing; the URL keeps the last valid bet, and a bet set with the
    // slider replaces the text.
    let bet = use_parsed_input(
        props.bet_text.to_string(),
        |text: &String| poker::parse_bet(text).map_err(|e| e.to_string()),
        props
            .on_bet
            .reform(|(text, _): (String, _)| text.trim().to_string()),
    );
    let on_slider = props.on_bet.reform(|v: f64| {
        // The slider's value is a float such as 0.35000000000000003: write it in hundredths.
        let text = format!("{v:.2}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    });
    let current = equilibrium_bet(&props.bet_text);

    html! {
        <section class="controls poker-bet-controls" aria-label="The bet">
            <Slider id="poker-b" label="Bet b" min={0.0} max={SLIDER_MAX} step={SLIDER_STEP}
                value={current.min(SLIDER_MAX)} decimals={2} on_change={on_slider} />
            <div class="poker-exact">
                <label for="poker-bet-exact">{ "Exact bet" }</label>
                <input type="text" id="poker-bet-exact" class="poker-bet-exact" autocomplete="off" spellcheck="false"
                    inputmode="decimal" value={bet.draft.clone()} oninput={bet.oninput()} />
            </div>
            if let Err(message) = &*bet.parsed {
                <Notice kind={NoticeKind::Error}>
                    <span id="poker-bet-error">{ message.clone() }</span>
                    { format!(" Still showing b = {}.", props.bet_text) }
                </Notice>
            }
        </section>
    }
}

/// The bet as a float, from the library's exact equilibrium (0 if the text is not a bet).
fn equilibrium_bet(text: &str) -> f64 {
    poker::parse_bet(text)
        .and_then(|b| poker::fixed_bet_equilibrium(&b))
        .map(|e| e.bet_f64)
        .unwrap_or(0.0)
}
