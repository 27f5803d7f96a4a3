//! The page's view state, read from and written to the URL's query string.
//!
//! Parameters: `model` (`normal` or `linear`), `p16` (p(16 beats 1), a fraction such as `1/136`
//! or a decimal; when absent, `cal` says which year's #16-vs-#1 record calibrates it), `n`
//! (Division I teams of the normal strength), `year` (the tournament shown), `picks` (the priced
//! bracket's 16-hex-digit code) and `round` (the round shown in the bracket picker).

use snipelab_core::bracket::{
    DEFAULT_DIVISION_I_TEAMS, Model, Picks, ROUNDS, Strength, Tournament, observed_16_over_1,
};

use crate::query::{Query, shorten, shorten_message};
use crate::view::View;

/// Range of n, Division I teams, on the slider and in links: the normal strength needs n > 64.
pub const N_RANGE: (u32, u32) = (65, 2000);

/// Which strength function the bracket, rank and upset distribution use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ModelKind {
    /// s_i = Φ⁻¹(1 − 4i/n).
    Normal,
    /// s_i = −i.
    Linear,
}

impl ModelKind {
    /// The name used in the URL.
    pub fn key(self) -> &'static str {
        match self {
            ModelKind::Normal => "normal",
            ModelKind::Linear => "linear",
        }
    }

    /// The strength with `n` Division I teams (n matters only to the normal strength).
    pub fn strength(self, n: u32) -> Strength {
        match self {
            ModelKind::Normal => Strength::Normal { n },
            ModelKind::Linear => Strength::Linear,
        }
    }
}

/// How p(16 beats 1) is chosen.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Calibration {
    /// The observed #16-over-#1 rate through this year (the posts' choice; 2018 gives 1/136).
    Observed(u16),
    /// A value set by the reader, in (0, 1/2].
    Given(f64),
}

/// Everything the page shows, as read from the URL.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BracketView {
    /// The model of the bracket, rank and distribution (the history figure shows both).
    pub model: ModelKind,
    /// p(16 beats 1).
    pub calibration: Calibration,
    /// Division I teams of the normal strength.
    pub n: u32,
    /// The tournament shown in detail and whose field the picker uses.
    pub year: u16,
    /// The reader's bracket.
    pub picks: Picks,
    /// The round shown in the picker, 1–6.
    pub round: u8,
}

impl BracketView {
    /// The view with every default: the latest year, calibrated on the record through it.
    pub fn default_for(tournaments: &[Tournament]) -> BracketView {
        let latest = latest_year(tournaments);
        BracketView {
            model: ModelKind::Normal,
            calibration: Calibration::Observed(latest),
            n: DEFAULT_DIVISION_I_TEAMS,
            year: latest,
            picks: Picks::CHALK,
            round: 1,
        }
    }

    /// Reads the view from a query string; invalid values fall back to their defaults with a
    /// notice each (the message names the parameter and, where the library has one, its error).
    pub fn read(q: &Query, tournaments: &[Tournament], notices: &mut Vec<String>) -> Self {
        let default = BracketView::default_for(tournaments);
        let latest = default.year;

        let model = match q.get("model") {
            None => default.model,
            Some("normal") => ModelKind::Normal,
            Some("linear") => ModelKind::Linear,
            Some(raw) => {
                notices.push(format!(
                    "The link asked for model={}, which is neither normal nor linear; showing the normal model.",
                    shorten(raw)
                ));
                default.model
            }
        };

        let calibration = match q.get("p16") {
            Some(raw) => match parse_probability(raw) {
                Some(p16) if p16 > 0.0 && p16 <= 0.5 => Calibration::Given(p16),
                _ => {
                    notices.push(format!(
                        "The link asked for p16={}, which is not a probability in (0, 1/2] such as 1/136 or 0.0125; \
                         using the observed rate through {latest} instead.",
                        shorten(raw)
                    ));
                    default.calibration
                }
            },
            None => match q.get("cal") {
                None => default.calibration,
                Some(raw) => match raw.trim().parse::<u16>() {
                    Ok(year) => match observed_16_over_1(tournaments, year) {
                        Ok(_) => Calibration::Observed(year),
                        Err(e) => {
                            notices.push(format!(
                                "The link asked to calibrate through {year}, but {e}; using the record through {latest} instead."
                            ));
                            default.calibration
                        }
                    },
                    Err(_) => {
                        notices.push(format!(
                            "The link asked for cal={}, which is not a year; using the record through {latest} instead.",
                            shorten(raw)
                        ));
                        default.calibration
                    }
                },
            },
        };

        let n = q.number("n", N_RANGE.0..=N_RANGE.1, default.n, notices);

        let year = match q.get("year") {
            None => latest,
            Some(raw) => match raw.trim().parse::<u16>() {
                Ok(year) if tournaments.iter().any(|t| t.year == year) => year,
                _ => {
                    notices.push(format!(
                        "The link asked for year={}, which is not a tournament in the data ({}); showing {latest} instead.",
                        shorten(raw),
                        year_span(tournaments)
                    ));
                    latest
                }
            },
        };

        let picks = match q.get("picks") {
            None => default.picks,
            Some(raw) => Picks::from_hex(raw.trim()).unwrap_or_else(|e| {
                notices.push(format!(
                    "The link's bracket could not be read ({}); starting from chalk instead.",
                    shorten_message(&e.to_string())
                ));
                default.picks
            }),
        };

        let round = q.number("round", 1..=ROUNDS, default.round, notices);

        BracketView {
            model,
            calibration,
            n,
            year,
            picks,
            round,
        }
    }

