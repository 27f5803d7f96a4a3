//! The page's parameters and their URL form.
//!
//! URL parameters (all optional): `set` (`2-40`, the post's integer raises; `2-100`; `frac`,
//! halves from 2 to 40; `custom`, the grid in `raises`), `raises` (a custom grid such as
//! "2,4,8,16", re-solved in the worker), `gap` (the custom solve's target gap, 1e-7 to 1e-2),
//! `b` (the raise size of Bob's calling map), `cell` (the
//! hand class shown in detail, e.g. `AKs`), `a` and `vs` (the equity explorer's two hands or
//! classes, e.g. `AsKs` and `QdQc`, or `AA` and `KK`).

use snipelab_core::holdem::{HandClass, RaiseSizes};

pub use crate::jobs::holdem::{Pick, parse_pick};
use crate::query::{Query, shorten};
use crate::view::View;

/// Most raise sizes a custom grid may have: the worker solves it in seconds.
pub const MAX_CUSTOM_SIZES: usize = 12;
/// The custom grid by default: four doublings, as in the example.
pub const DEFAULT_RAISES: &str = "2,4,8,16";
/// The custom solve stops at this gap by default: the post's accuracy.
pub const DEFAULT_GAP: f64 = 1e-4;
/// The target gaps the page offers (and the URL accepts anything between the extremes).
pub const GAPS: [f64; 5] = [1e-3, 1e-4, 1e-5, 1e-6, 1e-7];
/// Bob's map shows his answer to this raise by default (the post: Alice mostly raises 4 to 7).
pub const DEFAULT_B: f64 = 5.0;
/// The class shown in detail by default.
pub const DEFAULT_CELL: &str = "AKs";
/// The equity explorer's default pair: the classic AA against KK.
pub const DEFAULT_HANDS: (&str, &str) = ("AA", "KK");

/// Which solution the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolutionSet {
    /// The post's game: integer raises 2..=40, precomputed.
    Post,
    /// Integer raises 2..=100, precomputed.
    Hundred,
    /// Raises 2 to 40 in steps of 0.5, precomputed.
    Fractional,
    /// The `raises` grid, solved in the worker.
    Custom,
}

impl SolutionSet {
    /// Every set, in the chooser's order.
    pub const ALL: [SolutionSet; 4] = [
        SolutionSet::Post,
        SolutionSet::Hundred,
        SolutionSet::Fractional,
        SolutionSet::Custom,
    ];

    /// The URL's name.
    pub fn key(self) -> &'static str {
        match self {
            SolutionSet::Post => "2-40",
            SolutionSet::Hundred => "2-100",
            SolutionSet::Fractional => "frac",
            SolutionSet::Custom => "custom",
        }
    }

    /// What the chooser says.
    pub fn label(self) -> &'static str {
        match self {
            SolutionSet::Post => "Integer raises 2 to 40 (the post's game, precomputed)",
            SolutionSet::Hundred => "Integer raises 2 to 100 (precomputed)",
            SolutionSet::Fractional => "Raises 2 to 40 in halves (precomputed)",
            SolutionSet::Custom => "A custom grid, solved in your browser",
        }
    }

    /// The precomputed file under `static/holdem/`, if any.
    pub fn file(self) -> Option<&'static str> {
        match self {
            SolutionSet::Post => Some("solve-2-40.json"),
            SolutionSet::Hundred => Some("solve-2-100.json"),
            SolutionSet::Fractional => Some("solve-2-40-step-0.5.json"),
            SolutionSet::Custom => None,
        }
    }

    /// The committed exact value of this set's game, under `static/holdem/`, if any (issue 29:
    /// certified by `snipelab holdem solve … --exact --value-out`, minutes of CPU each).
    pub fn exact_file(self) -> Option<&'static str> {
        match self {
            SolutionSet::Post => Some("exact-2-40.json"),
            SolutionSet::Hundred => Some("exact-2-100.json"),
            SolutionSet::Fractional => Some("exact-2-40-step-0.5.json"),
            SolutionSet::Custom => None,
        }
    }

    /// The game's raises in words, for sentences.
    pub fn words(self) -> &'static str {
        match self {
            SolutionSet::Post => "integer raises 2 to 40 (the post's game)",
            SolutionSet::Hundred => "integer raises 2 to 100",
            SolutionSet::Fractional => "raises 2 to 40 in halves",
            SolutionSet::Custom => "a custom grid",
        }
    }

    fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.key() == key.trim())
    }
}

/// The custom grid by default, [`DEFAULT_RAISES`].
pub fn default_raises() -> RaiseSizes {
    RaiseSizes::new(vec![2.0, 4.0, 8.0, 16.0]).unwrap_or_else(|_| unreachable!("a valid grid"))
}

/// Checks a custom grid: the library's rules, and at most [`MAX_CUSTOM_SIZES`] sizes.
pub fn parse_custom(text: &str) -> Result<RaiseSizes, String> {
    let sizes = RaiseSizes::parse(text).map_err(|e| e.to_string())?;
    if sizes.sizes().len() > MAX_CUSTOM_SIZES {
        return Err(format!(
            "{} sizes: the page solves at most {MAX_CUSTOM_SIZES} (the larger games are precomputed)",
            sizes.sizes().len()
        ));
    }
    Ok(sizes)
}

