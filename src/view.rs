//! A page's view parameters, kept in the URL: [`use_view`] reads them, forgivingly, and writes
//! them back, so every view can be shared as a link.

use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::query::Query;
use crate::route::Route;

/// The parameters of one page's view, as they live in the query string.
pub trait View: Clone + PartialEq + 'static {
    /// Every key [`View::from_query`] reads and [`View::to_query`] may write: the page's URL
    /// parameters. The build publishes them (`parameters.json`, read by the hostile-URL browser
    /// test) and the URL fuzz tries hostile values in each, so a new parameter is covered
    /// where it is defined; a test fails if a view reads or writes a key missing here.
    const PARAMETERS: &'static [&'static str];
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
    /// Moves to another view on the page's own initiative (the computer's reply in a game),
    /// keeping the link's notices: the reader has not acted yet, so what the link asked for
    /// and could not get is still news (a notice that vanished after the computer's 450 ms
    /// reply could not be read, and failed a loaded CI run).
    pub advance: Callback<V>,
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
    // The notices `advance` carries to the view it moves to.
    let carried = use_mut_ref(|| None::<(V, Rc<Vec<String>>)>);
    let parsed = {
        let carried = carried.clone();
        use_memo(query, move |query| {
            let mut notices = Vec::new();
            let view = V::from_query(&Query::parse(query), &mut notices);
            let kept = carried.borrow_mut().take();
            match kept {
                Some((to, mut earlier)) if to == view => {
                    Rc::make_mut(&mut earlier).extend(notices);
                    (view, earlier)
                }
                _ => (view, Rc::new(notices)),
            }
        })
    };
    let replace = move |view: &V| {
        if let (Some(navigator), Some(route)) = (&navigator, &route) {
            let _ = navigator.replace_with_query(route, &view.to_query());
        }
    };
    let set = {
        let replace = replace.clone();
        Callback::from(move |view: V| replace(&view))
    };
    let advance = {
        let notices = parsed.1.clone();
        Callback::from(move |view: V| {
            if !notices.is_empty() {
                *carried.borrow_mut() = Some((view.clone(), notices.clone()));
            }
            replace(&view);
        })
    };
    ViewHandle {
        view: parsed.0.clone(),
        notices: parsed.1.clone(),
        set,
        advance,
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
