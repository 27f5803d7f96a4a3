//! Playable Scrabble racks (seed `001_…`, "Probability of playable racks in Scrabble").
//!
//! A rack of 7 tiles from the standard 100-tile bag is playable if some of its tiles spell a
//! word; the post reduces the dictionary to 223 minimal subracks and finds, by enumerating all
//! 3,199,724 distinct racks, that a random rack is unplayable with probability 0.00788349.
//!
//! URL parameter: `rack` (the rack in the explorer: letters, `_` or `?` for blanks).

mod explorer;
mod likeliest;
mod probability;
mod tiles;

use snipelab_core::scrabble;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::Notices;
use explorer::RackExplorer;
use probability::Probability;

/// The rack the explorer opens with: an example input (seven consonants and no blank, so
/// the reader sees the "why none" view at once).
pub const DEFAULT_RACK: &str = "CDFGLPT";

/// The page's view: the explorer's rack.
#[derive(Clone, PartialEq, Debug)]
pub struct ScrabbleView {
    /// The rack, as typed (valid).
    pub rack: String,
}

impl View for ScrabbleView {
    const PARAMETERS: &'static [&'static str] = &["rack"];

    /// Reads the explorer's rack, with a notice if the link's rack is invalid.
    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let rack = match q.get("rack") {
            None => DEFAULT_RACK.to_string(),
            Some(text) => match scrabble::parse_rack(text) {
                Ok(_) => text.trim().to_string(),
                Err(why) => {
                    let why = crate::query::shorten_message(&why.to_string());
                    notices.push(format!(
                        "The link's rack is not a rack ({why}); showing {DEFAULT_RACK} instead."
                    ));
                    DEFAULT_RACK.to_string()
                }
            },
        };
        ScrabbleView { rack }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![("rack", self.rack.clone())]
    }
}

/// The Scrabble racks page.
#[function_component(ScrabblePage)]
pub fn scrabble_page() -> Html {
    let handle = use_view::<ScrabbleView>();
    let rack = handle.view.rack.clone();
    let on_rack = handle.set.reform(|rack: String| ScrabbleView { rack });

    html! {
        <article class="exploration">
            <h1>{ "Playable Scrabble racks" }</h1>
            <p class="lede">
                { "Draw 7 tiles from the 100-tile bag. How likely is it that no subset of them spells a word \
                   of the 2014 Official Tournament and Club Word List? The post boils the dictionary down to 223 \
                   minimal subracks and checks every one of the 3,199,724 distinct racks." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <Probability on_rack={on_rack.clone()} />
            <RackExplorer rack={rack} on_rack={on_rack} />
        </article>
    }
}
