//! The clock a job may read to say how long it took (the core reads no clock).

/// Milliseconds from an arbitrary origin, for timing: `performance.now()` of the page or of the
/// worker, whichever this runs in (coarsened by the browser to 0.1 ms or so), else `Date.now()`;
/// natively 0, so a prerendered page shows no time of its own.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return performance_now().unwrap_or_else(js_sys::Date::now);
    #[cfg(not(target_arch = "wasm32"))]
    0.0
}

/// `performance.now()` of the global scope: a window has `window.performance`, a worker
/// `self.performance`; both are the global's `performance`, read without naming either type.
#[cfg(target_arch = "wasm32")]
fn performance_now() -> Option<f64> {
    use wasm_bindgen::JsCast;
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into()).ok()?;
    let now: js_sys::Function = js_sys::Reflect::get(&performance, &"now".into())
        .ok()?
        .dyn_into()
        .ok()?;
    now.call0(&performance).ok()?.as_f64()
}
