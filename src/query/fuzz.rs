//! Property tests of the URL's query values (issues 18 and 28): random and hostile query
//! strings (proptest, from a fixed seed, shrinking to a minimal query string) go through
//! [`Query::parse`] and every page's [`View::from_query`]. None may panic, every notice stays
//! short enough to read (a 10 kB value is never echoed whole), and the view read back from its
//! own query string is the same view, with no notice: what a page writes into the URL it
//! reads back unchanged.

use super::Query;
use crate::pages::bracket::BracketView;
use crate::pages::bsearch::BsearchView;
use crate::pages::cftp::CftpView;
use crate::pages::coins::CoinsView;
use crate::pages::games::GamesView;
use crate::pages::gobblet::GameView;
use crate::pages::halftone::HalftoneView;
use crate::pages::holdem::view::HoldemView;
use crate::pages::poker::PokerView;
use crate::pages::robot::RobotView;
use crate::pages::santa::SantaView;
use crate::pages::scrabble::ScrabbleView;
use crate::pages::split::SplitView;
use crate::pages::truecount::TruecountView;
use crate::pages::wang::WangView;
use crate::pages::war::WarView;
use crate::pages::whodunit::WhodunitView;
use crate::pages::withoutwords::WithoutWordsView;
use crate::pages::words::WordsView;
use crate::pages::wow::WowView;
use crate::view::View;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::RngSeed;
use snipelab_core::bracket::Tournament;

thread_local! {
    /// The tournament files, parsed once.
    static TOURNAMENTS: Vec<Tournament> = snipelab_core::bracket::tournaments().unwrap();
}

/// Random query strings tried (each against every view).
const CASES: u32 = 1500;
/// The longest notice a page may show (characters): a sentence, never a pasted value.
const MAX_NOTICE: usize = 400;

/// Every parameter some page reads (each view's [`View::PARAMETERS`], through the registry),
/// so random pairs hit real keys most of the time, and two that no page reads.
fn keys() -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = crate::registry::EXPLORATIONS
        .iter()
        .flat_map(|e| e.parameters.iter().copied())
        .chain(["q", "N"])
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// Values that have broken parsers elsewhere: signs, zero, huge, NaN, junk escapes, separators.
const HOSTILE: &[&str] = &[
    "",
    "0",
    "-1",
    "-0",
    "1",
    "2",
    "3",
    "7",
    "10",
    "13",
    "63",
    "64",
    "255",
    "256",
    "65535",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "1e308",
    "-1e308",
    "1e-320",
    "NaN",
    "nan",
    "inf",
    "-inf",
    "Infinity",
    "0.5",
    "1.0",
    "0x10",
    "+5",
    " 5 ",
    "5 ",
    "%FF%FE%00",
    "%00",
    "%",
    "%%",
    "%2",
    "%zz",
    "%E2%82",
    "%E2%82%AC",
    "€",
    "\u{202e}",
    "😀",
    "on",
    "off",
    "true",
    "yes",
    "no",
    "a,b,c",
    ",,,",
    "1,2,3",
    "4,4,4,4,4,4,4,4,4,16",
    "0,0,0,0,0,0,0,0,0,0",
    "-4,4,4,4,4,4,4,4,4,16",
    "A0,B1",
    "S1a1",
    "a1",
    "CDFGLPT",
    "QQQQQQQ",
    "??",
    "AEIOU??",
    "0xffffffffffffffff",
    "0x",
    "1/2",
    "1/0",
    "0/0",
    "-1/2",
    "3/2",
    "1/136",
    "d9",
    "d10",
    "doa",
    "hash",
    "inverse",
    "random",
    "counting",
    "alice",
    "bob",
    "face",
    "gradient",
    "humans",
    "perfect",
    "normal",
    "linear",
    "2018",
    "1985",
    "1900",
    "x.json",
    "../x.json",
    "<script>",
    "&",
    "=",
    "a=b",
    "+",
    "++",
];

/// One random value: a hostile one, a random number, random characters or a hostile one
/// repeated to about 10 kB (a repeat count shrinks; 10,000 random characters would not).
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => select(HOSTILE).prop_map(str::to_string),
        1 => (any::<i64>(), 0..63u32).prop_map(|(n, shift)| (n >> shift).to_string()),
        1 => any::<f64>().prop_map(|x| x.to_string()),
        1 => vec(select(&['a', 'A', '0', ' ', ',', '.', '-', '+', '%', '/', ':', '?', '=', '&', '#', ';', '\u{e9}', '\u{20ac}', '\u{1f600}'][..]), 0..40)
            .prop_map(String::from_iter),
        1 => (select(HOSTILE), 0..=10_000usize).prop_map(|(unit, len)| {
            let unit = if unit.is_empty() { "x" } else { unit };
            unit.repeat(len / unit.len() + 1)
        }),
    ]
}

