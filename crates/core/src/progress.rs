//! Progress reporting and cancellation for long computations.
//!
//! The library never knows where it runs. A long computation calls [`Progress::report`] now and
//! then with how far it is; the caller decides what to do with that (print a bar, post a message
//! from a web worker) and answers whether to go on. In the browser, cancelling a job terminates
//! its worker outright, so `report` returning [`Flow::Stop`] is for native callers and tests.

/// The caller's answer to a progress report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Keep computing.
    Continue,
    /// Stop as soon as possible; the computation then returns [`Cancelled`].
    Stop,
}

/// The error a computation returns when its caller asked it to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl std::fmt::Display for Cancelled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("cancelled")
    }
}

impl std::error::Error for Cancelled {}

/// Receives progress from a long computation.
pub trait Progress {
    /// `phase` names the current stage ("solving", "n = 412", …); `done` of `total` units are
    /// finished. Returns whether to continue.
    fn report(&mut self, phase: &str, done: u64, total: u64) -> Flow;
}

/// Ignores every report and never stops: for callers that only want the answer.
pub struct Silent;

impl Progress for Silent {
    fn report(&mut self, _phase: &str, _done: u64, _total: u64) -> Flow {
        Flow::Continue
    }
}

impl<F: FnMut(&str, u64, u64) -> Flow> Progress for F {
    fn report(&mut self, phase: &str, done: u64, total: u64) -> Flow {
        self(phase, done, total)
    }
}

impl Flow {
    /// Turns the answer into a `Result`, for use with `?` inside a computation.
    pub fn check(self) -> Result<(), Cancelled> {
        match self {
            Flow::Continue => Ok(()),
            Flow::Stop => Err(Cancelled),
        }
    }
}
