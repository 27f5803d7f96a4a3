//! Building the 169 x 169 equity table exactly, board by board.
//!
//! Summing over disjoint hand pairs and boards is the same as summing over boards and the
//! pairs of the 1,081 hands each board leaves. Per board: rank every hand once, sort by rank,
//! and walk the ranks upwards keeping `below[c]`, the number of class-c hands ranked strictly
//! lower; every hand of class k then beats `below[c]` class-c hands, except those that share
//! one of its cards. Those are few (two hands share at most one card, 46 hands hold a given
//! card), so they are subtracted afterwards by visiting, for every card, the pairs of hands
//! holding it. Ties are the products of class counts within a group of equal rank, minus the
//! same card-sharing pairs and each hand against itself.
//!
//! Class counts are invariant under permuting the suits, so only one board per orbit of the
//! 24 suit permutations is visited (134,459 of the 2,598,960), weighted by its orbit's size.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::cards::{CLASS_COUNT, Hand};
use super::equity::{BOARDS, EquityTable};
use super::eval::rank_masks;
use crate::progress::{Cancelled, Flow, Progress};

const N: usize = CLASS_COUNT;
/// Boards per unit of work (and per progress report).
const CHUNK: usize = 64;

/// A canonical board: its 52-bit card mask and how many boards its suit orbit holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CanonicalBoard {
    pub(crate) mask: u64,
    pub(crate) weight: u64,
}

/// The 24 permutations of the four suits.
fn suit_permutations() -> Vec<[u8; 4]> {
    let mut out = Vec::with_capacity(24);
    for a in 0..4u8 {
        for b in 0..4u8 {
            for c in 0..4u8 {
                for d in 0..4u8 {
                    let p = [a, b, c, d];
                    if (0..4).all(|i| (0..4).filter(|&j| p[j] == i).count() == 1) {
                        out.push(p);
                    }
                }
            }
        }
    }
    out
}

/// One board per suit orbit (the least mask of the orbit), weighted by the orbit's size.
pub(crate) fn canonical_boards() -> Vec<CanonicalBoard> {
    let perms = suit_permutations();
    let mut out = Vec::new();
    let mut cards = [0usize; 5];
    let mut images = [0u64; 24];
    fn rec(
        depth: usize,
        start: usize,
        cards: &mut [usize; 5],
        perms: &[[u8; 4]],
        images: &mut [u64; 24],
        out: &mut Vec<CanonicalBoard>,
    ) {
        if depth == 5 {
            let mask: u64 = cards.iter().map(|&c| 1u64 << c).sum();
            for (img, p) in images.iter_mut().zip(perms) {
                *img = cards
                    .iter()
                    .map(|&c| 1u64 << ((c & !3) | usize::from(p[c & 3])))
                    .sum();
            }
            if images.iter().all(|&m| m >= mask) {
                images.sort_unstable();
                let distinct = 1 + images.windows(2).filter(|w| w[0] != w[1]).count();
                out.push(CanonicalBoard {
                    mask,
                    weight: distinct as u64,
                });
            }
            return;
        }
        for c in start..52 {
            cards[depth] = c;
            rec(depth + 1, c + 1, cards, perms, images, out);
        }
    }
    rec(0, 0, &mut cards, &perms, &mut images, &mut out);
    out
}

/// Per-thread sums: wins and ties by (class of the hand, class of the opponent), weighted.
struct Sums {
    wins: Vec<i64>,
    ties: Vec<i64>,
}

/// What every board needs: the hands, their classes and cards.
struct Hands {
    hands: Vec<Hand>,
    class: Vec<usize>,
    /// Bit masks of each hand's two cards (52-bit, card index = rank * 4 + suit).
    mask: Vec<u64>,
    /// For each card, the 51 hands holding it.
    holding: Vec<Vec<u16>>,
}

impl Hands {
    fn new() -> Hands {
        let hands = Hand::all();
        let mut holding: Vec<Vec<u16>> = (0..52).map(|_| Vec::with_capacity(51)).collect();
        for (i, h) in hands.iter().enumerate() {
            for c in h.cards() {
                holding[c.index()].push(i as u16);
            }
        }
        Hands {
            class: hands.iter().map(|h| h.class().index()).collect(),
            mask: hands
                .iter()
                .map(|h| h.cards().iter().map(|c| 1u64 << c.index()).sum())
                .collect(),
            hands,
            holding,
        }
    }
}

/// Scratch space reused from board to board.
struct Scratch {
    rank: Vec<u32>,
    sorted: Vec<u64>,
    below: [i64; N],
    group: [i64; N],
    touched: Vec<usize>,
    share: Vec<(u32, usize)>,
}

fn suit_masks(cards: u64) -> [u16; 4] {
    let mut m = [0u16; 4];
    let mut rest = cards;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        m[c & 3] |= 1 << (c >> 2);
        rest &= rest - 1;
    }
    m
}

