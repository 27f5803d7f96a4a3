//! Secret Santa (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `santa` exploration's page.
#[function_component(SantaPage)]
pub fn santa_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Secret Santa" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
