//! What the app asks of its surroundings, in one place: in the browser, the browser; natively,
//! in the prerenderer (ARCHITECTURE.md, "Prerendering"), fixed stand-ins, because a component
//! may call these while it renders and the prerenderer has no browser to ask.

/// A fresh random seed (53 bits: all that `Math.random` gives). Natively a fixed seed, so the
/// prerendered page shows one definite draw (the browser then draws its own).
pub fn random_seed() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    #[cfg(not(target_arch = "wasm32"))]
    0x5eed_2026
}

/// The folder the site lives in on its host, as the router's basename: `None` at the host's
/// root, `Some("/snipelab")` under a sub-path. Read from the page's `<base href>` (index.html),
/// which the build writes relative to each page, so the same files serve from any folder.
/// Natively `None`: the prerenderer writes links relative to `<base>` instead
/// (src/prerender/page.rs).
pub fn base_path() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let base = web_sys::window()?.document()?.base_uri().ok()??;
        let path = web_sys::Url::new(&base).ok()?.pathname();
        folder_of(&path)
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The folder a `<base>` path names, as a router basename: `/snipelab/` is `/snipelab`, and the
/// host's root is `None`.
pub fn folder_of(base_path: &str) -> Option<String> {
    match base_path.trim_end_matches('/') {
        "" => None,
        folder => Some(folder.to_string()),
    }
}

/// Milliseconds from an arbitrary origin, for timing (natively 0): the jobs' clock, which the
/// worker reads too.
pub use snipelab_jobs::clock::now_ms;
