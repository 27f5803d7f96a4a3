//! Coupling from the past (seed `001_…`, "Coupling from the past"; Propp and Wilson 1996,
//! Wilson 2004).
//!
//! URL parameters: `seed` (the random source, so a sample can be shared), `n` (cards, 2–100),
//! `all` (all n! chains for n ≤ 5), `hn` (histogram cards, 2–6), `k` (histogram samples),
//! `a`, `b`, `c` (hexagon sides, 1–200), `cubes` (shade as cubes), `fw` (the forward chain runs
//! T / fw sweeps).

mod histogram;
mod order;
mod shuffle;
mod tiling;

use yew::prelude::*;

use crate::format::count;
use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notice, NoticeKind, Notices, use_parsed_input};
use histogram::ShuffleHistogram;
use order::OrderSection;
use shuffle::ShuffleSection;
use tiling::TilingSection;

/// The largest hexagon side on the sliders (the library's `MAX_SIDE`).
pub const MAX_SIDE: usize = snipelab_core::cftp::hexagon::MAX_SIDE;

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CftpView {
    /// Seed of the random source.
    pub seed: u64,
    /// Cards in the shuffle.
    pub n: usize,
    /// Whether to run all n! chains (n ≤ 5).
    pub all: bool,
    /// Cards in the histograms.
    pub hn: usize,
    /// Samples per histogram.
    pub k: u64,
    /// Hexagon sides.
    pub a: usize,
    /// Hexagon sides.
    pub b: usize,
    /// Hexagon sides.
    pub c: usize,
    /// Draw as shaded cubes.
    pub cubes: bool,
    /// The forward chain runs T / fw sweeps.
    pub fw: u64,
}

impl Default for CftpView {
    fn default() -> Self {
        CftpView {
            seed: 1,
            n: 4,
            all: true,
            hn: 3,
            k: 6000,
            a: 12,
            b: 12,
            c: 12,
            cubes: false,
            fw: 8,
        }
    }
}

