//! Adversarial binary search (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `bsearch` exploration's page.
#[function_component(BsearchPage)]
pub fn bsearch_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Adversarial binary search" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
