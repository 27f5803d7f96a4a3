//! The app shell: header, routes, footer.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::pages;
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
        Route::Wow => html! { <pages::wow::WowPage /> },
        Route::Bracket => html! { <pages::bracket::BracketPage /> },
        Route::Bsearch => html! { <pages::bsearch::BsearchPage /> },
        Route::Coins => html! { <pages::coins::CoinsPage /> },
        Route::Gobblet => html! { <pages::gobblet::GobbletPage /> },
        Route::Halftone => html! { <pages::halftone::HalftonePage /> },
        Route::Poker => html! { <pages::poker::PokerPage /> },
        Route::Santa => html! { <pages::santa::SantaPage /> },
        Route::Scrabble => html! { <pages::scrabble::ScrabblePage /> },
        Route::Split => html! { <pages::split::SplitPage /> },
        Route::Truecount => html! { <pages::truecount::TruecountPage /> },
        Route::Wang => html! { <pages::wang::WangPage /> },
        Route::War => html! { <pages::war::WarPage /> },
        Route::Words => html! { <pages::words::WordsPage /> },
        Route::NotFound => html! { <pages::not_found::NotFound /> },
    }
}
