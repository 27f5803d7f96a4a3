//! The hands of a round apart from the cards dealt: the seed's `hands[]`, `current` and
//! `cards[0]`, enumerated once per scenario and numbered.
//!
//! The seed's `State` packs 16 bytes: the count of each rank dealt in the round, the number of
//! cards in the current hand (1, 2, or 3 for "three or more"), the totals of the completed hands
//! (clamped to 16..=22, sorted, negated when doubled), the current hand's total and the pair
//! cards still waiting to be played. Everything but the rank counts takes only a few thousand
//! values in a given scenario, so we enumerate those *configurations* up front, number them, and
//! tabulate every move between them. A solver state is then `(configuration, cards dealt)`,
//! packed in one `u64` (see `pack.rs`), and a move is a table lookup plus an addition.

use std::collections::HashMap;

use super::Rules;
use super::hand::{BUST, Total, deal};

/// "No such move" in a transition table.
pub(crate) const NONE: u32 = u32::MAX;

/// Everything about a round's hands except the dealt cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Config {
    /// Completed hands, sorted increasingly in `done[..n_done]`: totals clamped to 16..=22
    /// (22 = busted), negated when the wager was doubled. The order in which hands were played
    /// is forgotten on purpose: no later decision can use it.
    done: [i8; 4],
    n_done: u8,
    /// Total of the hand being played (signed: negative soft), 0 once every hand is completed.
    current: Total,
    /// Cards in the current hand: 1, 2, or 3 for three or more (1 once the round is over).
    in_hand: u8,
    /// Pair cards split off and waiting to be played.
    pending: u8,
}

/// The moves available in one configuration, as indices of the resulting configurations.
#[derive(Clone, Debug)]
pub(crate) struct Moves {
    /// Standing (always tabulated: a one-card hand must stand when the shoe is empty).
    pub stand: u32,
    /// Whether standing is allowed while cards remain (the hand has two or more cards).
    pub may_stand: bool,
    /// Hitting, by rank drawn (index `rank - 1`), or [`NONE`].
    pub hit: [u32; 10],
    /// Doubling down, by rank drawn, or [`NONE`].
    pub double: [u32; 10],
    /// Splitting the current pair, or [`NONE`].
    pub split: u32,
}

/// How a completed round is settled: the player's net win for each dealer outcome.
#[derive(Clone, Debug)]
pub(crate) struct Settlement {
    /// Net units won when the dealer ends on 17, 18, 19, 20, 21, or busts.
    pub win: [i64; 6],
    /// Units lost to a dealer blackjack: the original wager after a peek, every wager (splits
    /// and doubles included) under the no-hole-card rule.
    pub blackjack_loss: i64,
}

/// Every configuration reachable in a scenario, numbered from 0 (the initial split): first
/// those of rounds in progress, with their moves, then those of completed rounds, with their
/// settlements, so that "is this round over?" is one comparison.
pub(crate) struct Configs {
    moves: Vec<Moves>,
    settlements: Vec<Settlement>,
    /// Most hands a round can have (1 + the number of splits allowed).
    pub max_hands: u32,
}

impl Configs {
    /// Enumerates the configurations of splitting a pair of `pair` (1..=10) under `rules`.
    pub(crate) fn new(pair: u8, rules: &Rules) -> Configs {
        let space = Space::new(pair);
        let start = Config {
            done: [0; 4],
            n_done: 0,
            current: space.pair_half,
            in_hand: 1,
            pending: 1,
        };
        let mut index: HashMap<Config, u32> = HashMap::new();
        let mut order: Vec<Config> = vec![start];
        index.insert(start, 0);
        // Moves in discovery numbering: (stand, may_stand, hit, double, split).
        let mut found: Vec<Option<Moves>> = Vec::new();
        let mut at = 0;
        while at < order.len() {
            let c = order[at];
            at += 1;
            let mut id = |next: Config| -> u32 {
                *index.entry(next).or_insert_with(|| {
                    order.push(next);
                    (order.len() - 1) as u32
                })
            };
            if c.current == 0 {
                found.push(None);
                continue;
            }
            let can_split = space.can_split(&c, rules);
            // Forced resplitting: a pair that may be resplit must be.
            let forced = can_split && rules.forced_resplit;
            let stand = id(space.stand(c, false));
            let mut hit = [NONE; 10];
            let mut double = [NONE; 10];
            if !forced && space.can_hit(&c) {
                for r in 1..=10u8 {
                    hit[usize::from(r) - 1] = id(space.hit(c, r, false));
                }
            }
            if !forced && space.can_double(&c, rules) {
                for r in 1..=10u8 {
                    double[usize::from(r) - 1] = id(space.hit(c, r, true));
                }
            }
            let split = if can_split { id(space.split(c)) } else { NONE };
            found.push(Some(Moves {
                stand,
                may_stand: c.in_hand >= 2 && !forced,
                hit,
                double,
                split,
            }));
        }
        // Renumber: rounds in progress keep their order (0 stays the start), completed rounds
        // follow.
        let mut renumber = vec![NONE; order.len()];
        let mut next = 0u32;
        for (i, m) in found.iter().enumerate() {
            if m.is_some() {
                renumber[i] = next;
                next += 1;
            }
        }
        for (i, m) in found.iter().enumerate() {
            if m.is_none() {
                renumber[i] = next;
                next += 1;
            }
        }
        let map = |c: u32| {
            if c == NONE {
                NONE
            } else {
                renumber[c as usize]
            }
        };
        let moves = found
            .iter()
            .flatten()
            .map(|m| Moves {
                stand: map(m.stand),
                may_stand: m.may_stand,
                hit: m.hit.map(map),
                double: m.double.map(map),
                split: map(m.split),
            })
            .collect();
        let settlements = order
            .iter()
            .zip(&found)
            .filter(|(_, m)| m.is_none())
            .map(|(c, _)| space.settle(c, rules))
            .collect();
        Configs {
            moves,
            settlements,
            max_hands: 1 + u32::from(rules.max_splits),
        }
    }

