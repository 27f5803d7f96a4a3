//! Inverting Wang's 64-bit hash (seed `004_…`, "Inverse of a hash function").
//!
//! Thomas Wang's hash is seven invertible steps; the post undoes them one by one and finds
//! inverse_hash(0) = 0x7ffffbffffdfffff.
//!
//! URL parameters: `key` (decimal or `0x` hex), `dir` (`inverse` or `hash`: which way the steps
//! are shown), `bit` (0–63, the input bit the avalanche view flips) and `sample` (`random` or
//! `counting`: the keys of the avalanche matrix).

mod avalanche;
mod bits;
mod key_input;
mod matrix;
mod steps;
mod summary;

use snipelab_core::wang;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::Notices;
use avalanche::AvalancheView;
use key_input::KeyInput;
use matrix::AvalancheMatrix;
use steps::Steps;
use summary::Summary;

/// Which way the step-by-step view runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// key → hash(key), the steps in the hash's order.
    Hash,
    /// key → inverse_hash(key), the steps undone from last to first (the post's inverse).
    Inverse,
}

/// Which keys the avalanche matrix averages over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sample {
    /// Uniformly random 64-bit keys (a fixed seed, so the picture is the same for everyone).
    Random,
    /// The key and the keys counting up from it: the small, similar keys a hash table sees.
    Counting,
}

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WangView {
    /// The key as it appears in the URL (decimal or `0x` hex).
    pub key_text: String,
    /// Its value.
    pub key: u64,
    /// Direction of the step-by-step view.
    pub direction: Direction,
    /// Input bit flipped by the avalanche view.
    pub bit: u32,
    /// Keys of the avalanche matrix.
    pub sample: Sample,
}

impl View for WangView {
    const PARAMETERS: &'static [&'static str] = &["key", "dir", "bit", "sample"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let (key_text, key) = match q.get("key") {
            None => ("0".to_string(), 0),
            Some(text) => match wang::parse_key(text) {
                Ok(key) => (text.trim().to_string(), key),
                Err(why) => {
                    let why = crate::query::shorten_message(&why.to_string());
                    notices.push(format!(
                        "The link's key is not a 64-bit key ({why}); showing key=0 instead."
                    ));
                    ("0".to_string(), 0)
                }
            },
        };
        let direction = match q.get("dir") {
            None | Some("inverse") => Direction::Inverse,
            Some("hash") => Direction::Hash,
            Some(other) => {
                notices.push(format!(
                    "The link asked for dir={}, which is neither hash nor inverse; showing the inverse.",
                    crate::query::shorten(other)
                ));
                Direction::Inverse
            }
        };
        let sample = match q.get("sample") {
            None | Some("random") => Sample::Random,
            Some("counting") => Sample::Counting,
            Some(other) => {
                notices.push(format!(
                    "The link asked for sample={}, which is neither random nor counting; using random keys.",
                    crate::query::shorten(other)
                ));
                Sample::Random
            }
        };
        WangView {
            key_text,
            key,
            direction,
            bit: q.number("bit", 0..=63, 0, notices),
            sample,
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![
            ("key", self.key_text.clone()),
            (
                "dir",
                match self.direction {
                    Direction::Hash => "hash",
                    Direction::Inverse => "inverse",
                }
                .into(),
            ),
            ("bit", self.bit.to_string()),
            (
                "sample",
                match self.sample {
                    Sample::Random => "random",
                    Sample::Counting => "counting",
                }
                .into(),
            ),
        ]
    }
}

/// The Wang hash page.
#[function_component(WangPage)]
pub fn wang_page() -> Html {
    let handle = use_view::<WangView>();
    let view = handle.view.clone();

    let set_view = handle.set.clone();
    let on_key = {
        let view = view.clone();
        set_view.reform(move |key_text: String| {
            let key = wang::parse_key(&key_text).unwrap_or(view.key);
            WangView {
                key_text,
                key,
                ..view.clone()
            }
        })
    };
    let on_direction = {
        let view = view.clone();
        set_view.reform(move |direction: Direction| WangView {
            direction,
            ..view.clone()
        })
    };
    let on_bit = {
        let view = view.clone();
        set_view.reform(move |bit: u32| WangView {
            bit,
            ..view.clone()
        })
    };
    let on_sample = {
        let view = view.clone();
        set_view.reform(move |sample: Sample| WangView {
            sample,
            ..view.clone()
        })
    };

    html! {
        <article class="exploration">
            <h1>{ "Inverting Wang's hash" }</h1>
            <p class="lede">
                { "Thomas Wang's 64-bit integer hash is seven steps, each a bijection of 64-bit words: \
                   multiplications by odd numbers (the first step, key·(2²¹ − 1) − 1, also subtracts 1) and \
                   xor-shifts that leave their top bits alone. Undo them in reverse order and you have \
                   the inverse. Which key hashes to zero?" }
            </p>
            <Notices notices={handle.notices.clone()} />
            <KeyInput key_text={view.key_text.clone()} key_value={view.key} on_key={on_key} />
            <Summary key_value={view.key} />
            <Steps key_value={view.key} direction={view.direction} on_direction={on_direction} />
            <AvalancheView key_value={view.key} bit={view.bit} on_bit={on_bit} />
            <AvalancheMatrix key_value={view.key} bit={view.bit} sample={view.sample} on_sample={on_sample} />
        </article>
    }
}
