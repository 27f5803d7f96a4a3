//! Worker jobs of the `santa` exploration.
//!
//! One number of couples takes about a millisecond natively at 500 couples, so the page computes
//! it directly; the curve against n computes every n from 1 up (14 ms natively to 100 couples,
//! 64 ms to 200, about a second to 500, measured with `santa::santa_curve`), so it runs here.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::santa;

use super::WorkerJob;

/// P(a valid Secret Santa circle) for every number of couples from 1 to `max_couples`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Curve {
    /// Largest number of couples.
    pub max_couples: u32,
}

impl WorkerJob for Curve {
    const NAME: &'static str = "santa.curve";
    /// `points[i]` is for i + 1 couples.
    type Output = Vec<santa::SantaPoint>;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        santa::santa_curve(self.max_couples, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn the_curve_starts_at_zero_and_one_third() {
        let points = Curve { max_couples: 3 }.run(&mut Silent).unwrap();
        assert_eq!(points.len(), 3);
        assert_eq!(points[0].p_cyclic, 0.0);
        assert!((points[1].p_cyclic - 1.0 / 3.0).abs() < 1e-15);
        assert!(Curve { max_couples: 0 }.run(&mut Silent).is_err());
    }
}
