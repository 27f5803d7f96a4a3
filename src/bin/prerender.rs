//! Writes every route's prerendered page into a built site: `prerender <dist>` reads
//! `<dist>/index.html` (the output of `site`, crates/site) and writes `<dist>/index.html` and
//! `<dist>/<slug>/index.html` for every exploration in the registry (see
//! `snipelab_app::prerender`). Run by `scripts/build.sh` after `site dist`.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;

    let run = || -> Result<(), String> {
        let dist = std::env::args_os()
            .nth(1)
            .map(std::path::PathBuf::from)
            .ok_or("usage: prerender <dist directory>")?;
        // the site's index.html (crates/site) is the template. It is kept as 404.html, the page static hosts
        // answer unknown paths with (the app then shows its own not-found page), its files
        // named from the host's root, and read back from there when index.html is already
        // prerendered (a second run).
        let read = |name: &str| {
            let path = dist.join(name);
            std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
        };
        let index = read("index.html")?;
        let template = if snipelab_app::prerender::is_template(&index) {
            index
        } else {
            snipelab_app::prerender::template_of_not_found(&read("404.html")?)
        };
        std::fs::write(
            dist.join("404.html"),
            snipelab_app::prerender::not_found_page(&template)?,
        )
        .map_err(|e| format!("cannot write 404.html: {e}"))?;
        // Each route's URL parameters, from its view type (the registry names it): what a
        // shared link may carry, for scripts, and the hostile-URL browser test's list of keys.
        let parameters: std::collections::BTreeMap<_, _> = snipelab_app::registry::EXPLORATIONS
            .iter()
            .map(|e| (e.slug, e.parameters))
            .collect();
        let json = serde_json::to_string_pretty(&parameters)
            .map_err(|e| format!("cannot write the parameters: {e}"))?;
        std::fs::write(dist.join("parameters.json"), json)
            .map_err(|e| format!("cannot write parameters.json: {e}"))?;
        let mut failed = Vec::new();
        // The explorations first, then the gallery, whose cards show each exploration's
        // headline figure read from its page (snipelab_app::prerender::cards).
        let mut routes = snipelab_app::prerender::routes();
        routes.rotate_left(1);
        let mut pages = std::collections::BTreeMap::new();
        for route in routes {
            if route == "/" {
                let results = snipelab_app::prerender::cards::results(
                    snipelab_app::registry::EXPLORATIONS,
                    &pages,
                )?;
                let json = serde_json::to_string(&results)
                    .map_err(|e| format!("cannot write the gallery's results: {e}"))?;
                let url = snipelab_app::prerender::cards::GALLERY_URL;
                std::fs::write(dist.join(url), &json)
                    .map_err(|e| format!("cannot write {url}: {e}"))?;
                snipelab_app::jobs::prerendered::provide(url, json);
            }
            let started = std::time::Instant::now();
            // A route whose rendering panics is reported and the others still rendered, so one
            // run names every route that cannot be prerendered; the build then fails.
            let page = match std::panic::catch_unwind(|| snipelab_app::prerender::render(&route)) {
                Ok(page) => page?,
                Err(_) => {
                    failed.push(route);
                    continue;
                }
            };
            let html = snipelab_app::prerender::write_page(&template, &page)?;
            let file = dist.join(snipelab_app::prerender::file_of(&route));
            if let Some(dir) = file.parent() {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            std::fs::write(&file, &html)
                .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            eprintln!(
                "prerender: {route:<14} {:>8} bytes ({} of job results) in {:.2} s",
                html.len(),
                page.data.len(),
                started.elapsed().as_secs_f64()
            );
            if let Some(slug) = route.strip_prefix('/').filter(|s| !s.is_empty())
                && let Some(e) = snipelab_app::registry::find(slug)
            {
                pages.insert(e.slug, page.html);
            }
        }
        if failed.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "these routes panicked while rendering: {}",
                failed.join(", ")
            ))
        }
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("prerender: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
