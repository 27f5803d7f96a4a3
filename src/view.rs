//! A page's view parameters, kept in the URL: [`use_view`] reads them, forgivingly, and writes
//! them back, so every view can be shared as a link.

use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::query::Query;
use crate::route::Route;

/// The parameters of one page's view, as they live in the query string.
pub trait View: Clone + PartialEq + 'static {
    /// Reads the view from a parsed query string; anything invalid falls back to a default and
    /// adds a notice that says what was wrong (see [`Query`]).
    fn from_query(query: &Query, notices: &mut Vec<String>) -> Self;
    /// The query string's `key=value` pairs for this view.
    fn to_query(&self) -> Vec<(&'static str, String)>;
}

/// What [`use_view`] gives a page.
pub struct ViewHandle<V> {
    /// The view the URL describes.
    pub view: V,
    /// What the link asked for that could not be shown, for the reader.
    pub notices: Rc<Vec<String>>,
    /// Moves to another view (replacing the URL, so Back leaves the page rather than undoing
    /// each slider step).
    pub set: Callback<V>,
}

/// The current page's view, read from the URL (parsed once per distinct query string).
#[hook]
pub fn use_view<V: View>() -> ViewHandle<V> {
    let location = use_location();
    let navigator = use_navigator();
    let route = use_route::<Route>();
    let query = location
        .as_ref()
        .map(|l| l.query_str().to_string())
        .unwrap_or_default();
    let parsed = use_memo(query, |query| {
        let mut notices = Vec::new();
        let view = V::from_query(&Query::parse(query), &mut notices);
        (view, Rc::new(notices))
    });
    let set = Callback::from(move |view: V| {
        if let (Some(navigator), Some(route)) = (&navigator, &route) {
            let _ = navigator.replace_with_query(route, &view.to_query());
        }
    });
    ViewHandle {
        view: parsed.0.clone(),
        notices: parsed.1.clone(),
        set,
    }
}

/// The URL's `budget` test hook: a memory budget in bytes, smaller than the browser's, that the
/// Gobblet and pair-splitting solvers respect, so the browser tests can see the out-of-memory
/// message without exhausting a machine (issue 18). It can only lower a limit, so it is
/// harmless to a reader, and no view writes it back into the URL.
pub fn memory_budget() -> Option<u64> {
    let search = web_sys::window()?.location().search().ok()?;
    Query::parse(&search).get("budget")?.trim().parse().ok()
}