    /// The query string's pairs for this view.
    /// The query string's pairs for this view.
    pub fn pairs(self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![("model", self.model.key().to_string())];
        match self.calibration {
            Calibration::Observed(year) => pairs.push(("cal", year.to_string())),
            Calibration::Given(p16) => pairs.push(("p16", format_probability(p16))),
        }
        pairs.extend([
            ("n", self.n.to_string()),
            ("year", self.year.to_string()),
            ("picks", self.picks.to_hex()),
            ("round", self.round.to_string()),
        ]);
        pairs
    }

    /// p(16 beats 1) of this view: the given value or the observed rate.
    pub fn p16(&self, tournaments: &[Tournament]) -> Result<f64, String> {
        match self.calibration {
            Calibration::Given(p16) => Ok(p16),
            Calibration::Observed(year) => observed_16_over_1(tournaments, year)
                .map(|o| o.p16())
                .map_err(|e| e.to_string()),
        }
    }

    /// The model of kind `kind` with this view's p(16 beats 1) and n.
    pub fn model_of(&self, kind: ModelKind, tournaments: &[Tournament]) -> Result<Model, String> {
        let p16 = self.p16(tournaments)?;
        Model::new(kind.strength(self.n), p16).map_err(|e| e.to_string())
    }
}

/// The latest year in the data (a 2027 file needs no code change).
pub fn latest_year(tournaments: &[Tournament]) -> u16 {
    tournaments.iter().map(|t| t.year).max().unwrap_or(2026)
}

/// "1985–2026, no 2020": the years in the data, with the gaps named.
pub fn year_span(tournaments: &[Tournament]) -> String {
    let years: Vec<u16> = tournaments.iter().map(|t| t.year).collect();
    let (Some(&first), Some(&last)) = (years.iter().min(), years.iter().max()) else {
        return "none".into();
    };
    let missing: Vec<String> = (first..=last)
        .filter(|y| !years.contains(y))
        .map(|y| y.to_string())
        .collect();
    if missing.is_empty() {
        format!("{first}–{last}")
    } else {
        format!("{first}–{last}, no {}", missing.join(", "))
    }
}

/// A probability written as a decimal (`0.0125`) or a fraction (`1/136`).
pub fn parse_probability(raw: &str) -> Option<f64> {
    let raw = raw.trim();
    let value = match raw.split_once('/') {
        Some((a, b)) => {
            let (a, b) = (a.trim().parse::<f64>().ok()?, b.trim().parse::<f64>().ok()?);
            if b == 0.0 {
                return None;
            }
            a / b
        }
        None => raw.parse::<f64>().ok()?,
    };
    value.is_finite().then_some(value)
}

