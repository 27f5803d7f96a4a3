//! The site's template, `index.html`: ordinary HTML plus `<link data-site …>` tags that say
//! what to build and where its tags go. Parsed once into [`Template`], which cannot hold an
//! unknown directive, so a typo in `index.html` fails the build instead of shipping a page
//! without its styles.

use std::ops::Range;
use std::path::PathBuf;

/// One `<link data-site …>` tag: what to build or copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Directive {
    /// `rel="icon"`: the file, content-hashed, named by `<link rel="icon">`.
    Icon(PathBuf),
    /// `rel="css"`: the style sheet, content-hashed, named by `<link rel="stylesheet">`.
    Css(PathBuf),
    /// `rel="copy-dir"`: the folder, copied under its own name.
    CopyDir(PathBuf),
    /// `rel="copy-file"`: the file, copied under its own name.
    CopyFile(PathBuf),
    /// `rel="rust"`: a binary of the crate at `href`, compiled to WebAssembly.
    Rust(RustBin),
}

/// A binary compiled to WebAssembly, with wasm-bindgen's glue and wasm-opt's optimisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RustBin {
    /// The crate's manifest (`href`).
    pub manifest: PathBuf,
    /// `data-bin`.
    pub bin: String,
    /// `data-type`: the page's app, or a worker.
    pub kind: BinKind,
    /// `data-cargo-profile`, `release` when absent.
    pub profile: String,
    /// `data-wasm-opt`: wasm-opt's level (`-O<level>`), `z` when absent.
    pub wasm_opt: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinKind {
    /// The page's app: an ES module with a content-hashed name, started by the page's script.
    Main,
    /// A worker: a classic script (`importScripts`) under the binary's own name, which the
    /// worker's loader (`www/worker_loader.js`) names.
    Worker,
}

/// `index.html` with its directives found.
#[derive(Debug)]
pub struct Template {
    html: String,
    /// Each tag's bytes, the bytes of its whole line when it stands alone on one (dropped with
    /// it, so the page keeps no blank lines), and what it says.
    tags: Vec<(Range<usize>, Range<usize>, Directive)>,
}

const OPEN: &str = "<link data-site";

impl Template {
    pub fn parse(html: &str) -> Result<Template, String> {
        let mut tags = Vec::new();
        let mut from = 0;
        while let Some(found) = html[from..].find(OPEN) {
            let start = from + found;
            let end = html[start..]
                .find('>')
                .map(|i| start + i + 1)
                .ok_or("index.html: a <link data-site …> tag is not closed")?;
            let line = html[..start].matches('\n').count() + 1;
            let attributes = attributes(&html[start + OPEN.len()..end - 1])
                .map_err(|e| format!("index.html, line {line}: {e}"))?;
            let directive =
                directive(&attributes).map_err(|e| format!("index.html, line {line}: {e}"))?;
            tags.push((start..end, own_line(html, start..end), directive));
            from = end;
        }
        Ok(Template {
            html: html.to_owned(),
            tags,
        })
    }

    pub fn directives(&self) -> impl Iterator<Item = &Directive> {
        self.tags.iter().map(|(_, _, d)| d)
    }

    /// The page with the `i`-th tag replaced by `replacements[i]` (an empty string drops it).
    pub fn render(&self, replacements: &[String]) -> String {
        assert_eq!(
            replacements.len(),
            self.tags.len(),
            "one replacement per tag"
        );
        let mut page = String::with_capacity(self.html.len());
        let mut from = 0;
        for ((tag, line, _), replacement) in self.tags.iter().zip(replacements) {
            let range = if replacement.is_empty() { line } else { tag };
            page.push_str(&self.html[from..range.start]);
            page.push_str(replacement);
            from = range.end;
        }
        page.push_str(&self.html[from..]);
        page
    }
}

/// The line of `tag` with its line break when nothing else stands on it, else `tag` itself.
fn own_line(html: &str, tag: Range<usize>) -> Range<usize> {
    let line_start = html[..tag.start].rfind('\n').map_or(0, |i| i + 1);
    let alone_before = html[line_start..tag.start].trim().is_empty();
    let after = &html[tag.end..];
    let alone_after = after.starts_with('\n') || after.starts_with("\r\n");
    if alone_before && alone_after {
        line_start..tag.end + if after.starts_with('\n') { 1 } else { 2 }
    } else {
        tag
    }
}

/// `name="value"` pairs and bare names, in order; `/` before the `>` is allowed.
fn attributes(text: &str) -> Result<Vec<(String, Option<String>)>, String> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() && rest != "/" {
        let name_end = rest
            .find(|c: char| c.is_whitespace() || c == '=')
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        if name.is_empty() {
            return Err(format!("cannot read the attributes {text:?}"));
        }
        rest = &rest[name_end..];
        if let Some(after) = rest.strip_prefix("=\"") {
            let close = after
                .find('"')
                .ok_or_else(|| format!("{name}: unclosed quote"))?;
            out.push((name.to_owned(), Some(after[..close].to_owned())));
            rest = &after[close + 1..];
        } else if rest.starts_with('=') {
            return Err(format!("{name}: quote the value"));
        } else {
            out.push((name.to_owned(), None));
        }
        rest = rest.trim_start();
    }
    Ok(out)
}

