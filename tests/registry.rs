//! The lists that must follow the registry (`src/registry.rs`), checked from outside the app:
//! the worker's dispatch table, the browser tests' route list and hostile URL corpus (beside
//! this file, in `e2e/`), and the static shell's links in `index.html`. Adding an exploration
//! to the registry without them fails here.

use snipelab_app::registry::EXPLORATIONS;

/// The worker dispatches by `snipelab_jobs::JOBS` (it is built without this registry): every
/// job an exploration lists must be there, and every job there must belong to an exploration,
/// each name once.
#[test]
fn the_worker_dispatches_exactly_the_registry_jobs() {
    let mut listed: Vec<&str> = EXPLORATIONS
        .iter()
        .flat_map(|e| e.jobs.iter().copied())
        .collect();
    let mut dispatched: Vec<&str> = snipelab_jobs::JOBS.iter().map(|e| e.name).collect();
    listed.sort_unstable();
    dispatched.sort_unstable();
    let missing: Vec<_> = listed.iter().filter(|n| !dispatched.contains(n)).collect();
    let unlisted: Vec<_> = dispatched.iter().filter(|n| !listed.contains(n)).collect();
    assert!(
        missing.is_empty(),
        "listed by the registry, not dispatched by the worker: {missing:?}"
    );
    assert!(
        unlisted.is_empty(),
        "dispatched by the worker, listed by no exploration: {unlisted:?}"
    );
    let before = listed.len();
    listed.dedup();
    assert_eq!(
        listed.len(),
        before,
        "a job is listed twice in the registry"
    );
    assert_eq!(
        listed, dispatched,
        "a job is dispatched twice by the worker"
    );
}

/// The links of the static shell's list in `index.html`, in order, as (slug, title).
fn shell_links() -> Vec<(String, String)> {
    let html = include_str!("../index.html");
    let start = html
        .find(r#"<ul class="shell-list">"#)
        .expect("index.html has the shell's list");
    let end = start
        + html[start..]
            .find("</ul>")
            .expect("the shell's list is closed");
    html[start..end]
        .split(r#"<li><a href=""#)
        .skip(1)
        .map(|item| {
            let (slug, rest) = item.split_once(r#"">"#).expect("a link's href is closed");
            let (title, _) = rest.split_once("</a>").expect("a link is closed");
            (slug.to_string(), title.to_string())
        })
        .collect()
}

/// HTML text as a title appears in markup.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The browser tests' lists follow the registry: the routes every page test and the
/// prerender test walk (`tests/e2e/routes.mjs`), and the hostile URL corpus's routes
/// (`tests/e2e/fixtures/hostile/urls.json`), so a new exploration cannot be left out of them.
#[test]
fn the_browser_tests_lists_are_the_registrys() {
    let slugs: Vec<String> = EXPLORATIONS.iter().map(|e| e.slug.to_string()).collect();
    let routes: Vec<String> = include_str!("e2e/routes.mjs")
        .lines()
        .filter_map(|line| line.trim().strip_prefix("'/"))
        .filter_map(|rest| rest.split_once("': ["))
        .map(|(slug, _)| slug.to_string())
        .collect();
    let mut expected = vec![String::new()];
    expected.extend(slugs.iter().cloned());
    assert_eq!(
        routes, expected,
        "tests/e2e/routes.mjs: the gallery, then the registry's order"
    );
    let corpus: serde_json::Value =
        serde_json::from_str(include_str!("e2e/fixtures/hostile/urls.json"))
            .expect("the hostile corpus is JSON");
    let mut hostile: Vec<String> = corpus["routes"]
        .as_object()
        .expect("the corpus has its routes")
        .keys()
        .cloned()
        .collect();
    let mut sorted = slugs;
    hostile.sort();
    sorted.sort();
    assert_eq!(
        hostile, sorted,
        "tests/e2e/fixtures/hostile/urls.json routes"
    );
}

// The shell is what a reader sees before the WebAssembly arrives: it must list exactly the
// explorations the gallery will show, in the same order and under the same titles.
#[test]
fn the_static_shell_lists_every_exploration_in_gallery_order() {
    let expected: Vec<(String, String)> = EXPLORATIONS
        .iter()
        .map(|e| (e.slug.to_string(), escaped(e.title)))
        .collect();
    assert_eq!(shell_links(), expected);
}

/// The browser tests' list of routes (with each one's headline figure) follows the registry:
/// an exploration added there without its headline fails here.
#[test]
fn the_browser_tests_cover_every_route() {
    let listed = include_str!("e2e/routes.mjs");
    let keys: Vec<&str> = listed
        .lines()
        .filter_map(|line| line.trim().strip_prefix('\''))
        .filter_map(|rest| rest.split('\'').next())
        .collect();
    assert_eq!(
        keys,
        snipelab_app::prerender::routes(),
        "tests/e2e/routes.mjs must list the registry's routes, in order"
    );
}
