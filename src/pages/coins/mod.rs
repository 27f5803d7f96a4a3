//! HH vs HT (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `coins` exploration's page.
#[function_component(CoinsPage)]
pub fn coins_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "HH vs HT" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
