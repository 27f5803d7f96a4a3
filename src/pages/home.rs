//! The gallery of explorations.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::registry::{COMING, EXPLORATIONS, picture};
use crate::route::Route;

/// The home page: a card per exploration, linked when built, marked "coming" otherwise.
#[function_component(Home)]
pub fn home() -> Html {
    html! {
        <>
            <h1>{ "Snipe Lab" }</h1>
            <p class="lede">
                { "Problems from recreational mathematics, made into things you can drag, play and upload. \
                   Every number is computed exactly where the mathematics is exact, right here in your browser." }
            </p>
            <ul class="gallery">
                { for EXPLORATIONS.iter().map(|e| html! {
                    <li class="card" data-slug={e.slug}>
                        <Link<Route> to={Route::exploration(e.slug)} classes="card-link">
                            { picture(e.picture) }
                            <h2>{ e.title }</h2>
                            <p>{ e.hook }</p>
                        </Link<Route>>
                    </li>
                }) }
                { for COMING.iter().map(|e| html! {
                    <li class="card coming" data-slug={e.slug} aria-disabled="true">
                        { picture(e.picture) }
                        <h2>{ e.title }</h2>
                        <p>{ e.hook }</p>
                        <span class="badge">{ "coming soon" }</span>
                    </li>
                }) }
            </ul>
        </>
    }
}
