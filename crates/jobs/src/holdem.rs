//! Worker jobs of the one-round hold'em exploration.
//!
//! A custom grid of raise sizes is re-solved here (thousands of iterations of 169×169
//! products per size: seconds of work), and one hand against another is settled exactly over
//! all 1,712,304 boards (millions of seven-card evaluations).

use serde::{Deserialize, Serialize};
use std::cell::Cell;

use snipelab_core::holdem::{
    self, BoundsPoint, ClassMatchup, EquityTable, Game, Hand, HandClass, Matchup, Method,
    RaiseSizes, SolveOptions, StrategyTable, class_matchup,
};
use snipelab_core::progress::{Flow, Progress};

use super::WorkerJob;
use crate::clock::now_ms;
use crate::text::shorten_to;

/// Solve the game for Alice's raise sizes, to `target_gap` or `max_iterations`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve {
    /// The raise sizes (checked again as the worker reads the message).
    pub raises: RaiseSizes,
    /// Stop when the certified gap is at most this.
    pub target_gap: f64,
    /// Stop after this many iterations at the latest.
    pub max_iterations: u64,
}

/// A solved custom grid: the page's table, the bounds by iteration, and the time taken.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// The raise sizes (the page shows the result only while they are still chosen).
    pub raises: RaiseSizes,
    /// The target gap asked for (likewise).
    pub target_gap: f64,
    /// Both strategies and the bounds.
    pub table: StrategyTable,
    /// Alice's lower and upper bounds as the solver went.
    pub history: Vec<BoundsPoint>,
    /// Wall-clock seconds of the solve in the worker.
    pub seconds: f64,
}

impl WorkerJob for Solve {
    const NAME: &'static str = "holdem.solve";
    type Output = Solved;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let sizes = self.raises.clone();
        let start = now_ms();
        let table = EquityTable::embedded().map_err(|e| e.to_string())?;
        let game = Game::new(&table, sizes.clone());
        let options = SolveOptions {
            target_gap: self.target_gap,
            max_iterations: self.max_iterations,
        };
        // The solver hands each new pair of bounds to `observe` just before it reports
        // progress; the report then carries them in its phase, for the page's live chart.
        let latest = Cell::new(None::<BoundsPoint>);
        let mut report = |phase: &str, done: u64, total: u64| -> Flow {
            match latest.get() {
                Some(point) => progress.report(&bounds_phase(&point), done, total),
                None => progress.report(phase, done, total),
            }
        };
        let solution = holdem::solve_with(
            &game,
            &options,
            Method::PredictiveCfrPlus,
            &mut report,
            |point| latest.set(Some(point)),
        )
        .map_err(|e| e.to_string())?;
        let seconds = (now_ms() - start) / 1e3;
        Ok(Solved {
            raises: self.raises,
            target_gap: self.target_gap,
            table: StrategyTable::from_solution(&solution, &game),
            history: solution.history,
            seconds,
        })
    }
}

/// The progress phase of a solve: the latest bounds, in words the page also reads back.
pub fn bounds_phase(point: &BoundsPoint) -> String {
    format!(
        "iteration {}: Alice at least {:.6}, at most {:.6}",
        point.iteration, point.alice_lower, point.alice_upper
    )
}

/// The bounds in a phase written by [`bounds_phase`], if it is one.
pub fn parse_bounds_phase(phase: &str) -> Option<BoundsPoint> {
    let rest = phase.strip_prefix("iteration ")?;
    let (iteration, rest) = rest.split_once(": Alice at least ")?;
    let (lower, upper) = rest.split_once(", at most ")?;
    Some(BoundsPoint {
        iteration: iteration.parse().ok()?,
        alice_lower: lower.parse().ok()?,
        alice_upper: upper.parse().ok()?,
    })
}

/// The equity explorer's question: two hands ("AsKs") or classes ("AKs", "QQ"), as typed.
/// Classes are answered from the equity table, hands over every board. Both run here, in the
/// worker: the 121 kB table then never has to be part of the app's own download.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Showdown {
    /// The first hand or class, as typed.
    pub a: String,
    /// The second.
    pub b: String,
}

/// The answer to a [`Showdown`], with the question it answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    /// The first pick, as asked.
    pub a: String,
    /// The second pick, as asked.
    pub b: String,
    /// Two hands: their exact counts over every board of the other 48 cards.
    pub hands: Option<Matchup>,
    /// Two classes summed over every disjoint pair of their combos; for a hand, its class (a
    /// hand against a class compares the hand's class first).
    pub classes: ClassMatchup,
    /// The classes compared, by name ("AKs", "QQ").
    pub class_names: (String, String),
    /// Boards per combo pair in the table.
    pub table_boards: u64,
}

/// One side of the equity explorer: a specific hand or a whole class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    /// Two given cards ("AsKs").
    Hand(Hand),
    /// A class of the 169 ("AKs", "QQ", "72o").
    Class(HandClass),
}

