//! The gallery of explorations.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::registry::{COMING, EXPLORATIONS, picture};
use crate::route::Route;
use crate::site_file::use_optional_site_file;

/// The file holding each card's result, by slug, as JSON: written by the build from the
/// explorations' prerendered pages (`crate::prerender::cards`), carried by the gallery's own
/// page, and fetched from the site when the reader comes to the gallery from another page.
pub const GALLERY_URL: &str = "gallery.json";

/// Each card's result, by slug: at once when the page carries them, else once fetched (empty
/// until then, or if the file cannot be had: the cards then show their hooks alone).
#[hook]
fn use_card_results() -> Rc<BTreeMap<String, String>> {
    use_optional_site_file::<BTreeMap<String, String>>(GALLERY_URL).unwrap_or_default()
}

/// The home page: a card per exploration, linked when built, marked "coming" otherwise.
#[function_component(Home)]
pub fn home() -> Html {
    let results = use_card_results();
    html! {
        <>
            <h1>{ "Snipe Lab" }</h1>
            <p class="lede">
                { "Problems from recreational mathematics, made into things you can drag, play and upload. \
                   Every number is computed by this site's own code, exactly where the mathematics is exact: \
                   in your browser, or ahead of time when it takes longer than a page should make you wait." }
            </p>
            <ul class="gallery">
                { for EXPLORATIONS.iter().map(|e| html! {
                    <li class="card" data-slug={e.slug}>
                        <Link<Route> to={Route::exploration(e.slug)} classes="card-link">
                            { picture(e.picture) }
                            <h2>{ e.title }</h2>
                            <p>{ e.hook }</p>
                            <p class="card-result" data-figure={e.card.id}>{ results.get(e.slug).cloned().unwrap_or_default() }</p>
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
