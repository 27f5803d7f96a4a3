//! Minimal continuous poker (seed `004_…`, "Minimal continuous poker").
//!
//! Bob posts a blind of 1; each player gets a hand uniform on [0, 1]; Alice folds or bets b,
//! Bob folds or calls. With b fixed the equilibrium has thresholds x_t, y_t and Alice's value
//! A(b) = (1 + b)/(2 + b)² (the post's formula is garbled in our copy; the library derives it
//! and checks it by linear programming). Choosing her bet against Bob's fixed-bet strategy,
//! Alice gets 7/24.
//!
//! URL parameters: `b` (the bet, exactly: "1", "0.25" or "1/3"), `hands` (hands of the linear
//! program, 2–200), `bmax` (top of the bet axis of the plots, 1–20) and `x` (Alice's hand for
//! the variable-bet slice, 0–1).

mod bet_input;
mod equilibrium;
mod heat_map;
mod lp_check;
mod value_curve;
mod variable_bet;

use snipelab_core::poker;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notice, NoticeKind, Notices};
use bet_input::BetInput;
use equilibrium::Equilibrium;
use heat_map::HeatMapView;
use lp_check::LpCheck;
use value_curve::ValueCurve;
use variable_bet::VariableBetView;

/// The post's example bet, the pot-sized raise.
pub const DEFAULT_BET: &str = "1";
/// Hands of the linear program by default: well under a second in the browser.
pub const DEFAULT_HANDS: usize = 100;
/// Range of the plots' largest bet.
pub const BMAX_RANGE: (u32, u32) = (1, 20);
/// Default largest bet of the plots: the best bet b*(x) passes 6 at x ≈ 0.985.
pub const DEFAULT_BMAX: u32 = 6;
/// Alice's hand for the variable-bet slice: a strong hand, where raising pays.
pub const DEFAULT_X: f64 = 0.9;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Debug)]
pub struct PokerView {
    /// The bet as typed (exact).
    pub bet_text: String,
    /// Hands of the linear program.
    pub hands: usize,
    /// Largest bet on the plots.
    pub b_max: u32,
    /// Alice's hand for the variable-bet slice.
    pub x: f64,
}

impl View for PokerView {
    const PARAMETERS: &'static [&'static str] = &["b", "hands", "bmax", "x"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let bet_text = match q.get("b") {
            None => DEFAULT_BET.to_string(),
            Some(text) => match poker::parse_bet(text) {
                Ok(_) => text.trim().to_string(),
                Err(why) => {
                    let why = crate::query::shorten_message(&why.to_string());
                    notices.push(format!(
                        "The link's bet is not a bet ({why}); showing b={DEFAULT_BET} instead."
                    ));
                    DEFAULT_BET.to_string()
                }
            },
        };
        PokerView {
            bet_text,
            hands: q.number("hands", 2..=poker::MAX_HANDS, DEFAULT_HANDS, notices),
            b_max: q.number("bmax", BMAX_RANGE.0..=BMAX_RANGE.1, DEFAULT_BMAX, notices),
            x: q.number("x", 0.0..=1.0, DEFAULT_X, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![
            ("b", self.bet_text.clone()),
            ("hands", self.hands.to_string()),
            ("bmax", self.b_max.to_string()),
            ("x", self.x.to_string()),
        ]
    }
}

/// The minimal continuous poker page.
#[function_component(PokerPage)]
pub fn poker_page() -> Html {
    let handle = use_view::<PokerView>();
    let view = handle.view.clone();
    // Valid by construction (the URL's bet was checked), so the error arm only guards.
    let equilibrium = use_memo(view.bet_text.clone(), |text| {
        poker::parse_bet(text).and_then(|b| poker::fixed_bet_equilibrium(&b))
    });

    let set_view = handle.set.clone();
    let on_bet = {
        let view = view.clone();
        set_view.reform(move |bet_text: String| PokerView {
            bet_text,
            ..view.clone()
        })
    };
    let on_hands = {
        let view = view.clone();
        set_view.reform(move |hands: usize| PokerView {
            hands,
            ..view.clone()
        })
    };
    let on_b_max = {
        let view = view.clone();
        set_view.reform(move |b_max: u32| PokerView {
            b_max,
            ..view.clone()
        })
    };
    let on_x = {
        let view = view.clone();
        // The slider moves in hundredths; round away float noise such as 0.6000000000000001.
        set_view.reform(move |x: f64| PokerView {
            x: (x * 100.0).round() / 100.0,
            ..view.clone()
        })
    };

    let body = match &*equilibrium {
        Ok(e) => html! {
            <>
                <Equilibrium equilibrium={e.clone()} />
                <ValueCurve bet={e.bet_f64} b_max={view.b_max} />
                <LpCheck bet={e.bet_f64} bet_text={e.bet.clone()} hands={view.hands} continuous_value={e.value_f64}
                    alice_threshold={e.alice_threshold_f64} bob_threshold={e.bob_threshold_f64} on_hands={on_hands} />
                <VariableBetView x={view.x} b_max={view.b_max} on_x={on_x} />
                <HeatMapView bet={e.bet_f64} x={view.x} b_max={view.b_max} on_b_max={on_b_max} />
            </>
        },
        Err(error) => html! { <Notice kind={NoticeKind::Error}>{ error.to_string() }</Notice> },
    };

    html! {
        <article class="exploration">
            <h1>{ "Minimal continuous poker" }</h1>
            <p class="lede">
                { "Bob posts a blind of 1. Alice and Bob each get a hand drawn uniformly from [0, 1]. Alice folds, \
                   or calls and raises b; Bob folds, or calls and the higher hand wins 1 + b. With the bet fixed, \
                   who bluffs, who calls, and what is the game worth to Alice?" }
            </p>
            <Notices notices={handle.notices.clone()} />
            <BetInput bet_text={view.bet_text.clone()} on_bet={on_bet} />
            { body }
        </article>
    }
}