/// `1/136` when p is exactly the reciprocal of a whole number (what the slider sets), else the
/// shortest decimal that reads back as p: either way [`parse_probability`] gives p back, bit
/// for bit, so a shared link shows the very view it was copied from. (A tolerance here once
/// wrote p = 1/136 + 1e-17 as "1/136", and the link moved p.)
pub fn format_probability(p: f64) -> String {
    let odds = (1.0 / p).round();
    if odds.is_finite() && odds >= 1.0 && 1.0 / odds == p {
        format!("1/{odds}")
    } else {
        p.to_string()
    }
}

impl View for BracketView {
    const PARAMETERS: &'static [&'static str] =
        &["model", "p16", "cal", "n", "year", "picks", "round"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        // The year files are embedded in the build; if they could not be read, the page says
        // so itself, and the view falls back to defaults.
        let tournaments = snipelab_core::bracket::tournaments().unwrap_or_default();
        BracketView::read(q, &tournaments, notices)
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        self.pairs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::bracket::tournaments;

    fn read(query: &str) -> (BracketView, Vec<String>) {
        let all = tournaments().unwrap();
        let mut notices = Vec::new();
        (
            BracketView::read(&Query::parse(query), &all, &mut notices),
            notices,
        )
    }

    #[test]
    fn defaults_are_the_latest_year_and_its_record() {
        let all = tournaments().unwrap();
        let (view, notices) = read("");
        assert!(notices.is_empty());
        assert_eq!(view, BracketView::default_for(&all));
        assert_eq!(view.calibration, Calibration::Observed(latest_year(&all)));
    }

    #[test]
    fn a_view_round_trips_through_the_query() {
        let all = tournaments().unwrap();
        for calibration in [
            Calibration::Observed(2018),
            Calibration::Given(1.0 / 136.0),
            Calibration::Given(0.0125),
        ] {
            let view = BracketView {
                model: ModelKind::Linear,
                calibration,
                n: 400,
                year: 2018,
                picks: Picks::from_hex("0000000000000001").unwrap(),
                round: 3,
            };
            let query = view
                .pairs()
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&");
            let mut notices = Vec::new();
            assert_eq!(
                BracketView::read(&Query::parse(&query), &all, &mut notices),
                view
            );
            assert!(notices.is_empty(), "{notices:?}");
        }
    }

    #[test]
    fn p16_reads_fractions_and_decimals() {
        assert_eq!(parse_probability("1/136"), Some(1.0 / 136.0));
        assert_eq!(parse_probability(" 0.5 "), Some(0.5));
        assert_eq!(parse_probability("1/0"), None);
        assert_eq!(parse_probability("abc"), None);
        assert_eq!(parse_probability("inf"), None);
        assert_eq!(format_probability(1.0 / 136.0), "1/136");
        assert_eq!(format_probability(2.0 / 164.0), "1/82");
        assert_eq!(format_probability(0.3), "0.3");
        // Every probability reads back exactly, also next to a reciprocal.
        for p in [1.0 / 136.0, 0.5, 1e-300, 0.3, 0.007_352_941_176_470_59_f64] {
            for q in [
                p,
                f64::from_bits(p.to_bits() + 1),
                f64::from_bits(p.to_bits() - 1),
            ] {
                assert_eq!(parse_probability(&format_probability(q)), Some(q), "{q:e}");
            }
        }
        let (view, _) = read("p16=1%2F136&cal=2018");
        assert_eq!(view.calibration, Calibration::Given(1.0 / 136.0));
    }

    #[test]
    fn bad_values_fall_back_with_a_notice_each() {
        let all = tournaments().unwrap();
        let (view, notices) = read("model=cubic&p16=0.9&n=64&year=2020&picks=zz&round=7");
        assert_eq!(view, BracketView::default_for(&all));
        assert_eq!(notices.len(), 6, "{notices:?}");
        assert!(notices[0].contains("model=cubic"));
        assert!(notices[1].contains("p16=0.9"));
        assert!(notices[3].contains("no 2020"));
        assert!(notices[4].contains("bad bracket code"));
        // Calibrating on a year before any #16 seed won is the library's clear error.
        let (view, notices) = read("cal=2017");
        assert_eq!(view.calibration, Calibration::Observed(latest_year(&all)));
        assert!(notices[0].contains("no #16 seed"), "{notices:?}");
        let (_, notices) = read("cal=1900&p16=");
        assert_eq!(notices.len(), 1, "{notices:?}");
    }
}
