//! Adversarial binary search (seed `000_…`, "Analysis of adversarial binary search game").
//!
//! Alice secretly picks a key from 1 to n; Bob guesses, is told "higher" or "lower", and pays a
//! dollar per guess, the last one included. Alice pays ⌊log₂ n⌋ dollars to play (Ballmer's $6
//! at n = 100). The post solved n ≤ 13 with all Catalan(n) trees; the worker here solves every
//! n exactly by column generation, and the table the CLI precomputed carries the sawtooth
//! further.
//!
//! URL parameters: `n` (the game shown in detail, 1–[`MAX_N`]), `nmax` (the sawtooth's largest
//! n, [`NMAX_RANGE`]) and `play` (`bob` or `alice`: whom the reader plays).

mod bars;
mod claims;
mod game;
mod play;
mod precomputed;
mod sawtooth;
mod trees;

use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use game::GameView;
use precomputed::Precomputed;
use sawtooth::Sawtooth;

/// The largest n shown in detail: every n up to 200 is certified exactly by the library's tests,
/// and n = 200 from scratch takes about half a second in the worker, page load included.
pub const MAX_N: usize = 200;
/// The post's game: Ballmer's n = 100.
pub const DEFAULT_N: usize = 100;
/// Range of the sawtooth's largest n (the issue asks for at least 128).
pub const NMAX_RANGE: (usize, usize) = (16, 200);
/// The sawtooth's default largest n, the post's game.
pub const DEFAULT_NMAX: usize = 100;

/// Whom the reader plays against the computer's equilibrium strategy.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// The reader searches; Alice hides keys with her equilibrium distribution.
    Bob,
    /// The reader hides keys; Bob searches with a tree drawn from his equilibrium mixture.
    Alice,
}

impl Role {
    fn as_str(self) -> &'static str {
        match self {
            Role::Bob => "bob",
            Role::Alice => "alice",
        }
    }
}

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BsearchView {
    /// The game shown in detail.
    pub n: usize,
    /// The sawtooth's largest n.
    pub n_max: usize,
    /// Whom the reader plays.
    pub role: Role,
}

impl View for BsearchView {
    const PARAMETERS: &'static [&'static str] = &["n", "nmax", "play"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let role = match q.get("play") {
            None | Some("bob") => Role::Bob,
            Some("alice") => Role::Alice,
            Some(other) => {
                notices.push(format!(
                    "The link asked to play as {:?}, which is neither bob nor alice; you play Bob.",
                    crate::query::shorten(other)
                ));
                Role::Bob
            }
        };
        BsearchView {
            n: q.number("n", 1..=MAX_N, DEFAULT_N, notices),
            n_max: q.number("nmax", NMAX_RANGE.0..=NMAX_RANGE.1, DEFAULT_NMAX, notices),
            role,
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![
            ("n", self.n.to_string()),
            ("nmax", self.n_max.to_string()),
            ("play", self.role.as_str().to_string()),
        ]
    }
}

/// The adversarial binary search page.
#[function_component(BsearchPage)]
pub fn bsearch_page() -> Html {
    let handle = use_view::<BsearchView>();
    let view = handle.view;
    let set_view = handle.set.clone();
    let on_n = set_view.reform(move |n: usize| BsearchView {
        n: n.clamp(1, MAX_N),
        ..view
    });
    let on_n_max = set_view.reform(move |v: f64| BsearchView {
        n_max: v as usize,
        ..view
    });
    let on_role = set_view.reform(move |role: Role| BsearchView { role, ..view });

    html! {
        <article class="exploration bsearch">
            <h1>{ "Adversarial binary search" }</h1>
            <p class="lede">
                { "Alice secretly picks a key from 1 to n. Bob guesses; Alice answers \u{201c}correct\u{201d}, \
                   \u{201c}higher\u{201d} or \u{201c}lower\u{201d}, and Bob pays her a dollar per guess, the last one \
                   included. Steve Ballmer played Alice in job interviews at n = 100 for $6: should you, Bob, take \
                   the bet? Both may randomise, so it is a game with a value v(n). " }
                { format!("The post solved it for each n up to {post}, one linear program per n over all of Bob's \
                           search trees ({trees} of them at n = {post}); here the game is solved exactly, by \
                           generating only the trees that matter, for any n up to {MAX_N} below, and further \
                           n from values solved when this site was built.",
                    post = claims::POST_N_MAX,
                    trees = crate::format::grouped(&snipelab_core::bsearch::tree_count(claims::POST_N_MAX).to_string())) }
            </p>
            <Notices notices={handle.notices.clone()} />
            <section aria-labelledby="bsearch-sawtooth-title">
                <h2 id="bsearch-sawtooth-title">{ "Alice's expected return: the sawtooth" }</h2>
                <p>
                    { "Alice pays \u{230a}log\u{2082} n\u{230b} dollars to play and wins a dollar per guess, so her \
                       expected return under optimal play is v(n) \u{2212} \u{230a}log\u{2082} n\u{230b}. Above zero, \
                       Bob should decline her bet. The solver takes n = 1, 2, 3, \u{2026} in turn, each from the \
                       previous n's trees; the line under the chart says where they were solved: when this site was \
                       built, or in your browser's worker, where points appear as they are solved. Hover over a point, or pick an n \
                       below, for exact values; click a point to study that game." }
                </p>
                <div class="controls">
                    <Slider id="bsearch-nmax" label="Largest n" min={NMAX_RANGE.0 as f64} max={NMAX_RANGE.1 as f64}
                        value={view.n_max as f64} on_change={on_n_max} />
                </div>
                <Sawtooth n_max={view.n_max} n={view.n} on_pick={on_n.clone()} />
            </section>
            <Precomputed />
            <GameView n={view.n} role={view.role} on_n={on_n} on_role={on_role} />
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_reads_its_parameters_forgivingly() {
        let mut notices = Vec::new();
        let view =
            BsearchView::from_query(&Query::parse("?n=13&nmax=128&play=alice"), &mut notices);
        assert_eq!(
            view,
            BsearchView {
                n: 13,
                n_max: 128,
                role: Role::Alice
            }
        );
        assert!(notices.is_empty());
        for bad in ["?n=0", "?n=abc", "?n=100000", "?nmax=5", "?play=carol"] {
            let mut notices = Vec::new();
            let view = BsearchView::from_query(&Query::parse(bad), &mut notices);
            assert_eq!(notices.len(), 1, "{bad}");
            assert_eq!(view.n, DEFAULT_N);
        }
        let round_trip: Vec<String> = view
            .to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let again = BsearchView::from_query(&Query::parse(&round_trip.join("&")), &mut notices);
        assert_eq!(again, view);
    }
}
