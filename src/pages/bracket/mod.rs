//! Perfect NCAA brackets (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `bracket` exploration's page.
#[function_component(BracketPage)]
pub fn bracket_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Perfect NCAA brackets" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
