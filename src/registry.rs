//! The one list of explorations: adding one means one entry here (plus its own files).
//!
//! Each entry names the exploration's slug (its module name in the library, the CLI, the route
//! and the page), its gallery card, its page component, its view type and its worker jobs. From
//! this list follow the gallery ([`EXPLORATIONS`]), the route (`/<slug>`, see [`crate::route`]),
//! the prerendered pages and the published list of each page's URL parameters (the view's
//! [`View::PARAMETERS`], written by the build as `parameters.json`). The
//! worker (`crates/worker`) is built without the app, so it cannot read this list: it dispatches
//! by the jobs crate's own `JOBS`, and a test in `tests/registry.rs`
//! (`the_worker_dispatches_exactly_the_registry_jobs`) keeps that list and the `jobs: [...]`
//! here equal, both ways.

use yew::prelude::*;

use crate::jobs::{self, WorkerJob};
use crate::view::View;

/// One exploration's card and page.
pub struct Exploration {
    /// Module name, shared by the library, the CLI, the route and the page.
    pub slug: &'static str,
    /// Card title.
    pub title: &'static str,
    /// One-line hook.
    pub hook: &'static str,
    /// The card's small picture, as SVG markup inside a 64×64 view box.
    pub picture: &'static str,
    /// Renders the page.
    pub page: fn() -> Html,
    /// The page's URL parameters: its view type's [`View::PARAMETERS`].
    pub parameters: &'static [&'static str],
    /// The names ([`WorkerJob::NAME`]) of the worker jobs its page asks for.
    pub jobs: &'static [&'static str],
    /// The result its gallery card shows, taken from its own prerendered page.
    pub card: CardResult,
}

/// A gallery card's result: the text of one element of the exploration's prerendered page (its
/// headline figure, computed there by the page itself), set into a sentence. The build reads it
/// from the page it has just rendered (`crate::prerender::cards`), so the card cannot show a
/// figure the page does not: issue 31, "each card shows a result, not only an icon".
pub struct CardResult {
    /// The `id` of the page's element that holds the figure (its text only).
    pub id: &'static str,
    /// The sentence, with `{}` where the figure goes.
    pub words: &'static str,
}

impl CardResult {
    /// The sentence with `figure` in it.
    pub fn with(&self, figure: &str) -> String {
        self.words.replacen("{}", figure, 1)
    }
}

/// A card for an exploration that is not built yet.
pub struct Coming {
    /// Its future slug.
    pub slug: &'static str,
    /// Card title.
    pub title: &'static str,
    /// One-line hook.
    pub hook: &'static str,
    /// The card's small picture, as SVG markup inside a 64×64 view box.
    pub picture: &'static str,
}

/// Builds [`EXPLORATIONS`] from one list.
macro_rules! explorations {
    ($(
        $slug:ident {
            title: $title:literal,
            hook: $hook:literal,
            page: $module:ident :: $page:ident,
            view: $($view:ident)::+,
            jobs: [$($job:ty),* $(,)?],
            card: ($card_id:literal, $card_words:literal),
            picture: $picture:literal $(,)?
        }
    ),* $(,)?) => {
        /// Every built exploration of Snipe Lab, in gallery order.
        pub const EXPLORATIONS: &[Exploration] = &[$(
            Exploration {
                slug: stringify!($slug),
                title: $title,
                hook: $hook,
                picture: $picture,
                page: || html! { <crate::pages::$module::$page /> },
                parameters: <crate::pages::$module::$($view)::+ as View>::PARAMETERS,
                jobs: &[$(<$job as WorkerJob>::NAME),*],
                card: CardResult { id: $card_id, words: $card_words },
            },
        )*];
    };
}

