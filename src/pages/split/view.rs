//! The page's parameters and their URL form.
//!
//! URL parameters (all optional; the defaults are the seed's example, "2 vs. 4 in 1D, H17, DOA,
//! DAS, SPL1"): `decks` (1–8), `shoe` (ten counts `A,2,…,9,T` for a custom shoe, overriding
//! `decks`), `h17`, `enhc`, `double` (`doa`, `d9` or `d10`), `das`, `splits` (1–3), `rsa`,
//! `forced` (flags: 1 or 0), `pair` and `up` (1 = ace … 10 = ten), `table` (a file of the
//! precomputed tables' index).

use snipelab_core::split::{self, Doubling, MAX_RANK_COUNT, Rules, Scenario};

use crate::query::Query;
use crate::view::View;

/// Most standard decks the presets and the `decks` parameter offer.
pub const MAX_DECKS: u16 = 8;

/// Everything the page shows, as read from (and written to) the URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitView {
    /// Standard decks in the shoe, unless `custom` is set.
    pub decks: u16,
    /// A custom shoe: cards of each rank, aces first, tens last.
    pub custom: Option<[u16; 10]>,
    /// The table rules.
    pub rules: Rules,
    /// Rank of the pair, 1 (aces) to 10.
    pub pair: u8,
    /// Rank of the dealer's up card, 1 (ace) to 10.
    pub up: u8,
    /// The precomputed table shown (a file named in `static/split/index.json`); `None` picks
    /// the one matching the rules, if any.
    pub table: Option<String>,
}

impl Default for SplitView {
    /// The seed's example: split 2-2 against a 4, one deck, H17, DOA, DAS, one split.
    fn default() -> Self {
        SplitView {
            decks: 1,
            custom: None,
            rules: Rules::default(),
            pair: 2,
            up: 4,
            table: None,
        }
    }
}

/// The URL names of the doubling rules.
fn doubling_key(d: Doubling) -> &'static str {
    match d {
        Doubling::AnyTwo => "doa",
        Doubling::NineToEleven => "d9",
        Doubling::TenEleven => "d10",
    }
}

/// Reads `A,2,…,T` counts; the error says what is wrong, for a notice or the shoe editor.
pub fn parse_shoe(text: &str) -> Result<[u16; 10], String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != 10 {
        return Err(format!(
            "a shoe is ten counts (aces to tens), not {}",
            parts.len()
        ));
    }
    let mut shoe = [0u16; 10];
    for (rank, (slot, part)) in shoe.iter_mut().zip(&parts).enumerate() {
        *slot = parse_count(part)
            .map_err(|why| format!("the count of {} is {why}", split::rank_name(rank as u8 + 1)))?;
    }
    Ok(shoe)
}

/// One rank's count: a whole number from 0 to [`MAX_RANK_COUNT`].
pub fn parse_count(text: &str) -> Result<u16, String> {
    let short: String = text.chars().take(12).collect();
    match text.trim().parse::<i64>() {
        Ok(n) if n < 0 => Err(format!(
            "{n}: a shoe cannot hold a negative number of cards"
        )),
        Ok(n) if n > i64::from(MAX_RANK_COUNT) => {
            Err(format!("{n}: at most {MAX_RANK_COUNT} cards of one rank"))
        }
        Ok(n) => Ok(n as u16),
        Err(_) if text.trim().is_empty() => Err("empty: type a number of cards".to_string()),
        Err(_) => Err(format!("'{short}', which is not a whole number")),
    }
}

impl SplitView {
    /// The shoe before the round: the custom one or `decks` standard decks.
    pub fn shoe(&self) -> [u16; 10] {
        self.custom.unwrap_or_else(|| split::decks(self.decks))
    }

    /// The scenario to solve.
    pub fn scenario(&self) -> Scenario {
        Scenario {
            shoe: self.shoe(),
            pair: self.pair,
            up: self.up,
            rules: self.rules,
        }
    }
}

