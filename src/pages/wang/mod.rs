//! Inverting Wang's hash (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `wang` exploration's page.
#[function_component(WangPage)]
pub fn wang_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Inverting Wang's hash" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
