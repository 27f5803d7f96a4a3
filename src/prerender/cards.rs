//! The gallery's results (native only, at build time): each card shows its exploration's
//! headline figure, read from that exploration's page as the build has just prerendered it
//! (issue 31: "each card shows a result, not only an icon; the prerendered routes can supply
//! them"). Reading the rendered page, instead of computing the figure a second time, means a
//! card can only ever show what its page shows.
//!
//! The build writes the results into the gallery's page (as the file [`GALLERY_URL`], through
//! [`crate::jobs::prerendered::provide`]) and into `dist/` as that file, which the gallery
//! fetches when the reader comes to it from another page.

use std::collections::BTreeMap;

pub use crate::pages::home::GALLERY_URL;
use crate::registry::Exploration;

/// The text a reader sees inside the element whose `id` is `id` in `html` (markup from Yew's
/// server renderer): the text of every node inside it, tags and comments skipped, entities
/// decoded, white space collapsed. `None` when there is no such element or it holds no text.
pub fn text_of(html: &str, id: &str) -> Option<String> {
    let at = html.find(&format!(" id=\"{id}\""))?;
    let open_end = at + html[at..].find('>')? + 1;
    let mut depth = 0usize;
    let mut text = String::new();
    let mut rest = &html[open_end..];
    loop {
        let lt = rest.find('<')?;
        text.push_str(&rest[..lt]);
        rest = &rest[lt..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = &comment[comment.find("-->")? + 3..];
            continue;
        }
        let gt = rest.find('>')?;
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        if tag.starts_with('/') {
            if depth == 0 {
                break;
            }
            depth -= 1;
        } else if !tag.ends_with('/') && !is_void(tag) {
            depth += 1;
        }
    }
    let text = decode(&text);
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (!text.is_empty()).then_some(text)
}

/// Elements that never have a closing tag.
fn is_void(tag: &str) -> bool {
    let name = tag.split([' ', '\t', '\n']).next().unwrap_or_default();
    matches!(
        name.to_ascii_lowercase().as_str(),
        "area"
            | "br"
            | "col"
            | "embed"
            | "hr"
            | "img"
            | "input"
            | "link"
            | "meta"
            | "source"
            | "wbr"
    )
}

/// The few entities the server renderer writes into text.
fn decode(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// Every card's result, by slug, from the explorations' prerendered pages (`pages` by slug):
/// an error names each exploration whose page lacks its card's element, so a renamed id fails
/// the build instead of leaving a card blank.
pub fn results(
    explorations: &[Exploration],
    pages: &BTreeMap<&str, String>,
) -> Result<BTreeMap<String, String>, String> {
    let mut results = BTreeMap::new();
    let mut missing = Vec::new();
    for e in explorations {
        match pages.get(e.slug).and_then(|html| text_of(html, e.card.id)) {
            Some(figure) => {
                results.insert(e.slug.to_string(), e.card.with(&figure));
            }
            None => missing.push(format!("/{} has no #{}", e.slug, e.card.id)),
        }
    }
    if missing.is_empty() {
        Ok(results)
    } else {
        Err(format!(
            "the gallery's results are missing: {}",
            missing.join(", ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_elements_text_is_read_through_its_children_and_markers() {
        let html = "<p>x</p><p class=\"a\" id=\"wow-e\">E = <!--<[yew]>--><b>71.58</b>\n  \
                    slips<br>&amp; more<img src=\"x\"/></p><p id=\"other\">no</p>";
        assert_eq!(
            text_of(html, "wow-e").as_deref(),
            Some("E = 71.58 slips& more")
        );
        assert_eq!(text_of(html, "other").as_deref(), Some("no"));
        assert_eq!(text_of(html, "wow"), None, "only the whole id matches");
        assert_eq!(text_of("<p id=\"e\"></p>", "e"), None, "no text");
        assert_eq!(text_of("<p id=\"e\">unclosed", "e"), None);
        assert_eq!(
            text_of("<p id=\"e\">1 &lt; 2</p>", "e").as_deref(),
            Some("1 < 2")
        );
    }

    #[test]
    fn a_card_whose_element_is_missing_fails_the_build() {
        let explorations = crate::registry::EXPLORATIONS;
        let first = &explorations[0];
        let page = format!("<p id=\"{}\">42</p>", first.card.id);
        let pages = BTreeMap::from([(first.slug, page)]);
        let found = results(&explorations[..1], &pages).unwrap();
        assert_eq!(found[first.slug], first.card.with("42"));
        let error = results(&explorations[..2], &pages).unwrap_err();
        assert!(
            error.contains(&format!("/{} has no", explorations[1].slug)),
            "{error}"
        );
    }
}
