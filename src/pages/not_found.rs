//! The page for unknown URLs.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// "No such page", with a way back.
#[function_component(NotFound)]
pub fn not_found() -> Html {
    html! {
        <>
            <h1>{ "No such page" }</h1>
            <p>{ "This address is not one of Snipe Lab's explorations. " }
               <Link<Route> to={Route::Home}>{ "See them all" }</Link<Route>></p>
        </>
    }
}