/// Reads "AsKs" as a hand, "AKs" as a class; the error says what either reading wanted.
pub fn parse_pick(text: &str) -> Result<Pick, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("type two cards such as AsKs, or a class such as AKs, QQ or 72o".into());
    }
    match Hand::parse(text) {
        Ok(hand) => Ok(Pick::Hand(hand)),
        Err(hand_error) => match HandClass::parse(text) {
            Ok(class) => Ok(Pick::Class(class)),
            Err(_) => Err(format!(
                "{:?} is neither two cards such as AsKs ({hand_error}) nor a class such as AKs, QQ or 72o",
                shorten_to(text, 24)
            )),
        },
    }
}

impl WorkerJob for Showdown {
    const NAME: &'static str = "holdem.showdown";
    type Output = Compared;

    fn run(self, _progress: &mut impl Progress) -> Result<Self::Output, String> {
        let split = |pick| match pick {
            Pick::Hand(hand) => (Some(hand), hand.class()),
            Pick::Class(class) => (None, class),
        };
        let (hand_a, class_a) = split(parse_pick(&self.a)?);
        let (hand_b, class_b) = split(parse_pick(&self.b)?);
        let hands = match (hand_a, hand_b) {
            (Some(a), Some(b)) => Some(holdem::matchup(a, b).map_err(|e| e.to_string())?),
            _ => None,
        };
        // A hand against a class: the hand's class first, whichever field holds it.
        let (first, second) = if hand_a.is_none() && hand_b.is_some() {
            (class_b, class_a)
        } else {
            (class_a, class_b)
        };
        let table = EquityTable::embedded()
            .map_err(|e| format!("the equity table could not be read: {e}"))?;
        Ok(Compared {
            classes: class_matchup(&table, first, second),
            class_names: (first.name(), second.name()),
            table_boards: table.boards(),
            hands,
            a: self.a,
            b: self.b,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;

    #[test]
    fn a_small_grid_solves_to_certified_bounds() {
        let solved = run_through_json(Solve {
            raises: RaiseSizes::parse("2,4,8").unwrap(),
            target_gap: 1e-3,
            max_iterations: 100_000,
        })
        .unwrap();
        let t = &solved.table;
        assert!(t.alice_lower <= t.alice_upper + 1e-12);
        assert!(t.gap <= 1e-3, "gap {}", t.gap);
        assert_eq!(t.raises, vec![2.0, 4.0, 8.0]);
        assert!(!solved.history.is_empty());
        // Alice can always call, so she is worth at least what calling every hand is: the
        // table's bounds must bracket a positive value (the post: 0.39776 with 39 sizes).
        assert!(t.alice_upper > 0.0);
    }

    #[test]
    fn the_phase_carries_the_bounds_both_ways() {
        let point = BoundsPoint {
            iteration: 120,
            alice_lower: 0.391234,
            alice_upper: 0.402345,
        };
        assert_eq!(parse_bounds_phase(&bounds_phase(&point)), Some(point));
        assert_eq!(parse_bounds_phase("solving"), None);
    }

    #[test]
    fn classes_come_from_the_table_and_a_hand_brings_its_class_first() {
        let table = EquityTable::embedded().unwrap();
        let class = |s: &str| HandClass::parse(s).unwrap();
        let two_classes = run_through_json(Showdown {
            a: "AKs".into(),
            b: " QQ ".into(),
        })
        .unwrap();
        assert_eq!(two_classes.hands, None);
        assert_eq!(
            two_classes.classes,
            class_matchup(&table, class("AKs"), class("QQ"))
        );
        assert_eq!(
            two_classes.class_names,
            ("AKs".to_string(), "QQ".to_string())
        );
        assert_eq!(
            two_classes.b, " QQ ",
            "the answer names the question as asked"
        );
        // The class in the first field, the hand (QdQc, a QQ) in the second: QQ first.
        let mixed = run_through_json(Showdown {
            a: "AKs".into(),
            b: "QdQc".into(),
        })
        .unwrap();
        assert_eq!(
            mixed.classes,
            class_matchup(&table, class("QQ"), class("AKs"))
        );
        let hands = run_through_json(Showdown {
            a: "AsKs".into(),
            b: "QdQc".into(),
        })
        .unwrap();
        let m = hands.hands.unwrap();
        assert_eq!(m.win + m.tie + m.loss, 1_712_304);
        assert_eq!(
            hands.classes,
            class_matchup(&table, class("AKs"), class("QQ"))
        );
        assert!(
            run_through_json(Showdown {
                a: "AKx".into(),
                b: "QQ".into()
            })
            .is_err()
        );
    }

    #[test]
    fn bad_sizes_and_overlapping_hands_are_messages() {
        // Sizes that are no grid cannot be built; a message carrying them is refused.
        let text = r#"{"name":"holdem.solve","job":{"raises":[1,3],"target_gap":1e-3,"max_iterations":10}}"#;
        let reply = crate::run_envelope(text, &mut snipelab_core::progress::Silent);
        assert!(reply.text.contains("outside [2, 1000]"), "{}", reply.text);
        let e = run_through_json(Showdown {
            a: "AsKs".into(),
            b: "AsQd".into(),
        })
        .unwrap_err();
        assert!(!e.is_empty());
    }
}
