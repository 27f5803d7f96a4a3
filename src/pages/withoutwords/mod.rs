//! Proofs and theorems without words (seed `001_…`, "Proof without words" and "Theorem without
//! words"): every lozenge tiling of the a×b×c hexagon has ab, bc and ca lozenges of the three
//! orientations; the apogees of throws at one speed lie on an ellipse of eccentricity √3/2.
//!
//! URL parameters: `a`, `b`, `c` (1–12), `seed` (the random tiling), `h` (an edited tiling, see
//! [`heights`]), `cubes`, `v` (speed), `g` (gravity).

mod animation;
mod apogees;
pub mod heights;
mod lozenges;

use snipelab_core::cftp::hexagon::Hexagon;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::Notices;
use animation::Animation;
use apogees::Apogees;
use lozenges::Lozenges;

/// The largest side on this page: the argument is in the pictures, and every vertex a button.
pub const MAX_SIDE: usize = 12;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Debug)]
pub struct WithoutWordsView {
    /// Hexagon sides.
    pub a: usize,
    /// Hexagon sides.
    pub b: usize,
    /// Hexagon sides.
    pub c: usize,
    /// Seed of the random tiling.
    pub seed: u64,
    /// An edited tiling (see [`heights`]); empty for the random one.
    pub h: String,
    /// Shade as cubes.
    pub cubes: bool,
    /// Speed v.
    pub v: f64,
    /// Gravity g.
    pub g: f64,
}

impl Default for WithoutWordsView {
    fn default() -> Self {
        WithoutWordsView {
            a: 4,
            b: 5,
            c: 3,
            seed: 1,
            h: String::new(),
            cubes: true,
            v: 10.0,
            g: 9.8,
        }
    }
}

impl View for WithoutWordsView {
    const PARAMETERS: &'static [&'static str] = &["a", "b", "c", "seed", "h", "cubes", "v", "g"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = WithoutWordsView::default();
        let a = q.number("a", 1..=MAX_SIDE, d.a, notices);
        let b = q.number("b", 1..=MAX_SIDE, d.b, notices);
        let c = q.number("c", 1..=MAX_SIDE, d.c, notices);
        let mut h = q.get("h").unwrap_or_default().trim().to_string();
        if !h.is_empty() {
            let checked = Hexagon::new(a, b, c)
                .map_err(|e| e.to_string())
                .and_then(|hex| heights::parse(&h, hex));
            if let Err(why) = checked {
                notices.push(format!(
                    "The link's tiling h={} is not one of this hexagon ({why}); showing a random tiling instead.",
                    crate::query::shorten(&h)
                ));
                h.clear();
            }
        }
        WithoutWordsView {
            a,
            b,
            c,
            seed: q.number("seed", 0..=u64::MAX, d.seed, notices),
            h,
            cubes: q.flag("cubes", d.cubes, notices),
            v: q.number("v", 1.0..=30.0, d.v, notices),
            g: q.number("g", 1.0..=30.0, d.g, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let mut out = vec![
            ("a", self.a.to_string()),
            ("b", self.b.to_string()),
            ("c", self.c.to_string()),
            ("seed", self.seed.to_string()),
        ];
        if !self.h.is_empty() {
            out.push(("h", self.h.clone()));
        }
        out.push(("cubes", if self.cubes { "1" } else { "0" }.to_string()));
        out.push(("v", format!("{}", self.v)));
        out.push(("g", format!("{}", self.g)));
        out
    }
}

/// Props of the page's sections.
#[derive(Properties, PartialEq)]
pub struct SectionProps {
    /// The view.
    pub view: WithoutWordsView,
    /// Moves to another view.
    pub set: Callback<WithoutWordsView>,
}

/// The proofs-without-words page.
#[function_component(WithoutWordsPage)]
pub fn without_words_page() -> Html {
    let handle = use_view::<WithoutWordsView>();
    html! {
        <article class="exploration withoutwords">
            <h1>{ "Proofs without words" }</h1>
            <p class="lede">
                { "Two pictures that are arguments: change them, and what they claim stays true." }
            </p>
            <Notices notices={handle.notices} />
            <Lozenges view={handle.view.clone()} set={handle.set.clone()} />
            <Animation view={handle.view.clone()} set={handle.set.clone()} />
            <Apogees view={handle.view} set={handle.set} />
        </article>
    }
}
