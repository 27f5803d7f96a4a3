//! Worker jobs of the `gobblet` exploration: solving a rule variant.
//!
//! The solved table (one byte per slot, 443 MB for Gobblet Gobblers itself) goes back to the
//! page beside the JSON as a transferred buffer, in the CLI's file format
//! ([`Solution::write_to`]), so the page reads it, keeps it in the browser's storage and plays
//! from it without asking the worker again. The worker never holds a second copy: the table is
//! written straight into the buffer that travels.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use snipelab_core::gobblet::{self, Solution, SolveStats, Variant};
use snipelab_core::progress::Progress;

use super::{Payload, WorkerJob};

/// Solve `variant` by retrograde analysis (the seed's solver), single-threaded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve {
    /// The rules to solve.
    pub variant: Variant,
    /// A memory budget in bytes below the browser's (the page's `?budget=` test hook, see
    /// `snipelab_app::view::memory_budget`): a variant whose table needs more is refused as if the
    /// memory could not be had, with the same message.
    #[serde(default)]
    pub budget: Option<u64>,
}

/// A solved variant: its figures, and (in the worker only) the table to send as bytes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// The post's figures for the variant.
    pub stats: SolveStats,
    /// The solution, taken out by [`WorkerJob::take_data`] before the JSON is made.
    #[serde(skip)]
    pub table: Table,
}

/// A solution on its way out of the worker: compared by identity, printed without its bytes.
#[derive(Clone, Default)]
pub struct Table(Option<Rc<Solution>>);

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Some(solution) => write!(f, "Table({} bytes)", solution.saved_len()),
            None => f.write_str("Table(none)"),
        }
    }
}

/// The saved form of a solution, written block by block into the outgoing buffer.
struct SavedSolution(Rc<Solution>);

impl Payload for SavedSolution {
    fn byte_len(&self) -> u64 {
        self.0.saved_len()
    }

    fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut out = out;
        self.0.write_to(&mut out)
    }
}

impl WorkerJob for Solve {
    const NAME: &'static str = "gobblet.solve";
    type Output = Solved;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        // The library refuses variants over its memory limit before allocating anything.
        let bytes = gobblet::memory_needed(self.variant);
        if self.budget.is_some_and(|budget| bytes > budget) {
            return Err(gobblet::GobbletError::OutOfMemory { bytes }.to_string());
        }
        let solution = gobblet::solve(self.variant, 1, progress).map_err(|e| e.to_string())?;
        Ok(Solved {
            stats: *solution.stats(),
            table: Table(Some(Rc::new(solution))),
        })
    }

    fn take_data(output: &mut Solved) -> Option<Box<dyn Payload>> {
        output
            .table
            .0
            .take()
            .map(|solution| Box::new(SavedSolution(solution)) as Box<dyn Payload>)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::gobblet::Value;
    use snipelab_core::progress::Silent;

    #[test]
    fn a_solve_sends_the_clis_file_format() {
        let variant = Variant::TIC_TAC_TOE;
        let mut output = Solve {
            variant,
            budget: Some(1 << 20),
        }
        .run(&mut Silent)
        .unwrap();
        let stats = output.stats;
        // The post's figures for Tic Tac Toe.
        assert_eq!((stats.states, stats.win_loss_states), (765, 614));
        assert_eq!(stats.start, Value::Draw);
        let data = Solve::take_data(&mut output).expect("a table to send");
        let mut bytes = Vec::new();
        data.write_to(&mut bytes).unwrap();
        assert_eq!(bytes.len() as u64, data.byte_len());
        assert_eq!(Solution::from_bytes(&bytes).unwrap().stats(), &stats);
        // The JSON carries the figures only; the table went out of band.
        assert!(Solve::take_data(&mut output).is_none());
        let json = serde_json::to_string(&output).unwrap();
        assert!(json.len() < 300, "{json}");
    }

    #[test]
    fn too_large_variants_are_refused_with_a_message() {
        let variant = Variant::new(3, 3, true).unwrap();
        let message = Solve {
            variant,
            budget: None,
        }
        .run(&mut Silent)
        .unwrap_err();
        assert!(message.contains("GB"), "{message}");
        // Under the test hook's budget, a small variant fails as a real allocation would.
        let message = Solve {
            variant: Variant::TIC_TAC_TOE,
            budget: Some(1000),
        }
        .run(&mut Silent)
        .unwrap_err();
        assert!(message.contains("memory the table needs"), "{message}");
    }
}