impl View for SplitView {
    const PARAMETERS: &'static [&'static str] = &[
        "decks", "shoe", "h17", "enhc", "double", "das", "splits", "rsa", "forced", "pair", "up",
        "table",
    ];

    /// Reads the view from a query string; invalid values fall back with a notice each.
    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = SplitView::default();
        let custom = q.get("shoe").and_then(|text| match parse_shoe(text) {
            Ok(shoe) => Some(shoe),
            Err(why) => {
                let why = crate::query::shorten_message(&why.to_string());
                notices.push(format!(
                    "The link's shoe is not a shoe ({why}); using standard decks instead."
                ));
                None
            }
        });
        let doubling = match q.get("double") {
            None | Some("doa") => Doubling::AnyTwo,
            Some("d9") => Doubling::NineToEleven,
            Some("d10") => Doubling::TenEleven,
            Some(other) => {
                let short = crate::query::shorten(other);
                notices.push(format!(
                    "The link asked for double={short}, which is not doa, d9 or d10; doubling on any two cards instead."
                ));
                Doubling::AnyTwo
            }
        };
        let rules = Rules {
            hit_soft_17: q.flag("h17", d.rules.hit_soft_17, notices),
            no_hole_card: q.flag("enhc", d.rules.no_hole_card, notices),
            doubling,
            double_after_split: q.flag("das", d.rules.double_after_split, notices),
            max_splits: q.number("splits", 1..=3, d.rules.max_splits, notices),
            resplit_aces: q.flag("rsa", d.rules.resplit_aces, notices),
            forced_resplit: q.flag("forced", d.rules.forced_resplit, notices),
        };
        let table = q.get("table").and_then(|file| {
            // Only plain file names: the page fetches it under /static/split/.
            let plain = file.ends_with(".json")
                && file
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
            if plain {
                Some(file.to_string())
            } else {
                notices.push("The link's table is not a table file name; showing the table of the rules instead.".to_string());
                None
            }
        });
        SplitView {
            decks: q.number("decks", 1..=MAX_DECKS, d.decks, notices),
            custom,
            rules,
            pair: q.number("pair", 1..=10, d.pair, notices),
            up: q.number("up", 1..=10, d.up, notices),
            table,
        }
    }

    /// The query string of the view.
    fn to_query(&self) -> Vec<(&'static str, String)> {
        let flag = |b: bool| if b { "1" } else { "0" }.to_string();
        let r = &self.rules;
        let mut out = vec![("decks", self.decks.to_string())];
        if let Some(shoe) = self.custom {
            out.push(("shoe", shoe.map(|n| n.to_string()).join(",")));
        }
        out.extend([
            ("h17", flag(r.hit_soft_17)),
            ("enhc", flag(r.no_hole_card)),
            ("double", doubling_key(r.doubling).to_string()),
            ("das", flag(r.double_after_split)),
            ("splits", r.max_splits.to_string()),
            ("rsa", flag(r.resplit_aces)),
            ("forced", flag(r.forced_resplit)),
            ("pair", self.pair.to_string()),
            ("up", self.up.to_string()),
        ]);
        if let Some(table) = &self.table {
            out.push(("table", table.clone()));
        }
        out
    }
}

/// "A-A", "2-2", …, "T-T".
pub fn pair_name(pair: u8) -> String {
    let r = split::rank_name(pair);
    format!("{r}-{r}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query_string(view: &SplitView) -> String {
        view.to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&")
    }

    #[test]
    fn the_default_view_is_the_seeds_example() {
        let mut notices = Vec::new();
        let view = SplitView::from_query(&Query::parse(""), &mut notices);
        assert!(notices.is_empty());
        assert_eq!(view.scenario().shoe, [4, 4, 4, 4, 4, 4, 4, 4, 4, 16]);
        assert_eq!((view.pair, view.up), (2, 4));
        assert_eq!(view.rules, Rules::default());
    }

    #[test]
    fn views_round_trip_through_the_url() {
        let view = SplitView {
            decks: 6,
            custom: Some([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]),
            rules: Rules {
                hit_soft_17: false,
                no_hole_card: true,
                doubling: Doubling::NineToEleven,
                double_after_split: false,
                max_splits: 3,
                resplit_aces: true,
                forced_resplit: true,
            },
            pair: 1,
            up: 10,
            table: Some("6d-s17-doa-das-spl1.json".into()),
        };
        let mut notices = Vec::new();
        assert_eq!(
            SplitView::from_query(&Query::parse(&query_string(&view)), &mut notices),
            view
        );
        assert!(notices.is_empty());
    }

    #[test]
    fn bad_parameters_fall_back_with_a_notice_each() {
        let mut notices = Vec::new();
        let view = SplitView::from_query(
            &Query::parse(
                "decks=0&shoe=4,4,-1,4,4,4,4,4,4,16&double=d7&splits=9&pair=11&up=x&h17=maybe&table=../x",
            ),
            &mut notices,
        );
        assert_eq!(view, SplitView::default());
        assert_eq!(notices.len(), 8, "{notices:?}");
        assert!(notices[0].contains("negative"), "{}", notices[0]);
    }

    #[test]
    fn counts_say_what_is_wrong() {
        assert_eq!(parse_count(" 7 "), Ok(7));
        assert!(parse_count("-2").unwrap_err().contains("negative"));
        assert!(parse_count("513").unwrap_err().contains("at most 512"));
        assert!(
            parse_count("seven")
                .unwrap_err()
                .contains("not a whole number")
        );
        assert!(parse_count("").unwrap_err().contains("empty"));
        assert!(parse_shoe("1,2,3").unwrap_err().contains("not 3"));
        assert_eq!(pair_name(10), "T-T");
    }
}
