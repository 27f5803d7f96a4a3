//! Quoting a reader's input in a message without letting it widen the page.

/// `text` cut to `max` characters and an ellipsis, so that it cannot widen the page: the one
/// truncation helper of the jobs and the pages (the app's `query` module uses it).
pub fn shorten_to(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(max).collect::<String>())
    }
}
