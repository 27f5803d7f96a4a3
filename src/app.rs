//! The app shell: header, routes, footer.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::pages;
use crate::registry;
use crate::route::Route;

/// The root component.
#[function_component(App)]
pub fn app() -> Html {
    html! {
        <BrowserRouter>
            <a class="skip-link" href="#main">{ "Skip to content" }</a>
            <header class="site-header">
                <Link<Route> to={Route::Home} classes="brand">{ "Snipe Lab" }</Link<Route>>
                <span class="tagline">{ "recreational mathematics you can touch" }</span>
            </header>
            <main id="main" tabindex="-1">
                <Switch<Route> render={switch} />
            </main>
            <footer class="site-footer">
                { "Every figure on these pages is computed in your browser by Snipe Lab's own code; nothing leaves this page." }
            </footer>
        </BrowserRouter>
    }
}

fn switch(route: Route) -> Html {
    match route {
        Route::Home => html! { <pages::home::Home /> },
        Route::Exploration { slug } => match registry::find(&slug) {
            Some(exploration) => (exploration.page)(),
            None => html! { <pages::not_found::NotFound /> },
        },
        Route::NotFound => html! { <pages::not_found::NotFound /> },
    }
}
