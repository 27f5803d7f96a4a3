//! Grundy sequences as a page plots them: the values g(0..=N), how often each value occurs,
//! the losing sizes (g = 0), and the period where there is one, with whether it is proven.

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

use super::octal::OctalCode;
pub use super::period::{Period, observed_period, octal_period, subtraction_period};
use super::sparse_space::{GrundyError, GrundyTable};
use super::splitting::{self, SubtractionSet};

/// The largest N the crosses and subtraction sequences may be asked for; larger N is refused
/// before any work.
pub const MAX_UPTO: usize = 200_000;

/// The largest N Grundy's game's sequence may be asked for with all its values: by the
/// sparse-space method (`sparse_space`) 10⁷ takes seconds, and its values as JSON already
/// weigh about 60 MB. Larger runs (to 10⁹) report only the sparse values (the CLI's
/// `--sparse`).
pub const MAX_GRUNDY_UPTO: usize = 10_000_000;

/// The largest N an octal game's sequence may be asked for: the plain rule costs about N²/4
/// XORs for each digit that splits, up to nine of them (a few seconds at 50,000).
pub const MAX_OCTAL_UPTO: usize = 50_000;

/// Values of an octal game computed for its period's proof even when fewer are asked for:
/// Kayles needs 168, Dawson's chess 141; this many cost milliseconds.
pub const OCTAL_PROOF: usize = 2_000;

/// Which game's Grundy sequence to compute (serialised `"grundy"`, `"crosses"`,
/// `{"subtraction": [1, 3, 4]}`, `{"octal": "0.77"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SequenceGame {
    /// Grundy's game: split a pile into two unequal piles.
    Grundy,
    /// The crosses game on a 1 × n strip.
    Crosses,
    /// A subtraction game with this set.
    Subtraction(SubtractionSet),
    /// An octal game with this code (`0.77` is Kayles, `0.137` Dawson's chess).
    Octal(OctalCode),
}

impl SequenceGame {
    /// The largest N this game's sequence may be asked for.
    pub fn max_upto(&self) -> usize {
        match self {
            SequenceGame::Grundy => MAX_GRUNDY_UPTO,
            SequenceGame::Octal(_) => MAX_OCTAL_UPTO,
            _ => MAX_UPTO,
        }
    }
}

/// g(0..=N) with what a page shows about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence {
    /// The game.
    pub game: SequenceGame,
    /// N.
    pub upto: usize,
    /// g(0), g(1), …, g(N).
    pub values: Vec<u32>,
    /// The largest value.
    pub max_value: u32,
    /// `counts[v]` = how many n ≤ N have g(n) = v.
    pub counts: Vec<u64>,
    /// The losing sizes (g(n) = 0: the player to move loses).
    pub zeros: Vec<usize>,
    /// The period, proven for crosses (whatever N) and subtraction games (if N is long
    /// enough for the proof); for Grundy's game only an
    /// observed one could appear (none does up to 10⁷: the game is not known to be
    /// periodic).
    pub period: Option<Period>,
}

/// Why a sequence cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SequenceError {
    /// N above the game's limit ([`MAX_UPTO`], or [`MAX_GRUNDY_UPTO`] for Grundy's game).
    TooLong {
        /// The N asked for.
        upto: usize,
        /// The largest N allowed for this game.
        max: usize,
    },
    /// g(n) of Grundy's game would not fit in the table's 16 bits (never seen).
    ValueOverflow(usize),
    /// The caller stopped the computation.
    Cancelled,
}

impl std::fmt::Display for SequenceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SequenceError::TooLong { upto, max } => {
                write!(f, "n = {upto} is too large: at most {max}")
            }
            SequenceError::ValueOverflow(n) => GrundyError::ValueOverflow(*n).fmt(f),
            SequenceError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for SequenceError {
    fn from(_: Cancelled) -> Self {
        SequenceError::Cancelled
    }
}

