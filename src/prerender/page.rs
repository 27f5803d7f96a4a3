//! The build's side of prerendering (native only): render a route to HTML and put it into the
//! page the site build (crates/site) made, in place of the static shell.

use yew::LocalServerRenderer;

use super::{DATA_ID, ROOT_ID, ROUTE_ATTRIBUTE, route_of};
use crate::app::{App, AppProps};
use crate::registry;

/// The template's `<base>` (index.html): the site's files, relative to a page at the top.
const BASE_AT_TOP: &str = "<base href=\"./\">";

/// The base of the page a host answers unknown addresses with (`404.html`), served at any
/// depth (`/no/such/page`): the host's root, since such a page cannot tell which folder the
/// site is in. Under a sub-path an unknown address therefore gets the host's root's files: the
/// page then says that the app could not start, and its shell still links to the pages.
const BASE_AT_ROOT: &str = "<base href=\"/\">";

/// The template (the site's index.html (crates/site)) as the page for unknown addresses.
pub fn not_found_page(template: &str) -> Result<String, String> {
    if !template.contains(BASE_AT_TOP) {
        return Err(format!("the template has no {BASE_AT_TOP}"));
    }
    Ok(template.replacen(BASE_AT_TOP, BASE_AT_ROOT, 1))
}

/// The template back from the page for unknown addresses (a second run of the prerenderer,
/// when index.html is prerendered already).
pub fn template_of_not_found(page: &str) -> String {
    page.replacen(BASE_AT_ROOT, BASE_AT_TOP, 1)
}

/// Where the template marks the static shell that a prerendered view replaces (index.html).
const SHELL_START: &str = "<!--prerender-->";
const SHELL_END: &str = "<!--/prerender-->";

/// One route rendered at build time.
pub struct Prerendered {
    /// The route (`/` or `/<slug>`).
    pub route: String,
    /// The app's markup for it, with Yew's hydration markers.
    pub html: String,
    /// The job outputs computed while rendering, as a JSON object (see
    /// [`crate::jobs::prerendered`]).
    pub data: String,
}

/// Renders `route`'s default view as the browser will hydrate it, computing its figures now.
pub fn render(route: &str) -> Result<Prerendered, String> {
    let route = route_of(route).to_string();
    let props = AppProps {
        path: Some(route.clone().into()),
    };
    let (html, data) = crate::jobs::prerendered::record(|| -> Result<String, String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .map_err(|e| format!("no runtime to render with: {e}"))?;
        let renderer = LocalServerRenderer::<App>::with_props(props).hydratable(true);
        Ok(tokio::task::LocalSet::new().block_on(&runtime, renderer.render()))
    });
    Ok(Prerendered {
        route,
        html: html?,
        data,
    })
}

/// The file under `dist/` that serves `route`: `index.html`, or `<slug>/index.html` so that a
/// plain static host answers `/wow` and `/wow/` alike.
pub fn file_of(route: &str) -> String {
    match route_of(route).trim_start_matches('/') {
        "" => "index.html".to_string(),
        slug => format!("{slug}/index.html"),
    }
}

/// Whether `html` is the template (the site's index.html (crates/site) with the static shell), not a page
/// already prerendered.
pub fn is_template(html: &str) -> bool {
    html.contains(&format!("<div id=\"{ROOT_ID}\">{SHELL_START}"))
}

/// `template` (the site's index.html (crates/site)) with the static shell replaced by `page`, and the page's own
/// title and description.
pub fn write_page(template: &str, page: &Prerendered) -> Result<String, String> {
    let open = format!("<div id=\"{ROOT_ID}\">{SHELL_START}");
    let start = template
        .find(&open)
        .ok_or_else(|| format!("the template has no {open}"))?;
    let end = template[start..]
        .find(SHELL_END)
        .map(|i| start + i + SHELL_END.len())
        .ok_or_else(|| format!("the template has no {SHELL_END}"))?;
    let close = "</div>";
    if !template[end..].starts_with(close) {
        return Err(format!("{SHELL_END} must be followed by {close}"));
    }
    let end = end + close.len();
    let root = format!(
        "<div id=\"{ROOT_ID}\" {ROUTE_ATTRIBUTE}=\"{}\">{}</div>\
         <script type=\"application/json\" id=\"{DATA_ID}\">{}</script>",
        page.route,
        relative_links(&page.html),
        page.data
    );
    let mut html = format!("{}{root}{}", &template[..start], &template[end..]);
    // A route's page lives one folder down (`wow/index.html`): its files are one level up.
    if !html.contains(BASE_AT_TOP) {
        return Err(format!("the template has no {BASE_AT_TOP}"));
    }
    if page.route != "/" {
        html = html.replacen(BASE_AT_TOP, "<base href=\"../\">", 1);
    }
    if let Some(e) = registry::find(page.route.trim_start_matches('/')) {
        html = html.replacen(
            "<title>Snipe Lab</title>",
            &format!("<title>{} · Snipe Lab</title>", escape(e.title)),
            1,
        );
        html = html.replacen(
            "content=\"Snipe Lab: recreational mathematics you can touch.\"",
            &format!("content=\"{}\"", escape(e.hook)),
            1,
        );
    }
    Ok(html)
}

/// The app's links made relative to the page's `<base>` (`href="/wow"` becomes `href="./wow"`),
/// so that they hold in whatever folder the site is served from; once the app has started, its
/// router writes them with the folder in front.
fn relative_links(html: &str) -> String {
    html.replace("href=\"/", "href=\"./")
        .replace("href=\".//", "href=\"//")
}

