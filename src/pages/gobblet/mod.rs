//! Gobblet Gobblers (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `gobblet` exploration's page.
#[function_component(GobbletPage)]
pub fn gobblet_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Gobblet Gobblers" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
