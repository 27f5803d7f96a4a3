//! Reading view parameters from the URL's query string, forgivingly.
//!
//! A shared link may be stale, hand-edited or hostile. Every parameter has a default and a valid
//! range; anything missing falls back silently, anything invalid falls back with a notice that
//! says what was wrong, so the page always shows something sensible and never panics.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The decoded `key=value` pairs of a query string.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Query {
    pairs: Vec<(String, String)>,
    /// Every key looked up, for the test that a view's [`crate::view::View::PARAMETERS`] names
    /// every parameter it reads.
    #[cfg(test)]
    read: std::cell::RefCell<Vec<String>>,
}

impl Query {
    /// Parses `?a=1&b=two` (the leading `?` is optional). Undecodable escapes are kept raw.
    pub fn parse(query: &str) -> Self {
        let pairs = query
            .trim_start_matches('?')
            .split('&')
            .filter(|part| !part.is_empty())
            .map(|part| {
                let (key, value) = part.split_once('=').unwrap_or((part, ""));
                (decode(key), decode(value))
            })
            .collect();
        Query {
            pairs,
            #[cfg(test)]
            read: Default::default(),
        }
    }

    /// The value of the first `key`, if present.
    pub fn get(&self, key: &str) -> Option<&str> {
        #[cfg(test)]
        self.read.borrow_mut().push(key.to_string());
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// A number in `range`, `default` when absent; an invalid value adds a notice and falls back.
    pub fn number<T>(
        &self,
        key: &str,
        range: RangeInclusive<T>,
        default: T,
        notices: &mut Vec<String>,
    ) -> T
    where
        T: FromStr + PartialOrd + Display + Copy,
    {
        let Some(raw) = self.get(key) else {
            return default;
        };
        match raw.trim().parse::<T>() {
            Ok(value) if range.contains(&value) => value,
            _ => {
                notices.push(format!(
                    "The link asked for {key}={}, which is not a number from {} to {}; showing {key}={default} instead.",
                    shorten(raw),
                    range.start(),
                    range.end()
                ));
                default
            }
        }
    }

    /// A flag: `1`/`true`/`on` or `0`/`false`/`off`; anything else adds a notice.
    pub fn flag(&self, key: &str, default: bool, notices: &mut Vec<String>) -> bool {
        match self.get(key) {
            None => default,
            Some("1" | "true" | "on" | "yes") => true,
            Some("0" | "false" | "off" | "no") => false,
            Some(raw) => {
                notices.push(format!(
                    "The link asked for {key}={}, which is neither on nor off; using {}.",
                    shorten(raw),
                    if default { "on" } else { "off" }
                ));
                default
            }
        }
    }
}

#[cfg(test)]
impl Query {
    /// The keys looked up so far, each once, in the order first read.
    pub fn keys_read(&self) -> Vec<String> {
        let mut keys: Vec<String> = Vec::new();
        for key in self.read.borrow().iter() {
            if !keys.contains(key) {
                keys.push(key.clone());
            }
        }
        keys
    }
}

/// Keeps notices short even if a link carries a megabyte of junk: a value echoed back to the
/// reader is cut to 24 characters and an ellipsis.
pub(crate) fn shorten(raw: &str) -> String {
    shorten_to(raw, 24)
}

/// Keeps a library's message short when it quotes the input (a rack, a shoe, a bet of
/// megabytes): cut to 160 characters and an ellipsis.
pub(crate) fn shorten_message(message: &str) -> String {
    shorten_to(message, 160)
}

/// `text` cut to `max` characters and an ellipsis, so that it cannot widen the page: the one
/// truncation helper of the pages (it lives in the jobs crate, whose messages use it too).
pub(crate) use snipelab_jobs::text::shorten_to;

/// Percent-decoding (and `+` as space), tolerant of malformed escapes.
fn decode(raw: &str) -> String {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_fall_back_with_a_notice() {
        let q = Query::parse("?n=abc&m=5&k=-5&big=100000");
        let mut notices = Vec::new();
        assert_eq!(q.number("n", 1..=100, 10u32, &mut notices), 10);
        assert_eq!(q.number("m", 1..=100, 10u32, &mut notices), 5);
        assert_eq!(q.number("k", 1..=100, 10i64, &mut notices), 10);
        assert_eq!(q.number("big", 1..=100, 10u32, &mut notices), 10);
        assert_eq!(q.number("absent", 1..=100, 7u32, &mut notices), 7);
        assert_eq!(notices.len(), 3);
    }

    #[test]
    fn decoding_is_tolerant() {
        assert_eq!(Query::parse("a=%41%2").get("a"), Some("A%2"));
        assert_eq!(Query::parse("a=x+y").get("a"), Some("x y"));
        assert_eq!(Query::parse("a=%zz").get("a"), Some("%zz"));
        assert_eq!(Query::parse("a=%E2%82%AC").get("a"), Some("€"));
    }
}
