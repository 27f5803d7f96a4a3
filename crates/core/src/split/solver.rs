//! The two passes of the seed's algorithm: breadth-first search of every state of the round,
//! then values by decreasing depth.
//!
//! A state is `(cards, configuration)`: the cards number of `pack.rs` and the configuration
//! number of `config.rs`. Levels are stored grouped by cards (see `table.rs`).

use std::cell::Cell;

use num_rational::BigRational;

use super::config::{Configs, Moves, NONE};
use super::dealer::{DealerEndings, OUTCOMES, Scratch};
use super::pack::Packer;
use super::table::{HashMap, Level, hash};
use super::value::{Value, max};
use super::{Scenario, SolveOptions, SplitError, SplitSolution, StateCount};
use crate::progress::Progress;

/// Work units (states) between progress reports: a few milliseconds.
const REPORT_EVERY: u64 = 1 << 16;

/// Streams of children: stream 0 keeps the parent's cards (stand, split), stream `r` adds one
/// card of rank `r` (hit, double, bust).
const STREAMS: usize = 11;

/// A number type the solver runs in, with its way of computing dealer odds.
pub(crate) trait Number: Value {
    /// Probabilities of totals 17..=21, bust (running out of cards included), blackjack.
    fn dealer(endings: &DealerEndings, left: &[u32; 10], scratch: &mut Scratch)
    -> [Self; OUTCOMES];
}

impl Number for f64 {
    fn dealer(endings: &DealerEndings, left: &[u32; 10], scratch: &mut Scratch) -> [f64; OUTCOMES] {
        endings.odds_f64(left, scratch)
    }
}

impl Number for BigRational {
    fn dealer(
        endings: &DealerEndings,
        left: &[u32; 10],
        _: &mut Scratch,
    ) -> [BigRational; OUTCOMES] {
        let d = endings.odds_exact(left);
        let [t17, t18, t19, t20, t21] = d.totals;
        [
            t17,
            t18,
            t19,
            t20,
            t21,
            d.bust + d.out_of_cards,
            d.blackjack,
        ]
    }
}

impl Number for super::exact::Exact {
    fn dealer(
        endings: &DealerEndings,
        left: &[u32; 10],
        scratch: &mut Scratch,
    ) -> [Self; OUTCOMES] {
        BigRational::dealer(endings, left, scratch).map(Self::from_big)
    }
}

/// The dealer odds kept per card composition: totals 17 to 21, then blackjack. The bust
/// probability is their complement, recomputed when settling (in the very order `odds_f64`
/// computes it, so the values do not change by a bit): six numbers stored instead of seven.
type Odds<V> = [V; 6];

/// What a search returns: the levels of rounds in progress (from the initial split down) and,
/// per level, the numbers of states in progress and completed.
type Searched = (Vec<Level>, Vec<(u64, u64)>);

/// Everything fixed during one solve, and the dealer odds found so far.
struct Round<V> {
    configs: Configs,
    packer: Packer,
    endings: DealerEndings,
    /// Cards-number increment of each stream.
    shifts: [u64; STREAMS],
    /// Index into `odds` of each card composition (by the hash of its cards number) met in a
    /// completed round.
    compositions: HashMap,
    odds: Vec<Odds<V>>,
    distinct_compositions: u64,
    scratch: Scratch,
    /// Largest number of bytes held at once, and the progress counter.
    peak_bytes: usize,
    work: u64,
}

