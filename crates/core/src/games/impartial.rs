//! The impartial-game engine: a game is positions and moves, its Grundy values come from the mex
//! of the options' values (memoised), and a sum of independent games has the XOR of its
//! components' values (the Sprague–Grundy theorem the seed builds on).
//!
//! The engine is deliberately plain: it enumerates the real moves of a game, so it is also the
//! brute force every faster recurrence of this module is tested against.

use std::collections::HashMap;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

/// The minimum excludant: the least natural number not among `values`.
///
/// The seed writes g(s) = mex(g(s₁), …, g(sₙ)); sorting keeps this correct for any values,
/// including the large pile sizes of Nim.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut sorted: Vec<u32> = values.into_iter().collect();
    sorted.sort_unstable();
    sorted.dedup();
    let mut candidate = 0;
    for v in sorted {
        if v != candidate {
            break;
        }
        candidate += 1;
    }
    candidate
}

/// An impartial game under normal play: both players have the same moves, and a player with no
/// move loses.
pub trait ImpartialGame {
    /// One position of the game.
    type Position: Clone + Eq + Hash;
    /// Every position one move away.
    fn options(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// Grundy values by the mex rule with memoisation, for any [`ImpartialGame`].
pub struct GrundyMemo<G: ImpartialGame> {
    game: G,
    values: HashMap<G::Position, u32>,
}

impl<G: ImpartialGame> GrundyMemo<G> {
    /// An empty memo for `game`.
    pub fn new(game: G) -> Self {
        GrundyMemo {
            game,
            values: HashMap::new(),
        }
    }

    /// g(position) = mex of the options' values (0 for a position without moves).
    ///
    /// Recursive: meant for the small positions a page plays and the tests brute-force.
    pub fn grundy(&mut self, position: &G::Position) -> u32 {
        if let Some(&g) = self.values.get(position) {
            return g;
        }
        let options = self.game.options(position);
        let g = mex(options.iter().map(|o| self.grundy(o)).collect::<Vec<_>>());
        self.values.insert(position.clone(), g);
        g
    }
}

/// Nim's Grundy value: a pile of n has value n, so a position's value is the XOR of its piles
/// (Bouton's theorem, the base case of Sprague–Grundy).
pub fn nim_sum(piles: &[u32]) -> u32 {
    piles.iter().fold(0, |x, &p| x ^ p)
}

/// Misère Nim (the player who takes the last chip loses): does the player to move win?
///
/// The seed's rule (Ferguson, ch. 1 p. 11, and the seed's contest code): if every pile has at
/// most one chip, the mover wins exactly when the number of one-chip piles is even; otherwise
/// play as in normal Nim, winning exactly when the nim-sum is not zero. *Correction:* the
/// seed's code tests "every pile is 1" and takes the parity of all piles, so an empty pile
/// sends it to the nim-sum branch: for piles 0, 1 it says the mover wins, but the mover must
/// take the last chip and loses. Counting only the one-chip piles, as here, matches a brute
/// force of the misère game with empty piles included (tests).
pub fn misere_nim_wins(piles: &[u32]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count().is_multiple_of(2)
    } else {
        nim_sum(piles) != 0
    }
}

/// Staircase Nim's value: the XOR of the chips on the odd steps (step 1 is the lowest; chips
/// moved from step 1 reach the ground and leave play). `steps[0]` holds step 1.
///
/// The seed (after Ferguson) states only which positions are losing (odd-step XOR = 0); the
/// tests also check against a brute force that the odd-step XOR *is* the Grundy value, so sums
/// of staircases with other games combine by XOR too.
pub fn staircase_value(steps: &[u32]) -> u32 {
    steps.iter().step_by(2).fold(0, |x, &c| x ^ c)
}

/// One component of a sum of games, for the "why" of a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Component {
    /// The component as the page names it ("pile of 5", "step 3: 4 chips", "strip of 7").
    pub name: String,
    /// Its Grundy value.
    pub grundy: u32,
    /// The value a winning move in this component leaves it with (its value XOR the total),
    /// when one is known to exist: a smaller target always does (the mex promises every
    /// smaller value), a larger one only when a winning move reaches it (see
    /// [`SumWhy::with_winning_moves`]).
    pub target: Option<u32>,
    /// The winning moves in this component, in the solver's words ("pile 1: 4 → 1 + 3"):
    /// filled by [`SumWhy::with_winning_moves`].
    pub winning_moves: Vec<String>,
}

/// Why a sum of impartial games is won or lost: the components, each value, and the XOR.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumWhy {
    /// Every component with its Grundy value.
    pub components: Vec<Component>,
    /// The XOR of the components' values: the position's Grundy value.
    pub xor: u32,
    /// Indices of the components a winning move changes (empty when the XOR is zero). A move
    /// wins exactly when it brings one component from value v to v XOR total. From
    /// [`SumWhy::new`] alone, the components where that lowers the value (the mex guarantees
    /// such a move); outside Nim a move that *raises* a value can win too (Grundy's game
    /// 4 + 9: 4 → 1 + 3 raises 0 to 1), so the solver attributes its actual winning moves
    /// with [`SumWhy::with_winning_moves`].
    pub move_in: Vec<usize>,
}