/// Adds one board's counts, times its weight, to `sums`.
fn add_board(board: CanonicalBoard, hands: &Hands, s: &mut Scratch, sums: &mut Sums) {
    let w = board.weight as i64;
    let bm = suit_masks(board.mask);
    s.sorted.clear();
    for (i, h) in hands.hands.iter().enumerate() {
        if hands.mask[i] & board.mask != 0 {
            s.rank[i] = u32::MAX;
            continue;
        }
        let mut m = bm;
        for c in h.cards() {
            m[usize::from(c.suit())] |= 1 << c.rank();
        }
        let r = rank_masks(m).0;
        s.rank[i] = r;
        s.sorted.push((u64::from(r) << 11) | i as u64);
    }
    s.sorted.sort_unstable();
    s.below = [0; N];
    let mut start = 0;
    while start < s.sorted.len() {
        let r = s.sorted[start] >> 11;
        let mut end = start;
        while end < s.sorted.len() && s.sorted[end] >> 11 == r {
            let k = hands.class[(s.sorted[end] & 0x7ff) as usize];
            if s.group[k] == 0 {
                s.touched.push(k);
            }
            s.group[k] += 1;
            end += 1;
        }
        for &k in &s.touched {
            let m = w * s.group[k];
            let row = &mut sums.wins[k * N..(k + 1) * N];
            for (x, &b) in row.iter_mut().zip(s.below.iter()) {
                *x += m * b;
            }
            for &c in &s.touched {
                sums.ties[k * N + c] += m * s.group[c];
            }
        }
        for &k in &s.touched {
            s.below[k] += s.group[k];
            s.group[k] = 0;
        }
        s.touched.clear();
        start = end;
    }
    // Pairs of hands sharing a card were counted above as if disjoint: take them out.
    for card in 0..52 {
        if board.mask & (1u64 << card) != 0 {
            continue;
        }
        s.share.clear();
        for &h in &hands.holding[card] {
            let r = s.rank[usize::from(h)];
            if r != u32::MAX {
                s.share.push((r, hands.class[usize::from(h)]));
            }
        }
        for (a, &(ra, ka)) in s.share.iter().enumerate() {
            for &(rb, kb) in &s.share[a + 1..] {
                match ra.cmp(&rb) {
                    std::cmp::Ordering::Less => sums.wins[kb * N + ka] -= w,
                    std::cmp::Ordering::Greater => sums.wins[ka * N + kb] -= w,
                    std::cmp::Ordering::Equal => {
                        sums.ties[ka * N + kb] -= w;
                        sums.ties[kb * N + ka] -= w;
                    }
                }
            }
        }
    }
    for (i, &r) in s.rank.iter().enumerate() {
        if r != u32::MAX {
            let k = hands.class[i];
            sums.ties[k * N + k] -= w;
        }
    }
}

/// Works through chunks of `boards` until none is left or `stop` is set.
fn work(
    boards: &[CanonicalBoard],
    hands: &Hands,
    next: &AtomicUsize,
    done: &AtomicUsize,
    stop: &AtomicBool,
    mut after_chunk: impl FnMut(usize) -> Flow,
) -> Sums {
    let mut sums = Sums {
        wins: vec![0; N * N],
        ties: vec![0; N * N],
    };
    let mut s = Scratch {
        rank: vec![0; hands.hands.len()],
        sorted: Vec::with_capacity(1081),
        below: [0; N],
        group: [0; N],
        touched: Vec::new(),
        share: Vec::with_capacity(46),
    };
    while !stop.load(Ordering::Relaxed) {
        let from = next.fetch_add(CHUNK, Ordering::Relaxed);
        if from >= boards.len() {
            break;
        }
        for &b in &boards[from..(from + CHUNK).min(boards.len())] {
            add_board(b, hands, &mut s, &mut sums);
        }
        let now = done.fetch_add(CHUNK.min(boards.len() - from), Ordering::Relaxed);
        if after_chunk(now) == Flow::Stop {
            stop.store(true, Ordering::Relaxed);
        }
    }
    sums
}

// The constructors live here, beside the enumeration, so that `equity` (the table's format and
// queries) does not import its builder, which imports it.
impl EquityTable {
    /// The full 169-class table by exact enumeration, on this thread.
    pub fn compute(progress: &mut impl Progress) -> Result<EquityTable, Cancelled> {
        compute(1, progress)
    }

    /// As [`EquityTable::compute`], sharing the boards among `threads` native threads (the
    /// calling one included). Not for wasm32, which has no threads.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn compute_threads(
        threads: usize,
        progress: &mut impl Progress,
    ) -> Result<EquityTable, Cancelled> {
        compute(threads.max(1), progress)
    }
}

/// The full table with `threads` threads (1: this one only).
pub(super) fn compute(
    threads: usize,
    progress: &mut impl Progress,
) -> Result<EquityTable, Cancelled> {
    progress.report("suit-canonical boards", 0, 1).check()?;
    let boards = canonical_boards();
    let hands = Hands::new();
    let total = boards.len() as u64;
    let (next, done, stop) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicBool::new(false),
    );
    let report = |now: usize| progress.report("boards", now as u64, total);
    let all: Vec<Sums> = if threads <= 1 {
        vec![work(&boards, &hands, &next, &done, &stop, report)]
    } else {
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|_| {
                    scope.spawn(|| work(&boards, &hands, &next, &done, &stop, |_| Flow::Continue))
                })
                .collect();
            let mut all = vec![work(&boards, &hands, &next, &done, &stop, report)];
            all.extend(
                helpers
                    .into_iter()
                    .map(|h| h.join().expect("a table thread panicked")),
            );
            all
        })
    };
    if stop.load(Ordering::Relaxed) {
        return Err(Cancelled);
    }
    let mut wins = vec![0u64; N * N];
    let mut ties = vec![0u64; N * N];
    for k in 0..N * N {
        let w: i64 = all.iter().map(|s| s.wins[k]).sum();
        let t: i64 = all.iter().map(|s| s.ties[k]).sum();
        wins[k] = u64::try_from(w).expect("win counts are non-negative");
        ties[k] = u64::try_from(t).expect("tie counts are non-negative");
    }
    let table = EquityTable::from_counts(N, BOARDS, EquityTable::hold_em_pairs(), wins, ties)
        .expect("the enumeration's counts are consistent");
    progress.report("boards", total, total).check()?;
    Ok(table)
}
