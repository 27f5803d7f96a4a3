//! The gallery of explorations.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::explorations::{EXPLORATIONS, picture};
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
                { for EXPLORATIONS.iter().map(|e| {
                    let body = html! {
                        <>
                            { picture(e) }
                            <h2>{ e.title }</h2>
                            <p>{ e.hook }</p>
                        </>
                    };
                    match &e.route {
                        Some(route) => html! {
                            <li class="card" data-slug={e.slug}>
                                <Link<Route> to={route.clone()} classes="card-link">{ body }</Link<Route>>
                            </li>
                        },
                        None => html! {
                            <li class="card coming" data-slug={e.slug} aria-disabled="true">
                                { body }
                                <span class="badge">{ "coming soon" }</span>
                            </li>
                        },
                    }
                }) }
            </ul>
        </>
    }
}
