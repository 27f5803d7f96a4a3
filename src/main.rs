//! The page: installs the panic banner, then takes over the prerendered page (hydration) or,
//! when the page's HTML is not this address's prerendered view, renders the app afresh.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;

    snipelab_app::fatal::install_panic_hook();
    // The page is already readable (prerendered): take it over in a task of its own, not in
    // the one that instantiated the WebAssembly. A phone's main thread then has two shorter
    // tasks instead of one long one, and Total Blocking Time counts only what each task spends
    // beyond 50 ms.
    let start = wasm_bindgen::closure::Closure::once_into_js(take_over);
    let scheduled = web_sys::window()
        .map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(start.unchecked_ref(), 0));
    if !matches!(scheduled, Some(Ok(_))) {
        take_over();
    }
}

/// Hydrates the prerendered view, or renders the app afresh where there is none.
#[cfg(target_arch = "wasm32")]
fn take_over() {
    use snipelab_app::app::App;
    use snipelab_app::prerender;

    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(prerender::ROOT_ID));
    let Some(root) = root else {
        yew::Renderer::<App>::new().render();
        return;
    };
    if prerender::hydrates_here(&root) {
        yew::Renderer::<App>::with_root(root).hydrate();
        prerender::mark_started("hydrated");
    } else {
        // Another view than the one prerendered (a link with parameters, or an address the
        // static host answered with another page): draw it from scratch.
        root.set_inner_html("");
        let _ = root.remove_attribute(prerender::ROUTE_ATTRIBUTE);
        let _ = root.remove_attribute(prerender::STALE_ATTRIBUTE);
        yew::Renderer::<App>::with_root(root).render();
        prerender::mark_started("rendered");
    }
}

/// The app lives in the browser; natively (where `cargo test` builds every binary) there is
/// nothing to run.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "the app runs in the browser: scripts/build.sh builds it, scripts/serve.sh serves it"
    );
}