/// Solves `scenario` in the number type `V`: the value and the statistics of the solve.
pub(crate) fn solve<V: Number>(
    scenario: &Scenario,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<(V, SplitSolution), SplitError> {
    let mut round = Round::<V>::new(scenario, options)?;
    let expected = super::estimate(scenario).map_or(0, |e| e.states);
    let (levels, counts) = round.search(options, true, expected, progress)?;
    let count = round.count(&counts);
    let value = round.values(levels, count.states, options, progress)?;
    let solution = SplitSolution {
        value: value.to_f64(),
        states: count.states,
        depth: count.depth,
        states_per_level: count.states_per_level,
        completed_states: count.completed_states,
        dealer_compositions: count.dealer_compositions,
        configurations: count.configurations,
        peak_bytes: round.peak_bytes as u64,
        bytes_per_state: round.peak_bytes as f64 / count.states as f64,
    };
    Ok((value, solution))
}

/// Counts the states of `scenario` (the search alone, without dealer odds or values).
pub(crate) fn count(
    scenario: &Scenario,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<StateCount, SplitError> {
    let mut round = Round::<f64>::new(scenario, options)?;
    let (_, counts) = round.search(options, false, 0, progress)?;
    Ok(round.count(&counts))
}

impl<V: Number> Round<V> {
    fn new(scenario: &Scenario, options: &SolveOptions) -> Result<Round<V>, SplitError> {
        scenario.validate()?;
        options.validate()?;
        let compositions =
            HashMap::new(u32::from(options.table_bits)).ok_or(SplitError::TooLarge {
                states: 0,
                bytes: HashMap::bytes_for(options.table_bits),
            })?;
        let configs = Configs::new(scenario.pair, &scenario.rules);
        let packer = Packer::new(scenario.left_after_deal(), configs.max_hands);
        let mut shifts = [0u64; STREAMS];
        for (r, shift) in shifts.iter_mut().skip(1).enumerate() {
            *shift = packer.step(r);
        }
        Ok(Round {
            configs,
            packer,
            endings: DealerEndings::new(scenario.up, scenario.rules.hit_soft_17),
            shifts,
            compositions,
            odds: Vec::new(),
            distinct_compositions: 0,
            scratch: Scratch::default(),
            peak_bytes: 0,
            work: 0,
        })
    }

    /// The counts of a search that found `counts` (in progress, completed) states per level.
    fn count(&self, counts: &[(u64, u64)]) -> StateCount {
        StateCount {
            states: counts.iter().map(|c| c.0 + c.1).sum(),
            depth: counts.len() as u32,
            states_per_level: counts.iter().map(|c| c.0 + c.1).collect(),
            completed_states: counts.iter().map(|c| c.1).sum(),
            dealer_compositions: self.distinct_compositions,
            configurations: self.configs.len() as u64,
        }
    }

    fn odds_bytes(&self) -> usize {
        self.compositions.bytes() + self.odds.capacity() * std::mem::size_of::<Odds<V>>()
    }

    /// Notes the memory held (`bytes` plus the dealer odds) after finding `states` states, and
    /// stops the solve if either passes its budget.
    fn note_bytes(
        &mut self,
        bytes: usize,
        states: u64,
        options: &SolveOptions,
    ) -> Result<(), SplitError> {
        let bytes = bytes + self.odds_bytes();
        self.peak_bytes = self.peak_bytes.max(bytes);
        if states > options.max_states || bytes as u64 > options.max_bytes {
            return Err(SplitError::TooLarge {
                states,
                bytes: bytes as u64,
            });
        }
        Ok(())
    }

    /// Records the card composition `cards` of a completed round and, when `price`, makes sure
    /// its dealer odds are known.
    fn note_composition(&mut self, cards: u64, price: bool) {
        let h = hash(cards);
        if self.compositions.get(h).is_none() {
            self.compositions.insert(h, self.odds.len() as u32);
            self.distinct_compositions += 1;
            if price {
                let left = self.packer.left(cards);
                let [t17, t18, t19, t20, t21, _, blackjack] =
                    V::dealer(&self.endings, &left, &mut self.scratch);
                // Grow by a quarter, not the default doubling: these are most of the memory.
                if self.odds.len() == self.odds.capacity() {
                    self.odds.reserve_exact(self.odds.len() / 4 + 64);
                }
                self.odds.push([t17, t18, t19, t20, t21, blackjack]);
            }
        }
    }

    /// Breadth-first search from the initial split. Returns the levels of rounds in progress
    /// and, per level, the number of states in progress and completed. With `price` it also
    /// computes the dealer odds of every completed round; without, it only counts, and keeps
    /// just the last two levels.
    fn search(
        &mut self,
        options: &SolveOptions,
        price: bool,
        expected: u64,
        progress: &mut impl Progress,
    ) -> Result<Searched, SplitError> {
        let first_done = self.configs.in_progress();
        let mut levels = vec![Level {
            cards: vec![0],
            ends: vec![1],
            configs: vec![0],
        }];
        let mut counts: Vec<(u64, u64)> = vec![(1, 0)];
        let mut found: u64 = 1;
        let mut stored: usize = levels[0].bytes();
        // `stamp[c] == generation`: configuration c was already reached in the current group.
        let mut stamp: Vec<u32> = vec![0; self.configs.len()];
        let mut generation: u32 = 0;
        let mut in_progress: Vec<u16> = Vec::new();
        let mut children: Vec<u32> = Vec::new();
        while let Some(parent) = levels.last() {
            let depth = levels.len();
            let lefts: Vec<[u32; 10]> = parent.cards.iter().map(|&c| self.packer.left(c)).collect();
            let mut next = Level::default();
            let mut completed: u64 = 0;
            let mut cursor = [0usize; STREAMS];
            let groups = parent.cards.len();
            loop {
                // The smallest cards number any stream offers next.
                let mut target = u64::MAX;
                for (&at, &shift) in cursor.iter().zip(&self.shifts) {
                    if let Some(&c) = parent.cards.get(at) {
                        target = target.min(c + shift);
                    }
                }
                if target == u64::MAX {
                    break;
                }
                generation = generation.wrapping_add(1);
                if generation == 0 {
                    stamp.fill(0);
                    generation = 1;
                }
                in_progress.clear();
                let mut completed_here = 0;
                for (s, at) in cursor.iter_mut().enumerate() {
                    let g = *at;
                    if g >= groups || parent.cards[g] + self.shifts[s] != target {
                        continue;
                    }
                    *at += 1;
                    let left = &lefts[g];
                    // The packing's digits must never overflow into each other.
                    debug_assert!(
                        s == 0 || left[s - 1] == 0 || {
                            let mut after = *left;
                            after[s - 1] -= 1;
                            self.packer.left(target) == after
                        }
                    );
                    for &c in &parent.configs[parent.group(g)] {
                        children.clear();
                        moves_into(self.configs.moves(u32::from(c)), s, left, &mut children);
                        for &child in &children {
                            let seen = &mut stamp[child as usize];
                            if *seen == generation {
                                continue;
                            }
                            *seen = generation;
                            if child >= first_done {
                                completed_here += 1;
                            } else {
                                in_progress.push(child as u16);
                            }
                        }
                    }
                    self.work += parent.group(g).len() as u64;
                }
                if completed_here > 0 {
                    self.note_composition(target, price);
                    completed += completed_here;
                }
                if !in_progress.is_empty() {
                    in_progress.sort_unstable();
                    next.cards.push(target);
                    next.configs.extend_from_slice(&in_progress);
                    next.ends.push(next.configs.len() as u32);
                }
                if self.work >= REPORT_EVERY {
                    self.work = 0;
                    let now = found + next.len() as u64 + completed;
                    let bytes =
                        stored + next.bytes() + lefts.capacity() * 40 + stamp.capacity() * 4;
                    self.note_bytes(bytes, now, options)?;
                    let mb = (bytes + self.odds_bytes()) as f64 / 1e6;
                    progress
                        .report(
                            &format!("search · depth {depth} · {mb:.1} MB"),
                            now,
                            expected,
                        )
                        .check()?;
                }
            }
            let total = next.len() as u64 + completed;
            found += total;
            self.note_bytes(
                stored + next.bytes() + lefts.capacity() * 40 + stamp.capacity() * 4,
                found,
                options,
            )?;
            if total == 0 {
                break;
            }
            counts.push((next.len() as u64, completed));
            if next.len() == 0 {
                break;
            }
            next.cards.shrink_to_fit();
            next.ends.shrink_to_fit();
            next.configs.shrink_to_fit();
            stored += next.bytes();
            if !price {
                // Counting only: a level is no longer needed once its children are known.
                stored -= levels[depth - 1].bytes();
                levels[depth - 1] = Level::default();
            }
            levels.push(next);
        }
        Ok((levels, counts))
    }

    /// The value of a completed round: configuration `c`, dealer odds `p`.
    #[inline]
    fn settle(&self, c: u32, p: &Odds<V>) -> V {
        let s = self.configs.settlement(c);
        let blackjack = &p[5];
        let mut bust = V::from_i64(1);
        for p_o in &p[..5] {
            bust = bust - p_o.clone();
        }
        let bust = bust - blackjack.clone();
        // The seed's value_round, term for term.
        let mut value = -(blackjack.clone() * V::from_i64(s.blackjack_loss));
        for (p_o, &w) in p[..5].iter().chain([&bust]).zip(&s.win) {
            value = value + p_o.clone() * V::from_i64(w);
        }
        value
    }

    /// Values every level from the deepest up; returns the value of the initial split.
    fn values(
        &mut self,
        mut levels: Vec<Level>,
        states: u64,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<V, SplitError> {
        let first_done = self.configs.in_progress();
        let mut below = Level::default();
        let mut below_values: Vec<V> = Vec::new();
        let mut stored: usize = levels.iter().map(Level::bytes).sum();
        let mut solved: u64 = 0;
        while let Some(level) = levels.pop() {
            let depth = levels.len();
            let mut values: Vec<V> = Vec::with_capacity(level.len());
            let mut cursor = [0usize; STREAMS];
            for g in 0..level.cards.len() {
                let cards = level.cards[g];
                let left = self.packer.left(cards);
                let n: u32 = left.iter().sum();
                // Where each stream's children live: a group of the level below (rounds in
                // progress) and the dealer odds of the cards (completed rounds).
                let mut groups: [std::ops::Range<usize>; STREAMS] = std::array::from_fn(|_| 0..0);
                // Looked up on first use: most groups have no completed round on most streams,
                // and a missing key is the hash map's slowest lookup.
                let odds: [Cell<Option<Option<u32>>>; STREAMS] = Default::default();
                for s in 0..STREAMS {
                    if s > 0 && left[s - 1] == 0 {
                        continue;
                    }
                    let target = cards + self.shifts[s];
                    while below.cards.get(cursor[s]).is_some_and(|&c| c < target) {
                        cursor[s] += 1;
                    }
                    if below.cards.get(cursor[s]) == Some(&target) {
                        groups[s] = below.group(cursor[s]);
                    }
                }
                // The search found every child, so both lookups succeed; the fallback keeps a
                // bug from ever panicking in a browser, and the tests' debug assertions catch it.
                let child = |s: usize, c: u32| -> V {
                    let found = if c >= first_done {
                        let i = odds[s].get().unwrap_or_else(|| {
                            let i = self.compositions.get(hash(cards + self.shifts[s]));
                            odds[s].set(Some(i));
                            i
                        });
                        i.map(|i| self.settle(c, &self.odds[i as usize]))
                    } else {
                        let range = groups[s].clone();
                        below.configs[range.clone()]
                            .binary_search(&(c as u16))
                            .ok()
                            .map(|i| below_values[range.start + i].clone())
                    };
                    debug_assert!(found.is_some(), "child {c} on stream {s} not searched");
                    found.unwrap_or_else(|| V::from_i64(0))
                };
                for &c in &level.configs[level.group(g)] {
                    let m = self.configs.moves(u32::from(c));
                    let mut best: Option<V> = None;
                    let mut consider = |v: V| {
                        best = Some(match best.take() {
                            Some(b) => max(b, v),
                            None => v,
                        })
                    };
                    if m.may_stand || (n == 0 && m.split == NONE) {
                        consider(child(0, m.stand));
                    }
                    if n > 0 {
                        for moves in [&m.hit, &m.double] {
                            if moves[0] == NONE {
                                continue;
                            }
                            // The seed's value_hit: the card-weighted average over the next card.
                            let mut sum = V::from_i64(0);
                            for r in 0..10 {
                                if left[r] > 0 {
                                    sum = sum
                                        + V::from_i64(i64::from(left[r])) * child(r + 1, moves[r]);
                                }
                            }
                            consider(sum / V::from_i64(i64::from(n)));
                        }
                    }
                    if m.split != NONE {
                        consider(child(0, m.split));
                    }
                    values.push(best.unwrap_or_else(|| V::from_i64(0)));
                }
                self.work += level.group(g).len() as u64;
                if self.work >= REPORT_EVERY {
                    solved += self.work;
                    self.work = 0;
                    let held = stored
                        + below.bytes()
                        + (below_values.capacity() + values.capacity()) * std::mem::size_of::<V>();
                    self.note_bytes(held, states, options)?;
                    progress
                        .report(&format!("solve · depth {}", depth + 1), solved, states)
                        .check()?;
                }
            }
            let held = stored
                + below.bytes()
                + (below_values.capacity() + values.capacity()) * std::mem::size_of::<V>();
            self.note_bytes(held, states, options)?;
            stored -= level.bytes();
            below = level;
            below_values = values;
        }
        Ok(below_values
            .into_iter()
            .next()
            .unwrap_or_else(|| V::from_i64(0)))
    }
}

/// The children configurations of configuration `m` along stream `s` (0: same cards; `r`:
/// one more card of rank `r`), given the cards `left` in the shoe.
#[inline]
fn moves_into(m: &Moves, s: usize, left: &[u32; 10], out: &mut Vec<u32>) {
    let n: u32 = left.iter().sum();
    if s == 0 {
        if m.may_stand || (n == 0 && m.split == NONE) {
            out.push(m.stand);
        }
        if m.split != NONE {
            out.push(m.split);
        }
    } else if left[s - 1] > 0 {
        for c in [m.hit[s - 1], m.double[s - 1]] {
            if c != NONE {
                out.push(c);
            }
        }
    }
}
