//! The post's observations about the equilibrium, as functions a page can check live.
//!
//! "Alice never folds", "with 63s Alice raises by 15 70% of the time", "Alice tends to flat
//! call around 43% of the time": each is a statement about a strategy's mix for a class or
//! overall, computed here from whatever strategy the solver returns.

use super::cards::{CLASS_COUNT, HandClass};
use super::game::{AliceStrategy, RaiseSizes};

/// One class's mix of actions.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ClassMix {
    /// Probability of folding.
    pub fold: f64,
    /// Probability of calling.
    pub call: f64,
    /// (raise size, probability) for every size played with probability above the threshold.
    pub raises: Vec<(f64, f64)>,
}

/// Whether Alice folds any class with probability above `threshold` (the post: she never does).
pub fn alice_folds_any(alice: &AliceStrategy, threshold: f64) -> bool {
    (0..alice.classes()).any(|i| alice.fold(i) > threshold)
}

/// Class `class`'s mix, listing the raises played with probability above `threshold`.
pub fn class_mix(
    alice: &AliceStrategy,
    raises: &RaiseSizes,
    class: usize,
    threshold: f64,
) -> ClassMix {
    let row = alice.actions(class);
    ClassMix {
        fold: row[0],
        call: row[1],
        raises: raises
            .sizes()
            .iter()
            .zip(&row[2..])
            .filter(|(_, p)| **p > threshold)
            .map(|(&b, &p)| (b, p))
            .collect(),
    }
}

/// Alice's mix over all hands, each class weighted by its combos (6, 4 or 12 of 1,326): how
/// often she folds, calls and makes each raise (the post: flat calls "around 43%").
/// Needs the 169 hold'em classes; `None` otherwise.
pub fn overall_mix(alice: &AliceStrategy, raises: &RaiseSizes) -> Option<ClassMix> {
    if alice.classes() != CLASS_COUNT {
        return None;
    }
    let mut fold = 0.0;
    let mut call = 0.0;
    let mut sizes = vec![0.0; raises.len()];
    for c in HandClass::all() {
        let w = c.combos() as f64 / 1326.0;
        let row = alice.actions(c.index());
        fold += w * row[0];
        call += w * row[1];
        for (s, p) in sizes.iter_mut().zip(&row[2..]) {
            *s += w * p;
        }
    }
    Some(ClassMix {
        fold,
        call,
        raises: raises.sizes().iter().copied().zip(sizes).collect(),
    })
}
