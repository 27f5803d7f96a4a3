//! Counting in words (the page is being built; the gallery does not link it yet).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// The `words` exploration's page.
#[function_component(WordsPage)]
pub fn words_page() -> Html {
    html! {
        <article class="exploration">
            <h1>{ "Counting in words" }</h1>
            <p>{ "This exploration is being built. " }<Link<Route> to={Route::Home}>{ "See the others" }</Link<Route>></p>
        </article>
    }
}