impl View for CftpView {
    const PARAMETERS: &'static [&'static str] =
        &["seed", "n", "all", "hn", "k", "a", "b", "c", "cubes", "fw"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = CftpView::default();
        CftpView {
            seed: q.number("seed", 0..=u64::MAX, d.seed, notices),
            n: q.number(
                "n",
                2..=snipelab_core::cftp::shuffle::MAX_CARDS,
                d.n,
                notices,
            ),
            all: q.flag("all", d.all, notices),
            hn: q.number(
                "hn",
                2..=snipelab_core::cftp::shuffle::MAX_HISTOGRAM_CARDS,
                d.hn,
                notices,
            ),
            k: q.number("k", 100..=100_000, d.k, notices),
            a: q.number("a", 1..=MAX_SIDE, d.a, notices),
            b: q.number("b", 1..=MAX_SIDE, d.b, notices),
            c: q.number("c", 1..=MAX_SIDE, d.c, notices),
            cubes: q.flag("cubes", d.cubes, notices),
            fw: q.number("fw", 1..=1024, d.fw, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let flag = |b: bool| if b { "1" } else { "0" }.to_string();
        vec![
            ("seed", self.seed.to_string()),
            ("n", self.n.to_string()),
            ("all", flag(self.all)),
            ("hn", self.hn.to_string()),
            ("k", self.k.to_string()),
            ("a", self.a.to_string()),
            ("b", self.b.to_string()),
            ("c", self.c.to_string()),
            ("cubes", flag(self.cubes)),
            ("fw", self.fw.to_string()),
        ]
    }
}

/// Props shared by the page's sections: the view and how to change it.
#[derive(Properties, PartialEq)]
pub struct SectionProps {
    /// The view.
    pub view: CftpView,
    /// Moves to another view.
    pub set: Callback<CftpView>,
}

/// The coupling-from-the-past page.
#[function_component(CftpPage)]
pub fn cftp_page() -> Html {
    let handle = use_view::<CftpView>();
    let view = handle.view;
    let set = handle.set.clone();
    let seed_field = use_parsed_input(
        view.seed.to_string(),
        |text: &String| parse_seed(text),
        set.reform(move |(_, seed): (String, u64)| CftpView { seed, ..view }),
    );
    let new_seed = set.reform(move |_: MouseEvent| CftpView {
        // A new seed from the old one: reproducible, and no clock needed.
        seed: snipelab_core::random::mix64(view.seed.wrapping_add(1)) >> 12,
        ..view
    });
    html! {
        <article class="exploration cftp">
            <h1>{ "Coupling from the past" }</h1>
            <p class="lede">
                { "Shuffle a deck by picking a random adjacent pair and putting it in ascending or descending order \
                   by a coin toss, or tile a hexagon by adding and removing \
                   random cubes: run such a chain \"for a while\" and you get something close to uniform, but how \
                   close, and how long is a while? Propp and Wilson's coupling from the past gives an exactly \
                   uniform sample and stops by itself." }
            </p>
            <Notices notices={handle.notices} />
            <section class="controls" aria-label="Random source">
                <div class="cftp-seed">
                    <label for="cftp-seed">{ "Seed" }</label>
                    <input id="cftp-seed" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
                        value={seed_field.draft.clone()} oninput={seed_field.oninput()} />
                    <button type="button" id="cftp-new-seed" onclick={new_seed}>{ "New seed" }</button>
                </div>
                if let Err(message) = &*seed_field.parsed {
                    <Notice kind={NoticeKind::Error}><span id="cftp-seed-error">{ message.clone() }</span>
                        { format!(" Still using seed {}.", view.seed) }</Notice>
                }
            </section>
            // The picture first (issue 31): the tiling was 1,900 px down the page.
            <TilingSection view={view} set={set.clone()} />
            <section class="cftp-why" aria-labelledby="cftp-why-title">
                <h2 id="cftp-why-title">{ "Why it is exact" }</h2>
                <ol>
                    <li>{ "Imagine the chain has been running since time −∞. At time 0 it is exactly uniform: that is \
                           what a stationary distribution means." }</li>
                    <li>{ "Fix the random moves of times −T, …, −1 (here: derived from the seed and the time, so \
                           they never change). Start every possible state at time −T and apply the same moves." }</li>
                    <li>{ "If all of them end in one state at time 0, so does the chain from −∞, whatever it showed at \
                           −T: that state is the exact sample. If not, double T, keep the old moves for the last T \
                           steps, and try again." }</li>
                    <li>{ format!("Monotone chains need only two starts: the top and the bottom of an order that every move \
                           keeps (for the shuffle, the Bruhat order, checked at the end of the page). Every other chain \
                           stays squeezed between them, so when they meet, all have met ({}).", all_chains_note(view)) }</li>
                    <li>{ format!("Running forward until the chains meet would NOT do: the time they first meet depends on \
                           the moves that made them meet, so the state they meet in can be biased. {} \
                           (The tiling's forward picture above is another naive method: a single chain run for a fixed \
                           number of sweeps.)", histogram_note(view.hn)) }</li>
                </ol>
            </section>
            <ShuffleSection view={view} set={set.clone()} />
            <ShuffleHistogram view={view} set={set} />
            <OrderSection />
        </article>
    }
}

/// Where the reader can see every chain: the shuffle below, when it runs all n! of them.
fn all_chains_note(view: CftpView) -> String {
    if view.all && view.n <= crate::jobs::cftp::MAX_ALL_CHAINS_CARDS {
        let chains: u64 = (1..=view.n as u64).product();
        format!(
            "see all {} of {} below",
            count(chains, "chain", "chains"),
            count(view.n as u64, "card", "cards")
        )
    } else {
        format!(
            "the shuffle below can run all n! chains of up to {} cards to show it",
            crate::jobs::cftp::MAX_ALL_CHAINS_CARDS
        )
    }
}

/// What the histogram below shows for its deck: the bias from three cards, none for two.
fn histogram_note(cards: usize) -> &'static str {
    if cards >= 3 {
        "The histogram of many shuffles below draws decks both ways: compare the two methods' \
         chi-square figures with what a uniform draw would give."
    } else {
        "With two cards there is no bias to see: the first step puts every chain in the same order, so \
         both ways in the histogram below are exact."
    }
}

/// A seed as typed: a whole number from 0 to 2⁶⁴ − 1, or why not (with the position).
pub fn parse_seed(text: &str) -> Result<u64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("Type a seed: a whole number from 0 to 18446744073709551615.".into());
    }
    if let Some((i, ch)) = text
        .chars()
        .enumerate()
        .find(|(_, ch)| !ch.is_ascii_digit())
    {
        return Err(format!(
            "Character {} ('{}') of the seed is not a digit.",
            i + 1,
            ch.escape_default()
        ));
    }
    text.parse::<u64>()
        .map_err(|_| "The seed is larger than 18446744073709551615.".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_parse_with_positions() {
        assert_eq!(parse_seed(" 42 "), Ok(42));
        assert!(parse_seed("4x2").unwrap_err().contains("Character 2"));
        assert!(
            parse_seed("99999999999999999999")
                .unwrap_err()
                .contains("larger")
        );
        assert!(parse_seed("").is_err());
    }
}
