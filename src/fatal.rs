//! The last line of defence: a panic in WebAssembly kills the app, so show it.
//!
//! Nothing user-supplied should ever reach a panic (the browser tests assert the banner never
//! appears on bad input), but if one happens the reader sees what broke and how to recover,
//! rather than a page that silently stops responding.

use wasm_bindgen::JsCast;

/// The id of the banner element, for the browser tests.
pub const BANNER_ID: &str = "fatal-error";

/// Installs a panic hook that logs the panic and puts a visible banner at the top of the page.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Snipe Lab panicked: {message}").into());
        show_banner(&message);
    }));
}

fn show_banner(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document.get_element_by_id(BANNER_ID).is_some() {
        return;
    }
    let Ok(banner) = document.create_element("div") else {
        return;
    };
    banner.set_id(BANNER_ID);
    let _ = banner.set_attribute("role", "alert");
    let _ = banner.set_attribute("class", "fatal");
    let heading = document.create_element("strong").ok();
    if let Some(h) = &heading {
        h.set_text_content(Some("Something broke and this page stopped working. "));
        let _ = banner.append_child(h);
    }
    let detail = document.create_element("span").ok();
    if let Some(d) = &detail {
        d.set_text_content(Some(&format!("({message}) ")));
        let _ = banner.append_child(d);
    }
    if let Ok(link) = document.create_element("a") {
        let _ = link.set_attribute("href", "/");
        link.set_text_content(Some("Reload Snipe Lab"));
        let _ = banner.append_child(&link);
    }
    if let Some(first) = body.first_child() {
        let _ = body.insert_before(&banner, Some(&first));
    } else {
        let _ = body.append_child(&banner);
    }
    // Keep the banner in view for keyboard and screen-reader users.
    if let Ok(el) = banner.dyn_into::<web_sys::HtmlElement>() {
        let _ = el.set_attribute("tabindex", "-1");
        let _ = el.focus();
    }
}
