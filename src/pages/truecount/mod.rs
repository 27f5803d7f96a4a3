//! The true count check (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `truecount` exploration's page.
#[function_component(TruecountPage)]
pub fn truecount_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "The true count check" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
