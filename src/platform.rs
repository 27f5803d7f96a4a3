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

/// Milliseconds on the page's clock (`performance.now()`); natively 0.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now());
    #[cfg(not(target_arch = "wasm32"))]
    0.0
}
