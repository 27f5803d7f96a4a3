//! One URL per exploration. View parameters live in the query string (see [`crate::query`]).

use yew_router::Routable;

/// Every page of the app. Paths use the exploration's module name.
#[derive(Clone, Routable, PartialEq, Eq, Debug)]
pub enum Route {
    /// The gallery of explorations.
    #[at("/")]
    Home,
    /// The WOW board.
    #[at("/wow")]
    Wow,
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}
