//! The page: installs the panic banner, then takes over the prerendered page (hydration) or,
//! when the page's HTML is not this address's prerendered view, renders the app afresh.

fn main() {
    snipelab_app::fatal::install_panic_hook();
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    let Some(root) = root else {
        yew::Renderer::<snipelab_app::app::App>::new().render();
        return;
    };
    if snipelab_app::prerender::hydrates_here(&root) {
        yew::Renderer::<snipelab_app::app::App>::with_root(root).hydrate();
        snipelab_app::prerender::mark_started("hydrated");
    } else {
        // Another view than the one prerendered (a link with parameters, or an address the
        // static host answered with the home page): draw it from scratch.
        root.set_inner_html("");
        let _ = root.remove_attribute(snipelab_app::prerender::ROUTE_ATTRIBUTE);
        let _ = root.remove_attribute(snipelab_app::prerender::STALE_ATTRIBUTE);
        yew::Renderer::<snipelab_app::app::App>::with_root(root).render();
        snipelab_app::prerender::mark_started("rendered");
    }
}