    /// Number of configurations.
    pub(crate) fn len(&self) -> usize {
        self.moves.len() + self.settlements.len()
    }

    /// Configurations below this number are rounds in progress; the others are complete.
    pub(crate) fn in_progress(&self) -> u32 {
        self.moves.len() as u32
    }

    /// The moves of a configuration `c < in_progress()`.
    #[inline]
    pub(crate) fn moves(&self, c: u32) -> &Moves {
        &self.moves[c as usize]
    }

    /// The settlement of a configuration `c >= in_progress()`.
    #[inline]
    pub(crate) fn settlement(&self, c: u32) -> &Settlement {
        &self.settlements[(c - self.in_progress()) as usize]
    }
}

/// The rules of play that turn one configuration into another.
struct Space {
    aces: bool,
    /// Total of a lone pair card (the seed's `pair_half`).
    pair_half: Total,
    /// Total of the pair itself (the seed's `pair_hand`): a two-card hand with this total is a
    /// new pair, since its first card is a pair card.
    pair_hand: Total,
}

impl Space {
    fn new(pair: u8) -> Space {
        let pair_half = deal(0, pair);
        Space {
            aces: pair == 1,
            pair_half,
            pair_hand: deal(pair_half, pair),
        }
    }

    fn hands(c: &Config) -> u32 {
        u32::from(c.n_done) + 1 + u32::from(c.pending)
    }

    /// Split aces take one card each: no hit after the second card.
    fn can_hit(&self, c: &Config) -> bool {
        c.in_hand < 2 || !self.aces
    }

    /// Every hand here is a split hand, so doubling needs double-after-split; split aces never
    /// double (they get one card).
    fn can_double(&self, c: &Config, rules: &Rules) -> bool {
        let t = c.current;
        c.in_hand == 2
            && rules.double_after_split
            && !self.aces
            && match rules.doubling {
                super::Doubling::AnyTwo => true,
                super::Doubling::NineToEleven => (9..=11).contains(&t),
                super::Doubling::TenEleven => (10..=11).contains(&t),
            }
    }

    fn can_split(&self, c: &Config, rules: &Rules) -> bool {
        c.in_hand == 2
            && c.current == self.pair_hand
            && Self::hands(c) <= u32::from(rules.max_splits)
            && (rules.resplit_aces || !self.aces)
    }

    /// Completes the current hand (clamped to 16..=22, negated if doubled) and moves on to the
    /// next waiting pair card, if any.
    fn stand(&self, mut c: Config, doubled: bool) -> Config {
        let result = c.current.abs().max(16);
        let result = if doubled { -result } else { result };
        c.done[usize::from(c.n_done)] = result;
        c.n_done += 1;
        c.done[..usize::from(c.n_done)].sort_unstable();
        c.in_hand = 1;
        if c.pending > 0 {
            c.pending -= 1;
            c.current = self.pair_half;
        } else {
            c.current = 0;
        }
        c
    }

    /// Draws `card` to the current hand; a bust or a double completes the hand at once.
    fn hit(&self, mut c: Config, card: u8, doubled: bool) -> Config {
        c.in_hand = (c.in_hand + 1).min(3);
        c.current = deal(c.current, card);
        if doubled || c.current == BUST {
            self.stand(c, doubled)
        } else {
            c
        }
    }

    /// Splits the current pair: it becomes one pair card, and another waits its turn.
    fn split(&self, mut c: Config) -> Config {
        c.current = self.pair_half;
        c.in_hand = 1;
        c.pending += 1;
        c
    }

    /// The net win per dealer outcome of a completed round, as in the seed's `value_round`.
    fn settle(&self, c: &Config, rules: &Rules) -> Settlement {
        let hands = &c.done[..usize::from(c.n_done)];
        let mut win = [0i64; 6];
        for (o, w) in win.iter_mut().enumerate() {
            let dealer = 17 + o as i64;
            *w = hands
                .iter()
                .map(|&h| {
                    let wager = if h < 0 { 2 } else { 1 };
                    let total = i64::from(h.abs());
                    let sign = if total > 21 {
                        -1
                    } else if dealer > 21 {
                        1
                    } else {
                        (total - dealer).signum()
                    };
                    wager * sign
                })
                .sum();
        }
        let wagers: i64 = hands.iter().map(|&h| if h < 0 { 2 } else { 1 }).sum();
        Settlement {
            win,
            blackjack_loss: if rules.no_hole_card { wagers } else { 1 },
        }
    }
}
