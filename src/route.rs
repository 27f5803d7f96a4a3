//! The app's URLs: the gallery, then one per exploration, `/<slug>`, where the slug is the
//! exploration's module name (see [`crate::registry`]). View parameters live in the query
//! string (see [`crate::view`]).

use yew_router::Routable;

/// Every page of the app.
#[derive(Clone, Routable, PartialEq, Eq, Debug)]
pub enum Route {
    /// The gallery of explorations.
    #[at("/")]
    Home,
    /// An exploration's page; unknown slugs show the not-found page.
    #[at("/:slug")]
    Exploration {
        /// The exploration's module name.
        slug: String,
    },
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}

impl Route {
    /// The route of the exploration with this slug.
    pub fn exploration(slug: &str) -> Route {
        Route::Exploration {
            slug: slug.to_string(),
        }
    }
}