/// Percent-encodes a value the way the router writes it (form encoding: space as `+`).
fn encode(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'*' => {
                out.push(byte as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// One `key=value` pair of a real key and a random value, percent-encoded or (now and then)
/// raw, sometimes followed by the same key again with a hostile value (the first one counts).
fn pair() -> impl Strategy<Value = String> {
    (
        select(keys()),
        value(),
        prop::bool::weighted(0.33),
        prop::option::weighted(0.25, select(HOSTILE)),
    )
        .prop_map(|(key, value, raw, again)| {
            let value = if raw { value } else { encode(&value) };
            match again {
                Some(other) => format!("{key}={value}&{key}={}", encode(other)),
                None => format!("{key}={value}"),
            }
        })
}

/// A random query string: one to eight pairs, or raw junk.
fn query() -> impl Strategy<Value = String> {
    prop_oneof![
        1 => value(),
        9 => vec(pair(), 1..=8).prop_map(|pairs| format!("?{}", pairs.join("&"))),
    ]
}

/// Reads `text` as a `V`, checks the notices' length and that the view reads back unchanged
/// from its own query string.
fn check<V: View + std::fmt::Debug>(text: &str) {
    check_with(text, V::from_query);
}

/// [`check`] with the view read by `read` (the bracket view reads the tournament files, which
/// the test parses once instead of 20,000 times).
fn check_with<V: View + std::fmt::Debug>(text: &str, read: impl Fn(&Query, &mut Vec<String>) -> V) {
    let mut notices = Vec::new();
    let query = Query::parse(text);
    let view = read(&query, &mut notices);
    let name = std::any::type_name::<V>();
    for key in query.keys_read() {
        assert!(
            V::PARAMETERS.contains(&key.as_str()),
            "{name} reads {key:?}, which its PARAMETERS do not list"
        );
    }
    for notice in &notices {
        assert!(
            notice.chars().count() <= MAX_NOTICE,
            "{}: a notice of {} characters for {:?}: {}…",
            std::any::type_name::<V>(),
            notice.chars().count(),
            text.chars().take(80).collect::<String>(),
            notice.chars().take(200).collect::<String>()
        );
    }
    for (key, _) in view.to_query() {
        assert!(
            V::PARAMETERS.contains(&key),
            "{name} writes {key:?}, which its PARAMETERS do not list"
        );
    }
    let written: Vec<String> = view
        .to_query()
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    let written = format!("?{}", written.join("&"));
    let mut again = Vec::new();
    let read_back = read(&Query::parse(&written), &mut again);
    assert_eq!(
        read_back,
        view,
        "{}: {:?} wrote {written:?}",
        std::any::type_name::<V>(),
        text.chars().take(200).collect::<String>()
    );
    assert_eq!(
        again,
        Vec::<String>::new(),
        "{}: its own query {written:?}",
        std::any::type_name::<V>()
    );
}

/// The bracket view, which reads the tournament files parsed once.
fn check_bracket(text: &str) {
    TOURNAMENTS.with(|all| check_with(text, |q, n| BracketView::read(q, all, n)));
}

/// Reads one query string as a view and checks it.
type Check = fn(&str);

/// Every exploration's view, by its slug in the registry: the fuzz list follows
/// [`crate::registry::EXPLORATIONS`] (`every_exploration_is_fuzzed` fails if one is missing).
const VIEWS: &[(&str, Check)] = &[
    ("wow", check::<WowView>),
    ("bracket", check_bracket),
    ("bsearch", check::<BsearchView>),
    ("halftone", check::<HalftoneView>),
    ("gobblet", check::<GameView>),
    ("split", check::<SplitView>),
    ("war", check::<WarView>),
    ("santa", check::<SantaView>),
    ("games", check::<GamesView>),
    ("coins", check::<CoinsView>),
    ("truecount", check::<TruecountView>),
    ("words", check::<WordsView>),
    ("scrabble", check::<ScrabbleView>),
    ("wang", check::<WangView>),
    ("poker", check::<PokerView>),
    ("whodunit", check::<WhodunitView>),
    ("robot", check::<RobotView>),
    ("cftp", check::<CftpView>),
    ("withoutwords", check::<WithoutWordsView>),
    ("holdem", check::<HoldemView>),
];

/// Every page's view against one query string.
fn check_every_view(text: &str) {
    for (_, check) in VIEWS {
        check(text);
    }
}

#[test]
fn every_exploration_is_fuzzed() {
    let registry: Vec<&str> = crate::registry::EXPLORATIONS
        .iter()
        .map(|e| e.slug)
        .collect();
    let fuzzed: Vec<&str> = VIEWS.iter().map(|(slug, _)| *slug).collect();
    assert_eq!(
        fuzzed, registry,
        "VIEWS must list every exploration of the registry, in order"
    );
}

#[test]
fn every_hostile_value_of_every_key_is_read_safely() {
    let mut cases = 0;
    for key in keys() {
        for value in HOSTILE {
            for text in [
                format!("?{key}={}", encode(value)),
                format!("?{key}={value}"),
                format!(
                    "?{key}={}",
                    encode(&value.repeat(3000 / value.len().max(1) + 1))
                ),
            ] {
                check_every_view(&text);
                cases += 1;
            }
        }
    }
    // Printed for the report (`cargo test -- --nocapture`).
    println!(
        "{cases} hostile key=value cases, each against {} views",
        VIEWS.len()
    );
}

proptest! {
    // A fixed seed: every run tries the same cases; nothing is written into the source tree.
    #![proptest_config(ProptestConfig {
        cases: CASES,
        rng_seed: RngSeed::Fixed(18),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Random query strings, each against every view; a failure shrinks to the fewest pairs
    /// and the shortest values that still break a view.
    #[test]
    fn random_query_strings_never_break_a_view(text in query()) {
        check_every_view(&text);
    }
}
