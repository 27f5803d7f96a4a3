//! Echoing the reader's text back in a message, safely: characters that are invisible or that
//! reorder the text around them (line breaks, the bidirectional overrides and isolates, the
//! zero-width ones) are written as escapes, so a message shows what was typed and a terminal or
//! a page cannot be made to display something else ("Trojan source").
//!
//! One helper for every exploration and the CLI: the Logo and whodunit parsers quote a bad
//! character with [`quoted_char`]; the CLI passes every error line through [`visible`].

/// Whether `c` would be invisible or reorder its neighbours if printed as it is.
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'              // Arabic letter mark
                | '\u{200B}'..='\u{200F}' // zero-width space, joiners, LRM, RLM
                | '\u{202A}'..='\u{202E}' // embeddings and overrides
                | '\u{2060}'..='\u{2069}' // word joiner … isolates
                | '\u{FEFF}' // zero-width no-break space
        )
}

/// Pushes `c` onto `out`, escaped if [`hidden`]: `\n`, `\t` as such, others as `\u{202e}`.
fn push_visible(out: &mut String, c: char) {
    if !hidden(c) {
        out.push(c);
    } else if c.is_control() {
        out.extend(c.escape_default());
    } else {
        out.extend(c.escape_unicode());
    }
}

/// `text` with every invisible or reordering character escaped.
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_visible(&mut out, c);
    }
    out
}

/// One character in single quotes, escaped if it would not show as itself: `'@'`,
/// `'\u{202e}'`.
pub fn quoted_char(c: char) -> String {
    let mut out = String::from("'");
    push_visible(&mut out, c);
    out.push('\'');
    out
}

/// `value` with `places` decimals, never "-0.0": a value that rounds to zero is shown as
/// zero (−0.04 cm is "0.0", not "-0.0"; the sign of a zero is an artefact of the arithmetic,
/// not something the reader should be told).
pub fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match text.strip_prefix('-') {
        Some(magnitude) if magnitude.bytes().all(|b| b == b'0' || b == b'.') => {
            magnitude.to_string()
        }
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_is_never_negative() {
        assert_eq!(decimal(-0.0, 3), "0.000");
        assert_eq!(decimal(-0.04, 1), "0.0");
        assert_eq!(decimal(-0.05001, 1), "-0.1");
        assert_eq!(decimal(-2.0, 0), "-2");
        assert_eq!(decimal(12.345, 2), "12.35");
        assert_eq!(decimal(-0.0, 0), "0");
    }

    #[test]
    fn overrides_and_controls_are_escaped_and_the_rest_kept() {
        assert_eq!(visible("a\u{202E}b"), "a\\u{202e}b");
        assert_eq!(visible("x\n\ty"), "x\\n\\ty");
        assert_eq!(
            visible("\u{2067}\u{200B}\u{FEFF}"),
            "\\u{2067}\\u{200b}\\u{feff}"
        );
        assert_eq!(
            visible("é…ü Ärger “quoted” 'x' \\"),
            "é…ü Ärger “quoted” 'x' \\"
        );
        assert_eq!(quoted_char('@'), "'@'");
        assert_eq!(quoted_char('\u{202E}'), "'\\u{202e}'");
    }
}