fn directive(attributes: &[(String, Option<String>)]) -> Result<Directive, String> {
    let value = |key: &str| -> Option<&str> {
        attributes
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.as_deref())
    };
    let known: &[&str] = match value("rel") {
        Some("rust") => &[
            "rel",
            "href",
            "data-bin",
            "data-type",
            "data-cargo-profile",
            "data-wasm-opt",
        ],
        _ => &["rel", "href"],
    };
    if let Some((unknown, _)) = attributes
        .iter()
        .find(|(k, _)| !known.contains(&k.as_str()))
    {
        return Err(format!("unknown attribute {unknown}"));
    }
    let href = || {
        value("href")
            .map(PathBuf::from)
            .ok_or_else(|| "the tag has no href".to_owned())
    };
    Ok(match value("rel") {
        Some("icon") => Directive::Icon(href()?),
        Some("css") => Directive::Css(href()?),
        Some("copy-dir") => Directive::CopyDir(href()?),
        Some("copy-file") => Directive::CopyFile(href()?),
        Some("rust") => Directive::Rust(RustBin {
            manifest: href()?,
            bin: value("data-bin")
                .ok_or("a rust tag needs data-bin")?
                .to_owned(),
            kind: match value("data-type") {
                Some("main") | None => BinKind::Main,
                Some("worker") => BinKind::Worker,
                Some(other) => return Err(format!("data-type {other:?}: main or worker")),
            },
            profile: value("data-cargo-profile").unwrap_or("release").to_owned(),
            wasm_opt: match value("data-wasm-opt").unwrap_or("z") {
                level @ ("0" | "1" | "2" | "3" | "4" | "s" | "z") => level.to_owned(),
                other => return Err(format!("data-wasm-opt {other:?}: one of 0-4, s, z")),
            },
        }),
        Some(other) => {
            return Err(format!(
                "rel {other:?}: icon, css, copy-dir, copy-file or rust"
            ));
        }
        None => return Err("the tag has no rel".to_owned()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<head>
  <link data-site rel="css" href="www/style.css">
  <meta charset="utf-8">
  <link data-site rel="rust" href="Cargo.toml" data-bin="app" data-type="main" data-cargo-profile="app-release" data-wasm-opt="z">
  <link data-site rel="rust" href="crates/worker/Cargo.toml" data-bin="worker" data-type="worker" data-wasm-opt="3"/>
</head>"#;

    #[test]
    fn reads_every_directive_in_order() {
        let t = Template::parse(PAGE).unwrap();
        let found: Vec<_> = t.directives().cloned().collect();
        assert_eq!(found[0], Directive::Css("www/style.css".into()));
        assert_eq!(
            found[1],
            Directive::Rust(RustBin {
                manifest: "Cargo.toml".into(),
                bin: "app".into(),
                kind: BinKind::Main,
                profile: "app-release".into(),
                wasm_opt: "z".into(),
            })
        );
        let Directive::Rust(worker) = &found[2] else {
            panic!("{:?}", found[2])
        };
        assert_eq!(
            (
                worker.kind,
                worker.profile.as_str(),
                worker.wasm_opt.as_str()
            ),
            (BinKind::Worker, "release", "3")
        );
    }

    #[test]
    fn replaces_the_tags_and_keeps_everything_else() {
        let t = Template::parse(PAGE).unwrap();
        let page = t.render(&["<A>".into(), String::new(), "<C>".into()]);
        // The dropped tag's line goes with it; a replaced tag keeps its indentation.
        assert_eq!(
            page,
            "<head>\n  <A>\n  <meta charset=\"utf-8\">\n  <C>\n</head>"
        );
    }

    #[test]
    fn refuses_what_it_does_not_know_naming_the_line() {
        for (html, says) in [
            (
                "\n<link data-site rel=\"sass\" href=\"a.scss\">",
                "line 2: rel \"sass\"",
            ),
            (
                "<link data-site rel=\"css\" hreff=\"a.css\">",
                "unknown attribute hreff",
            ),
            ("<link data-site rel=\"css\">", "no href"),
            (
                "<link data-site rel=\"rust\" href=\"Cargo.toml\">",
                "data-bin",
            ),
            (
                "<link data-site rel=\"rust\" href=\"C\" data-bin=\"a\" data-wasm-opt=\"9\">",
                "data-wasm-opt",
            ),
            ("<link data-site rel=css href=\"a.css\">", "quote the value"),
            ("<link data-site rel=\"css\" href=\"a.css", "not closed"),
        ] {
            let e = Template::parse(html).unwrap_err();
            assert!(e.contains(says), "{html:?}: {e}");
        }
    }
}
