//! Playable Scrabble racks (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `scrabble` exploration's page.
#[function_component(ScrabblePage)]
pub fn scrabble_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Playable Scrabble racks" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