/// Text made safe inside an attribute or an element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEMPLATE: &str = "<html><head><base href=\"./\"><title>Snipe Lab</title>\
        <meta name=\"description\" content=\"Snipe Lab: recreational mathematics you can touch.\"></head>\
        <body><div id=\"app\"><!--prerender--><p>shell</p><!--/prerender--></div><script>x</script></body></html>";

    #[test]
    fn every_route_has_its_own_file() {
        assert_eq!(file_of("/"), "index.html");
        assert_eq!(file_of("/wow"), "wow/index.html");
        assert_eq!(file_of("/wow/"), "wow/index.html");
        let routes = super::super::routes();
        assert_eq!(routes.len(), registry::EXPLORATIONS.len() + 1);
        let mut files: Vec<_> = routes.iter().map(|r| file_of(r)).collect();
        files.sort();
        files.dedup();
        assert_eq!(files.len(), routes.len(), "two routes share a file");
    }

    #[test]
    fn the_shell_is_replaced_by_the_view_and_its_data() {
        let page = Prerendered {
            route: "/wow".into(),
            html: "<h1>WOW</h1>".into(),
            data: "{}".into(),
        };
        let html = write_page(TEMPLATE, &page).unwrap();
        assert!(!html.contains("shell"), "{html}");
        assert!(html.contains(
            "<div id=\"app\" data-prerendered=\"/wow\"><h1>WOW</h1></div>\
             <script type=\"application/json\" id=\"prerendered-data\">{}</script><script>x</script>"
        ));
        assert!(
            html.contains("<title>The WOW board · Snipe Lab</title>"),
            "{html}"
        );
        assert!(!html.contains("recreational mathematics you can touch."));
        assert!(write_page("<div id=\"app\"></div>", &page).is_err());
    }

    #[test]
    fn a_page_finds_the_site_from_its_own_folder() {
        let page = |route: &str| Prerendered {
            route: route.into(),
            html:
                "<a href=\"/\">home</a><a href=\"/coins\">coins</a><a href=\"https://x.org/\">x</a>\
                   <a href=\"//cdn\">c</a><a href=\"#main\">skip</a>"
                    .into(),
            data: "{}".into(),
        };
        let top = write_page(TEMPLATE, &page("/")).unwrap();
        assert!(top.contains("<base href=\"./\">"), "{top}");
        let wow = write_page(TEMPLATE, &page("/wow")).unwrap();
        assert!(
            wow.contains("<base href=\"../\">") && !wow.contains("<base href=\"./\">"),
            "{wow}"
        );
        assert!(wow.contains(
            "<a href=\"./\">home</a><a href=\"./coins\">coins</a><a href=\"https://x.org/\">x</a>\
             <a href=\"//cdn\">c</a><a href=\"#main\">skip</a>"
        ), "{wow}");
        let without_base = TEMPLATE.replace("<base href=\"./\">", "");
        assert!(write_page(&without_base, &page("/wow")).is_err());
        // The page for unknown addresses names the host's root, and gives the template back.
        let not_found = not_found_page(TEMPLATE).unwrap();
        assert!(not_found.contains("<base href=\"/\">") && is_template(&not_found));
        assert_eq!(template_of_not_found(&not_found), TEMPLATE);
        assert!(not_found_page(&without_base).is_err());
    }

    #[test]
    fn pages_that_start_from_a_precomputed_table_prerender_it() {
        // Each of these pages' first view is a table from static/ (prerendered::file): the
        // build must find the file, or the page would show "Loading…" until the app starts.
        for route in ["/holdem", "/split", "/bsearch"] {
            let page = render(route).unwrap();
            assert!(
                page.data.contains("\"file:static/"),
                "{route} carries no table"
            );
        }
    }

    #[test]
    fn the_holdem_page_prerenders_the_exact_value() {
        // Beside the precomputed solution, the exact value's file (54 s of CPU to compute, so
        // precomputed): the page carries it and shows its digits before the app starts.
        let page = render("/holdem").unwrap();
        assert!(
            page.data.contains("\"file:static/holdem/exact-2-40.json\""),
            "no exact value carried"
        );
        assert!(page.html.contains("id=\"holdem-exact-decimal\">0."));
        assert!(!page.html.contains("could not be loaded"));
        // The post's plot from the same table: a call bar and the 39 raise sizes, their table,
        // and its five statements with their verdicts.
        let plot = page
            .html
            .split("id=\"holdem-deals\"")
            .nth(1)
            .expect("no deal plot");
        assert_eq!(plot.matches(" class=\"bar").count(), 40);
        let claims = plot
            .split("id=\"holdem-deal-claims\"")
            .nth(1)
            .expect("no claims");
        let list = claims.split("</ul>").next().unwrap_or_default();
        assert_eq!(list.matches("data-verdict=").count(), 5, "{list}");
    }

    #[test]
    fn the_wow_page_prerenders_its_real_figures() {
        let page = render("/wow/").unwrap();
        assert_eq!(page.route, "/wow");
        // E(X) for the 10×10 board is about 71.6 draws (the seed's figure).
        assert!(page.html.contains("71.6"), "{}", page.html);
        assert!(page.html.contains("<canvas") || page.html.contains("<svg"));
    }
}
