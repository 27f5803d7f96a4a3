//! The app's registry (`src/registry.rs`) is the one list of explorations: each one must have
//! its CLI subcommand (ARCHITECTURE.md promises one per exploration) and rows in the option
//! table above, so that adding an exploration without them fails here. (The URL fuzz list
//! follows the registry in the app's own test, `src/query/fuzz.rs`.)

use crate::{scratch, snipelab, table};

/// The slugs of the registry's `explorations!` entries, in order: its lines indented by four
/// spaces that open an entry (`    wow {`). The CLI cannot link the app (a web crate), so it
/// reads the registry's source.
fn registry_slugs() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../src/registry.rs");
    let source = std::fs::read_to_string(path).expect("read src/registry.rs");
    let start = source
        .find("\nexplorations! {\n")
        .expect("the registry's explorations! list");
    let body = &source[start..];
    let end = body.find("\n}\n").expect("the list is closed");
    body[..end]
        .lines()
        .filter_map(|line| {
            let slug = line.strip_prefix("    ")?.strip_suffix(" {")?;
            slug.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                .then(|| slug.to_string())
        })
        .collect()
}

#[test]
fn the_registry_is_read() {
    let slugs = registry_slugs();
    // The first and last entries as the registry lists them today, and no duplicates.
    assert!(slugs.len() >= 20, "{slugs:?}");
    assert_eq!(slugs[0], "wow");
    assert!(slugs.contains(&"withoutwords".to_string()));
    let mut unique = slugs.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), slugs.len(), "{slugs:?}");
}

#[test]
fn every_exploration_has_a_subcommand() {
    for slug in registry_slugs() {
        let output = snipelab()
            .args([slug.as_str(), "--help"])
            .output()
            .expect("run snipelab");
        assert!(
            output.status.success(),
            "the registry's {slug} has no `snipelab {slug}` subcommand: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn every_exploration_has_rows_in_the_hostile_table() {
    let rows = table::option_table(&scratch("registry"));
    for slug in registry_slugs() {
        assert!(
            rows.iter()
                .any(|(prefix, _, values)| prefix.first() == Some(&slug.as_str())
                    && !values.is_empty()),
            "the registry's {slug} has no row in the hostile option table (tests/hostile/table.rs)"
        );
    }
}