impl SumWhy {
    /// The "why" of a sum with these named component values.
    pub fn new(components: Vec<(String, u32)>) -> SumWhy {
        let xor = components.iter().fold(0, |x, (_, g)| x ^ g);
        let components: Vec<Component> = components
            .into_iter()
            .map(|(name, grundy)| {
                let target = grundy ^ xor;
                Component {
                    name,
                    grundy,
                    target: (target < grundy).then_some(target),
                    winning_moves: Vec::new(),
                }
            })
            .collect();
        let move_in = components
            .iter()
            .enumerate()
            .filter(|(_, c)| c.target.is_some())
            .map(|(i, _)| i)
            .collect();
        SumWhy {
            components,
            xor,
            move_in,
        }
    }

    /// The same sum with every winning move attributed to the component it changes (index
    /// into [`SumWhy::components`], the move's words): the components to move in become
    /// exactly those with a winning move, each with its target, raised or lowered.
    pub fn with_winning_moves(mut self, moves: impl IntoIterator<Item = (usize, String)>) -> Self {
        for c in &mut self.components {
            c.target = None;
            c.winning_moves.clear();
        }
        for (i, notation) in moves {
            if let Some(c) = self.components.get_mut(i) {
                c.target = Some(c.grundy ^ self.xor);
                c.winning_moves.push(notation);
            }
        }
        self.move_in = self
            .components
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.winning_moves.is_empty())
            .map(|(i, _)| i)
            .collect();
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim as an explicit game: a sorted vector of piles, a move takes chips from one pile.
    struct NimGame;

    impl ImpartialGame for NimGame {
        type Position = Vec<u32>;
        fn options(&self, piles: &Vec<u32>) -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for i in 0..piles.len() {
                for smaller in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = smaller;
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        }
    }

    /// Staircase Nim as an explicit game: move any positive number of chips from step i to
    /// step i − 1 (to the ground from step 1).
    struct StaircaseGame;

    impl ImpartialGame for StaircaseGame {
        type Position = Vec<u32>;
        fn options(&self, steps: &Vec<u32>) -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for i in 0..steps.len() {
                for z in 1..=steps[i] {
                    let mut next = steps.clone();
                    next[i] -= z;
                    if i > 0 {
                        next[i - 1] += z;
                    }
                    out.push(next);
                }
            }
            out
        }
    }

    /// Whether the player to move wins misère Nim, by brute force: with no move left the
    /// player to move wins (the opponent took the last chip).
    fn misere_brute(piles: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let options = NimGame.options(&key);
        let wins = options.is_empty() || options.iter().any(|o| !misere_brute(o, memo));
        memo.insert(key, wins);
        wins
    }

    /// Every vector of `len` entries in 0..=max.
    fn all_vectors(len: usize, max: u32) -> Vec<Vec<u32>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            out = out
                .into_iter()
                .flat_map(|v| {
                    (0..=max).map(move |x| {
                        let mut w = v.clone();
                        w.push(x);
                        w
                    })
                })
                .collect();
        }
        out
    }

    #[test]
    fn mex_of_examples() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 1, 3]), 2);
        assert_eq!(mex([4, 0, 2, 1, 3]), 5);
    }

    #[test]
    fn nim_sum_is_the_brute_force_grundy_value() {
        let mut memo = GrundyMemo::new(NimGame);
        for piles in all_vectors(3, 6) {
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            assert_eq!(memo.grundy(&sorted), nim_sum(&piles), "{piles:?}");
        }
    }

    #[test]
    fn misere_rule_matches_the_brute_force() {
        let mut memo = HashMap::new();
        for len in 1..=4 {
            for piles in all_vectors(len, 5) {
                assert_eq!(
                    misere_nim_wins(&piles),
                    misere_brute(&piles, &mut memo),
                    "{piles:?}"
                );
            }
        }
    }

    #[test]
    fn the_seed_code_is_wrong_with_an_empty_pile() {
        let seed_says_first_wins = |piles: &[u32]| {
            if piles.iter().all(|&p| p == 1) {
                piles.len().is_multiple_of(2)
            } else {
                nim_sum(piles) != 0
            }
        };
        assert!(seed_says_first_wins(&[0, 1]));
        assert!(!misere_brute(&[0, 1], &mut HashMap::new()));
        assert!(!misere_nim_wins(&[0, 1]));
    }

    #[test]
    fn staircase_value_is_the_brute_force_grundy_value() {
        let mut memo = GrundyMemo::new(StaircaseGame);
        for len in 1..=4 {
            for steps in all_vectors(len, 4) {
                assert_eq!(memo.grundy(&steps), staircase_value(&steps), "{steps:?}");
            }
        }
    }

    #[test]
    fn sum_why_finds_the_components_to_move_in() {
        // Nim 3,5,6: XOR 0, no winning move. Nim 3,4,5: XOR 2, move 3 → 1 (only 3 has bit 1).
        assert!(
            SumWhy::new(vec![("a".into(), 3), ("b".into(), 5), ("c".into(), 6)])
                .move_in
                .is_empty()
        );
        let why = SumWhy::new(vec![("a".into(), 3), ("b".into(), 4), ("c".into(), 5)]);
        assert_eq!(why.xor, 2);
        assert_eq!(why.move_in, vec![0]);
        assert_eq!(why.components[0].target, Some(1));
    }
}
