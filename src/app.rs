//! The app shell: header, routes, footer.

use yew::prelude::*;
use yew_router::history::{AnyHistory, BrowserHistory, History, MemoryHistory};
use yew_router::prelude::*;

use crate::pages;
use crate::registry;
use crate::route::Route;

/// Props of [`App`].
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The path to render, for the prerenderer (`src/bin/prerender.rs`); `None` in the browser,
    /// which reads its own address.
    #[prop_or_default]
    pub path: Option<AttrValue>,
}

/// The root component. The browser and the prerenderer render the same tree (a [`Router`] over
/// the browser's history or over one remembered path), so the browser can hydrate what the
/// build prerendered.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let history = use_state(|| -> AnyHistory {
        match &props.path {
            Some(path) => {
                let history = MemoryHistory::new();
                history.push(path.as_str());
                history.into()
            }
            None => BrowserHistory::new().into(),
        }
    });
    // Under a sub-path of its host, the site's links and routes carry its folder.
    let basename = use_memo((), |_| crate::platform::base_path().map(AttrValue::from));
    html! {
        <Router history={(*history).clone()} basename={(*basename).clone()}>
            <a class="skip-link" href="#main">{ "Skip to content" }</a>
            <header class="site-header">
                <Link<Route> to={Route::Home} classes="brand">{ "Snipe Lab" }</Link<Route>>
                <span class="tagline">{ "recreational mathematics you can touch" }</span>
            </header>
            <main id="main" tabindex="-1">
                <Switch<Route> render={switch} />
            </main>
            <footer class="site-footer">
                { "Every figure on these pages is computed by Snipe Lab's own code: in your browser, when the site was built, or ahead of time for the largest tables; nothing leaves this page." }
            </footer>
        </Router>
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