/// Computes g(0..=upto) of `game` and describes it. The limit is checked before any work.
pub fn sequence(
    game: SequenceGame,
    upto: usize,
    progress: &mut impl Progress,
) -> Result<Sequence, SequenceError> {
    let max = game.max_upto();
    if upto > max {
        return Err(SequenceError::TooLong { upto, max });
    }
    let (values, period) = match &game {
        SequenceGame::Grundy => {
            // The sparse-space method; the plain rule is its reference in the tests.
            let mut table = GrundyTable::new();
            table.extend_to(upto, progress).map_err(|e| match e {
                GrundyError::Cancelled => SequenceError::Cancelled,
                GrundyError::ValueOverflow(n) => SequenceError::ValueOverflow(n),
                GrundyError::OutOfMemory(_) => SequenceError::TooLong { upto, max },
            })?;
            let values: Vec<u32> = table.values().iter().map(|&v| u32::from(v)).collect();
            let period = observed_period(&values);
            (values, period)
        }
        SequenceGame::Crosses => {
            // The period belongs to the game, not to N: prove it on enough values even when
            // fewer are asked for.
            let proof = splitting::crosses_values(upto.max(splitting::CROSSES_DIRECT));
            let period = octal_period(&proof, 3);
            let values = proof[..=upto].to_vec();
            (values, period)
        }
        SequenceGame::Octal(code) => {
            // As for crosses, the period is the game's: prove it on enough values.
            let proof = code.values(upto.max(OCTAL_PROOF), progress)?;
            let period =
                octal_period(&proof, code.largest_removal()).or_else(|| observed_period(&proof));
            let values = proof[..=upto].to_vec();
            (values, period)
        }
        SequenceGame::Subtraction(set) => {
            let values = set.values(upto);
            let period = subtraction_period(&values, set.largest() as usize)
                .or_else(|| observed_period(&values));
            (values, period)
        }
    };
    let max_value = values.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0u64; max_value as usize + 1];
    for &v in &values {
        counts[v as usize] += 1;
    }
    let zeros = (0..values.len()).filter(|&n| values[n] == 0).collect();
    Ok(Sequence {
        game,
        upto,
        values,
        max_value,
        counts,
        zeros,
        period,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    #[test]
    fn crosses_has_the_published_period_34() {
        // Dawson's chess (octal .137) has period 34 (Winning Ways, ch. 4; Guy and Smith 1956).
        let s = sequence(SequenceGame::Crosses, 1_000, &mut Silent).unwrap();
        let period = s.period.unwrap();
        assert_eq!(period.period, 34);
        assert!(period.proven);
        assert!(period.preperiod < 60, "{period:?}");
        // The period is the game's: also reported for a short sequence.
        let short = sequence(SequenceGame::Crosses, 10, &mut Silent).unwrap();
        assert_eq!(short.values.len(), 11);
        assert_eq!(short.period, Some(period));
    }

    #[test]
    fn subtraction_periods_match_hand_analysis() {
        // S = {1, 2, 3}: g(n) = n mod 4, period 4 from 0.
        let set = SubtractionSet::new(vec![1, 2, 3]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set), 100, &mut Silent).unwrap();
        assert_eq!(
            s.period,
            Some(Period {
                preperiod: 0,
                period: 4,
                proven: true
            })
        );
        // S = {2, 3}: g = 0,0,1,1,2,0,0,1,1,2,…? By hand: g(0)=g(1)=0, g(2)=1, g(3)=1,
        // g(4)=mex{g2,g1}=mex{1,0}=2, g(5)=mex{g3,g2}=0, g(6)=mex{g4,g3}=0 → period 5.
        let set = SubtractionSet::new(vec![2, 3]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set), 100, &mut Silent).unwrap();
        assert_eq!(&s.values[..7], &[0, 0, 1, 1, 2, 0, 0]);
        assert_eq!(s.period.map(|p| (p.preperiod, p.period)), Some((0, 5)));
    }

    #[test]
    fn a_detected_period_really_repeats() {
        let set = SubtractionSet::new(vec![3, 7, 11, 12]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set.clone()), 2_000, &mut Silent).unwrap();
        let p = s.period.unwrap();
        let longer = set.values(20_000);
        assert!((p.preperiod..20_000 - p.period).all(|n| longer[n] == longer[n + p.period]));
    }

    #[test]
    fn octal_games_report_proved_periods_only_when_proved() {
        let kayles = SequenceGame::Octal(OctalCode::parse("0.77").unwrap());
        // Even for a short sequence the period is proved on the values it needs.
        let s = sequence(kayles, 30, &mut Silent).unwrap();
        assert_eq!(s.values.len(), 31);
        let p = s.period.unwrap();
        assert_eq!((p.period, p.preperiod, p.proven), (12, 71, true));
        // 0.6 is open: no proved period (at most an observed one, marked not proven).
        let open = SequenceGame::Octal(OctalCode::parse("0.6").unwrap());
        let s = sequence(open, 3_000, &mut Silent).unwrap();
        assert!(s.period.is_none_or(|p| !p.proven), "{:?}", s.period);
        // Grundy's game is no octal game: its period is never proved either.
        let s = sequence(SequenceGame::Grundy, 20_000, &mut Silent).unwrap();
        assert!(s.period.is_none_or(|p| !p.proven));
    }

    #[test]
    fn grundys_game_shows_no_period() {
        let s = sequence(SequenceGame::Grundy, 5_000, &mut Silent).unwrap();
        assert_eq!(s.period, None);
        assert_eq!(s.counts.iter().sum::<u64>(), 5_001);
        assert_eq!(s.zeros.last(), Some(&1222));
    }

    #[test]
    fn too_long_is_refused_before_work() {
        assert_eq!(
            sequence(SequenceGame::Grundy, MAX_GRUNDY_UPTO + 1, &mut Silent),
            Err(SequenceError::TooLong {
                upto: MAX_GRUNDY_UPTO + 1,
                max: MAX_GRUNDY_UPTO
            })
        );
        assert_eq!(
            sequence(SequenceGame::Crosses, MAX_UPTO + 1, &mut Silent),
            Err(SequenceError::TooLong {
                upto: MAX_UPTO + 1,
                max: MAX_UPTO
            })
        );
    }
}