explorations! {
    wow {
        title: "The WOW board",
        hook: "Slips drawn at random: how long until a row or column is complete?",
        page: wow::WowPage,
        view: WowView,
        jobs: [jobs::wow::Ratios, jobs::wow::Distribution, jobs::wow::Simulations],
        card: ("wow-expected-decimal", "E(X) ≈ {} slips until a line is complete, on the 10×10 board."),
        picture: r##"<g fill="#dde5f0"><rect x="6" y="6" width="52" height="52"/></g><g fill="#0072b2"><rect x="6" y="28" width="52" height="9"/><rect x="15" y="8" width="8" height="8"/><rect x="45" y="48" width="8" height="8"/><rect x="35" y="16" width="8" height="8"/></g><path d="M6 6h52v52H6zM6 17h52M6 28h52M6 37h52M6 48h52M17 6v52M28 6v52M37 6v52M48 6v52" stroke="#fff" fill="none"/>"##,
    },
    bracket {
        title: "Perfect NCAA brackets",
        hook: "Every tournament since 1985, priced: how likely was a perfect bracket each year?",
        page: bracket::BracketPage,
        view: BracketView,
        jobs: [],
        card: ("bracket-least", "The least likely tournament so far, under the page's model: {}."),
        picture: r##"<path d="M6 10h12v10H6M6 26h12v-6M6 38h12v10H6M6 54h12v-6M18 15h12v17h-12M18 43h12v-11M30 32h14" stroke="#0072b2" stroke-width="3" fill="none"/><circle cx="52" cy="32" r="7" fill="#e69f00"/>"##,
    },
    bsearch {
        title: "Adversarial binary search",
        hook: "Alice hides a number, Bob searches: the exact value of the game for every n.",
        page: bsearch::BsearchPage,
        view: BsearchView,
        jobs: [jobs::bsearch::Sawtooth, jobs::bsearch::Game],
        card: ("bsearch-value", "{}"),
        picture: r##"<path d="M32 12L16 32M32 12L48 32M16 32L8 52M16 32L24 52M48 32L56 52" stroke="#555" stroke-width="2.5"/><g fill="#0072b2"><circle cx="32" cy="12" r="6"/><circle cx="16" cy="32" r="6"/><circle cx="48" cy="32" r="6"/></g><g fill="#d55e00"><circle cx="24" cy="52" r="6"/></g><g fill="#0072b2"><circle cx="8" cy="52" r="5"/><circle cx="56" cy="52" r="5"/></g>"##,
    },
    halftone {
        title: "Hilbert halftone art",
        hook: "Upload a picture and get it back as one continuous curve.",
        page: halftone::HalftonePage,
        view: HalftoneView,
        jobs: [jobs::halftone::Render, jobs::halftone::Svg, jobs::halftone::Measure],
        card: ("halftone-curve", "{}"),
        picture: r##"<path d="M8 56V40h16v16h16V40h16V24H40V8H24v16H8V8" stroke="#222" stroke-width="3" fill="none"/>"##,
    },
    gobblet {
        title: "Gobblet Gobblers",
        hook: "Tic-tac-toe where big pieces swallow small ones, strongly solved in your browser.",
        page: gobblet::GobbletPage,
        view: GameView,
        jobs: [jobs::gobblet::Solve],
        card: ("gobblet-known-outcome", "Solved: {} with perfect play."),
        picture: r##"<path d="M24 6v52M40 6v52M6 24h52M6 40h52" stroke="#999" stroke-width="2"/><circle cx="15" cy="15" r="7" fill="#d55e00"/><circle cx="32" cy="32" r="7" fill="#0072b2"/><circle cx="32" cy="32" r="3" fill="#fff"/><circle cx="49" cy="49" r="5" fill="#d55e00"/><circle cx="49" cy="15" r="4" fill="#0072b2"/>"##,
    },
    split {
        title: "Optimal pair splitting",
        hook: "The exact value of splitting a blackjack pair when you remember every card.",
        page: split::SplitPage,
        view: SplitView,
        jobs: [jobs::split::Solve],
        card: ("split-table-split", "With perfect card memory, {}."),
        picture: r##"<rect x="8" y="12" width="24" height="36" rx="3" fill="#fff" stroke="#333" stroke-width="2" transform="rotate(-10 20 30)"/><rect x="30" y="14" width="24" height="36" rx="3" fill="#fff" stroke="#333" stroke-width="2" transform="rotate(10 42 32)"/><text x="16" y="36" font-size="14" font-family="sans-serif" fill="#d55e00">8</text><text x="38" y="38" font-size="14" font-family="sans-serif" fill="#d55e00">8</text>"##,
    },
    war {
        title: "War sweeps",
        hook: "How often does one player win every single turn of War?",
        page: war::WarPage,
        view: WarView,
        jobs: [jobs::war::Sweep],
        card: ("war-games", "{}"),
        picture: r##"<rect x="10" y="10" width="22" height="32" rx="3" fill="#0072b2"/><rect x="32" y="22" width="22" height="32" rx="3" fill="#fff" stroke="#333" stroke-width="2"/><text x="38" y="44" font-size="14" font-family="sans-serif">A</text>"##,
    },
    santa {
        title: "Secret Santa",
        hook: "Couples in a random circle: how often does nobody draw their partner?",
        page: santa::SantaPage,
        view: SantaView,
        jobs: [jobs::santa::Curve],
        card: ("santa-cyclic", "{}"),
        picture: r##"<circle cx="32" cy="32" r="20" fill="none" stroke="#999" stroke-width="2"/><g fill="#d55e00"><circle cx="32" cy="12" r="5"/><circle cx="52" cy="32" r="5"/></g><g fill="#009e73"><circle cx="32" cy="52" r="5"/><circle cx="12" cy="32" r="5"/></g>"##,
    },
    games {
        title: "Games of Grundy and minimax",
        hook: "Grundy's game, crosses, Staircase Nim, 31, Euclid: who wins, why the XOR says so, and alpha-beta cutting the tree.",
        page: games::GamesPage,
        view: GamesView,
        jobs: [jobs::games::Solve, jobs::games::Counts, jobs::games::Values, jobs::games::Sparse],
        card: ("games-verdict", "Grundy's game with piles 4 and 9. {}"),
        picture: r##"<g fill="#777"><circle cx="14" cy="46" r="6"/><circle cx="28" cy="46" r="6"/><circle cx="28" cy="32" r="6"/><circle cx="42" cy="46" r="6"/><circle cx="42" cy="32" r="6"/><circle cx="42" cy="18" r="6"/></g><text x="44" y="58" font-size="12" font-family="sans-serif" fill="#0072b2">⊕</text>"##,
    },
    coins {
        title: "HH vs HT",
        hook: "Alice scores for HH, Bob for HT: same expected score, but who wins more often?",
        page: coins::CoinsPage,
        view: CoinsView,
        jobs: [jobs::coins::Report, jobs::coins::Curve],
        card: ("coins-curve-summary", "{}"),
        picture: r##"<circle cx="22" cy="32" r="14" fill="#e69f00"/><circle cx="44" cy="32" r="14" fill="#f0d58c"/><text x="16" y="38" font-size="16" font-family="sans-serif">H</text><text x="38" y="38" font-size="16" font-family="sans-serif">T</text>"##,
    },
    truecount {
        title: "The true count check",
        hook: "A missing line in a card-counting proof, found by averaging over a burned card.",
        page: truecount::TruecountPage,
        view: TruecountView,
        jobs: [jobs::truecount::Check],
        card: ("truecount-rule-1-exact", "Burning one unseen card moves the post's average to {}, which the theorem forbids: its program has a bug."),
        picture: r##"<rect x="14" y="8" width="36" height="48" rx="4" fill="#fff" stroke="#333" stroke-width="2"/><text x="20" y="40" font-size="18" font-family="sans-serif" fill="#0072b2">+2</text>"##,
    },
    words {
        title: "Counting in words",
        hook: "How high can you count when every number must fit in m characters?",
        page: words::WordsPage,
        view: WordsView,
        jobs: [],
        card: ("words-limit", "{}"),
        picture: r##"<text x="6" y="20" font-size="13" font-family="sans-serif">one</text><text x="6" y="37" font-size="13" font-family="sans-serif">two</text><text x="6" y="54" font-size="13" font-family="sans-serif" fill="#d55e00">… n(m)</text>"##,
    },
    scrabble {
        title: "Playable Scrabble racks",
        hook: "Seven random tiles: what are the odds you cannot make a single word?",
        page: scrabble::ScrabblePage,
        view: ScrabbleView,
        jobs: [jobs::scrabble::Unplayable],
        card: ("scrabble-probability", "{}"),
        picture: r##"<g fill="#f3deb0" stroke="#a07d3a"><rect x="4" y="22" width="17" height="19"/><rect x="23" y="22" width="17" height="19"/><rect x="42" y="22" width="17" height="19"/></g><text x="8" y="37" font-size="13" font-family="sans-serif">Q</text><text x="27" y="37" font-size="13" font-family="sans-serif">V</text><text x="46" y="37" font-size="13" font-family="sans-serif">X</text>"##,
    },
    wang {
        title: "Inverting Wang's hash",
        hook: "Thomas Wang's 64-bit hash run backwards, one invertible step at a time.",
        page: wang::WangPage,
        view: WangView,
        jobs: [],
        card: ("wang-steps-result", "{}"),
        picture: r##"<text x="6" y="28" font-size="12" font-family="monospace">0x7ff…</text><path d="M14 38h36l-6-5M50 44H14l6 5" stroke="#0072b2" stroke-width="2.5" fill="none"/>"##,
    },
    poker {
        title: "Minimal continuous poker",
        hook: "Two players, one card each from [0, 1], one bet: the equilibrium, exactly.",
        page: poker::PokerPage,
        view: PokerView,
        jobs: [jobs::poker::Discretised],
        card: ("poker-variable-value", "With a bet of her choosing, {}"),
        picture: r##"<circle cx="32" cy="32" r="20" fill="#009e73"/><circle cx="32" cy="32" r="13" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/>"##,
    },
    whodunit {
        title: "Whodunit puzzles",
        hook: "Guilty suspects lie: solve the posts' puzzles with a filtered truth table, or generate new ones with one answer.",
        page: whodunit::WhodunitPage,
        view: WhodunitView,
        jobs: [jobs::whodunit::Solve],
        card: ("whodunit-count", "{}"),
        picture: r##"<circle cx="26" cy="26" r="14" fill="none" stroke="#333" stroke-width="4"/><path d="M36 36l16 16" stroke="#333" stroke-width="6"/><text x="26" y="32" font-size="16" text-anchor="middle" fill="#0072b2" font-family="sans-serif">?</text>"##,
    },
    robot {
        title: "The turtle robot in a maze",
        hook: "Program a Logo robot with a pen and three sensors to find its way out.",
        page: robot::RobotPage,
        view: RobotView,
        jobs: [],
        card: ("robot-maze-par", "{}"),
        picture: r##"<path d="M6 6h52v40M6 6v52h52M22 58V22h20M42 38H22" stroke="#5a4632" stroke-width="3" fill="none"/><path d="M14 50V14h36v34" stroke="#c79a00" stroke-width="2" fill="none" stroke-dasharray="3 2"/><circle cx="50" cy="48" r="7" fill="#2f5fb3"/><path d="M50 48v-7" stroke="#fff" stroke-width="2"/><circle cx="50" cy="42" r="1.6" fill="#ff3b30"/>"##,
    },
    cftp {
        title: "Coupling from the past",
        hook: "Perfect samples of shuffles and tilings, by running chains from the past.",
        page: cftp::CftpPage,
        view: CftpView,
        jobs: [jobs::cftp::ShuffleSample, jobs::cftp::ShuffleHistograms, jobs::cftp::TilingSample, jobs::cftp::TilingExport],
        card: ("cftp-chi-square", "{}"),
        picture: r##"<path d="M32 4l24 14v28L32 60 8 46V18z" fill="#e8b04b"/><path d="M32 32L8 18v28l24 14z" fill="#3b6ea8"/><path d="M32 32l24-14v28L32 60z" fill="#c8553d"/><path d="M32 4l24 14v28L32 60 8 46V18zM32 32L8 18M32 32l24-14M32 32v28" stroke="#222" fill="none"/>"##,
    },
    withoutwords {
        title: "Proofs without words",
        hook: "Lozenges that always count ab, bc, ca; apogees on an ellipse of eccentricity √3/2.",
        page: withoutwords::WithoutWordsPage,
        view: WithoutWordsView,
        jobs: [jobs::cftp::RandomTiling],
        card: ("ww-eccentricity", "The apogees' ellipse has eccentricity {}."),
        picture: r##"<path d="M4 46.75H60" stroke="#888" stroke-width="1"/><path d="M8 46Q20.5 42.65 33 46M8 46Q29.65 33.5 51.3 46M8 46Q33 21 58 46M8 46Q29.65 8.5 51.3 46M8 46Q20.5 -0.65 33 46" stroke="#0072b2" stroke-width="1.5" fill="none"/><path d="M8 46A25 12.5 0 0 0 8 21" stroke="#e69f00" stroke-width="2" fill="none"/><circle cx="20.5" cy="44.33" r="1.6" fill="#e69f00"/><circle cx="29.65" cy="39.75" r="1.6" fill="#e69f00"/><circle cx="33" cy="33.5" r="1.6" fill="#e69f00"/><circle cx="29.65" cy="27.25" r="1.6" fill="#e69f00"/><circle cx="20.5" cy="22.67" r="1.6" fill="#e69f00"/>"##,
    },
    holdem {
        title: "One-round hold'em",
        hook: "Two players, one betting round: near-optimal raises with certified bounds.",
        page: holdem::HoldemPage,
        view: view::HoldemView,
        jobs: [jobs::holdem::Solve, jobs::holdem::Showdown],
        card: ("holdem-exact-decimal", "The exact value of the post's game: {}…"),
        picture: r##"<rect x="8" y="14" width="24" height="34" rx="3" fill="#fff" stroke="#333" stroke-width="2" transform="rotate(-8 20 31)"/><rect x="30" y="14" width="24" height="34" rx="3" fill="#fff" stroke="#333" stroke-width="2" transform="rotate(8 42 31)"/><text x="14" y="36" font-size="13" font-family="sans-serif" fill="#d55e00">A</text><text x="37" y="38" font-size="13" font-family="sans-serif">K</text>"##,
    },
}

/// Explorations still to come, shown greyed in the gallery (none at the moment: one-round
/// hold'em was the last).
pub const COMING: &[Coming] = &[];

/// The built exploration with this slug.
pub fn find(slug: &str) -> Option<&'static Exploration> {
    EXPLORATIONS.iter().find(|e| e.slug == slug)
}

/// A card picture as an inline SVG element.
pub fn picture(svg_inside: &str) -> Html {
    let svg = format!(
        r#"<svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">{svg_inside}</svg>"#
    );
    Html::from_html_unchecked(AttrValue::from(svg))
}

#[cfg(test)]
mod tests {
    /// Issue 31: the withoutwords icon is the one computed from the theorem (the core's tests
    /// check that its arcs start together and peak on its ellipse), not a hand-drawn sketch.
    #[test]
    fn the_withoutwords_icon_is_computed() {
        let icon = super::find("withoutwords").map(|e| e.picture);
        assert_eq!(
            icon,
            Some(snipelab_core::withoutwords::apogee_icon().as_str())
        );
    }
}