/// Everything the page shows, as read from (and written to) the URL.
#[derive(Clone, Debug, PartialEq)]
pub struct HoldemView {
    /// Which solution.
    pub set: SolutionSet,
    /// The custom grid.
    pub raises: RaiseSizes,
    /// The custom solve's target gap.
    pub gap: f64,
    /// The raise size of Bob's map the reader asked for (checked against the solution's sizes
    /// when shown); `None` shows the size nearest [`DEFAULT_B`] without comment.
    pub b: Option<f64>,
    /// The class shown in detail.
    pub cell: HandClass,
    /// The equity explorer's first hand or class, as typed (valid).
    pub a: String,
    /// The equity explorer's second hand or class, as typed (valid).
    pub vs: String,
}

impl View for HoldemView {
    const PARAMETERS: &'static [&'static str] = &["set", "raises", "gap", "b", "cell", "a", "vs"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let set = match q.get("set") {
            None => SolutionSet::Post,
            Some(key) => SolutionSet::from_key(key).unwrap_or_else(|| {
                notices.push(format!(
                    "The link asked for set={}, which is not one of 2-40, 2-100, frac or custom; showing 2-40.",
                    shorten(key)
                ));
                SolutionSet::Post
            }),
        };
        let raises = match q.get("raises") {
            None => default_raises(),
            Some(text) => parse_custom(text).unwrap_or_else(|why| {
                notices.push(format!(
                    "The link's raises={} are not a grid ({}); using {DEFAULT_RAISES}.",
                    shorten(text),
                    crate::query::shorten_message(&why)
                ));
                default_raises()
            }),
        };
        let gap = q.number("gap", 1e-7..=1e-2, DEFAULT_GAP, notices);
        let b = q
            .get("b")
            .is_some()
            .then(|| q.number("b", 2.0..=1000.0, DEFAULT_B, notices));
        let cell = match q.get("cell") {
            None => HandClass::parse(DEFAULT_CELL).ok(),
            Some(name) => match HandClass::parse(name.trim()) {
                Ok(c) => Some(c),
                Err(_) => {
                    notices.push(format!(
                        "The link asked for cell={}, which is not a hand class such as AKs, QQ or 72o; showing {DEFAULT_CELL}.",
                        shorten(name)
                    ));
                    HandClass::parse(DEFAULT_CELL).ok()
                }
            },
        }
        .unwrap_or(HandClass::all()[0]);
        let mut pick = |key: &str, default: &str| match q.get(key) {
            None => default.to_string(),
            Some(text) => match parse_pick(text) {
                Ok(_) => text.trim().to_string(),
                Err(why) => {
                    notices.push(format!(
                        "The link's {key}= is not a hand ({}); using {default}.",
                        crate::query::shorten_message(&why)
                    ));
                    default.to_string()
                }
            },
        };
        let a = pick("a", DEFAULT_HANDS.0);
        let vs = pick("vs", DEFAULT_HANDS.1);
        HoldemView {
            set,
            raises,
            gap,
            b,
            cell,
            a,
            vs,
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let mut query = vec![
            ("set", self.set.key().to_string()),
            ("raises", self.raises.to_string()),
            ("gap", format!("{:e}", self.gap)),
        ];
        if let Some(b) = self.b {
            query.push(("b", snipelab_core::holdem::raise_label(b)));
        }
        query.extend([
            ("cell", self.cell.name()),
            ("a", self.a.clone()),
            ("vs", self.vs.clone()),
        ]);
        query
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (HoldemView, Vec<String>) {
        let mut notices = Vec::new();
        let view = HoldemView::from_query(&Query::parse(query), &mut notices);
        (view, notices)
    }

    #[test]
    fn a_view_survives_its_url() {
        let (view, notices) = read("?set=custom&raises=2,3,5&gap=1e-6&b=3&cell=63s&a=AsKs&vs=QdQc");
        assert!(notices.is_empty(), "{notices:?}");
        let query: Vec<String> = view
            .to_query()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        assert_eq!(read(&query.join("&")).0, view);
        assert_eq!(view.set, SolutionSet::Custom);
        assert_eq!(view.cell.name(), "63s");
        assert_eq!(view.gap, 1e-6);
        assert_eq!(view.b, Some(3.0));
        // No b: the map's default size, and none written back.
        let (plain, _) = read("?set=custom&raises=2,3");
        assert_eq!(plain.b, None);
        assert!(plain.to_query().iter().all(|(k, _)| *k != "b"));
    }

    #[test]
    fn bad_parameters_fall_back_with_notices() {
        let (view, notices) =
            read("?set=2-41&raises=1,2&b=x&cell=AKx&a=AsAs&vs=13s&raises=2&gap=1");
        assert_eq!(notices.len(), 7, "{notices:?}");
        assert_eq!(view.gap, DEFAULT_GAP);
        assert_eq!(view.b, Some(DEFAULT_B));
        assert_eq!(view.set, SolutionSet::Post);
        assert_eq!(view.raises, default_raises());
        assert_eq!(default_raises().to_string(), DEFAULT_RAISES);
        assert_eq!(view.cell.name(), DEFAULT_CELL);
        assert_eq!((view.a.as_str(), view.vs.as_str()), DEFAULT_HANDS);
    }

    #[test]
    fn a_custom_grid_is_small() {
        assert!(parse_custom("2,4,8,16").is_ok());
        let many: Vec<String> = (2..=20).map(|b| b.to_string()).collect();
        assert!(
            parse_custom(&many.join(","))
                .unwrap_err()
                .contains("at most")
        );
    }
}
