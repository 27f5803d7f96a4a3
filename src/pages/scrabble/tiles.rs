//! Tiles drawn like Scrabble tiles, from a rack in the post's notation ("_cv").

use yew::prelude::*;

/// Props of [`Tiles`].
#[derive(Properties, PartialEq)]
pub struct TilesProps {
    /// The tiles: letters, `_` or `?` for a blank.
    pub rack: AttrValue,
    /// Smaller tiles, for lists.
    #[prop_or(false)]
    pub small: bool,
}

/// A row of tiles; a blank is an empty tile. Screen readers get the rack as text.
#[function_component(Tiles)]
pub fn tiles(props: &TilesProps) -> Html {
    let class = if props.small {
        "scrabble-tiles small"
    } else {
        "scrabble-tiles"
    };
    let spoken = props
        .rack
        .chars()
        .map(|c| match c {
            '_' | '?' => "blank".to_string(),
            c => c.to_ascii_uppercase().to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <span class={class} role="img" aria-label={spoken}>
            { for props.rack.chars().filter(|c| !c.is_whitespace()).map(|c| match c {
                '_' | '?' => html! { <span class="tile blank" aria-hidden="true"></span> },
                c => html! { <span class="tile" aria-hidden="true">{ c.to_ascii_uppercase() }</span> },
            }) }
        </span>
    }
}
