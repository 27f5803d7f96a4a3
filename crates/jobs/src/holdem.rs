//! Worker jobs of the one-round hold'em exploration.
//!
//! A custom grid of raise sizes is re-solved here (thousands of iterations of 169×169
//! products per size: seconds of work) by the CLI's solver, sending the page each new pair of
//! bounds as a typed update for its live chart; and one hand against another is settled
//! exactly over all 1,712,304 boards (millions of seven-card evaluations).

use serde::{Deserialize, Serialize};

use snipelab_core::holdem::{
    self, BoundsPoint, ClassMatchup, EquityTable, Game, Hand, HandClass, Matchup, RaiseSizes,
    SolveOptions, StrategyTable, class_matchup,
};
use snipelab_core::progress::Progress;

use super::{Reporter, WorkerJob};
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
    /// The bounds after each check, for the page's live chart.
    type Update = BoundsPoint;

    fn run(self, progress: &mut impl Reporter<BoundsPoint>) -> Result<Self::Output, String> {
        let sizes = self.raises.clone();
        let start = now_ms();
        let table = EquityTable::embedded().map_err(|e| e.to_string())?;
        let game = Game::new(&table, sizes.clone());
        let options = SolveOptions {
            target_gap: self.target_gap,
            max_iterations: self.max_iterations,
        };
        // The CLI's solver (discounted CFR); each check's bounds go to the page as an update.
        let solution = holdem::solve_observed(&game, &options, |point, total| {
            progress.update("solving", point.iteration, total, point)
        })
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
    type Update = crate::NoUpdate;

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
    fn the_solve_sends_its_bounds_as_typed_updates() {
        // Through the worker's path: each report encoded as the worker posts it, each update
        // read back as the page reads it.
        let job = Solve {
            raises: RaiseSizes::parse("2,4,8").unwrap(),
            target_gap: 1e-3,
            max_iterations: 100_000,
        };
        let text = serde_json::to_string(&crate::Envelope {
            name: Solve::NAME.to_string(),
            job,
        })
        .unwrap();
        let mut updates = Vec::new();
        let reply = crate::run_envelope(&text, &mut |report: crate::Report<'_>| {
            let message = crate::progress_message(report);
            match serde_json::from_str::<crate::FromWorker<serde::de::IgnoredAny, BoundsPoint>>(
                &message,
            ) {
                Ok(crate::FromWorker::Progress { update, .. }) => updates.extend(update),
                other => panic!("{message}: {other:?}"),
            }
            snipelab_core::progress::Flow::Continue
        });
        let solved = match serde_json::from_str::<crate::FromWorker<Solved>>(&reply.text) {
            Ok(crate::FromWorker::Done(solved)) => solved,
            other => panic!("{other:?}"),
        };
        // Every check's bounds, in order: the history the result carries.
        assert_eq!(updates, solved.history);
        assert_eq!(
            updates.last().map(|p| p.iteration),
            Some(solved.table.iterations)
        );
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
        let reply = crate::run_envelope(text, &mut crate::ignore);
        assert!(reply.text.contains("outside [2, 1000]"), "{}", reply.text);
        let e = run_through_json(Showdown {
            a: "AsKs".into(),
            b: "AsQd".into(),
        })
        .unwrap_err();
        assert!(!e.is_empty());
    }
}
