//! Exact preflop showdown equities: one matchup by enumerating its 1,712,304 boards, and the
//! table of every ordered pair of the 169 classes.
//!
//! The table sums, over every pair of disjoint hands (h in class i, g in class j) and every
//! board of five of the other 48 cards, whether h wins, ties or loses. Rather than 878,475
//! matchups times 1.7 M boards, [`EquityTable::compute`] turns the loops round (see `build`):
//! for each board, rank all 1,081 hands it leaves, and count wins class by class.

use super::cards::{CLASS_COUNT, Card, Hand};
use super::eval::{card_bit, rank_masks};

/// Boards per matchup: C(48, 5).
pub const BOARDS: u64 = 1_712_304;

/// Showdown outcomes of one hand against another, in boards (C(48, 5) = 1,712,304 in all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Matchup {
    /// Boards where the first hand wins.
    pub win: u64,
    /// Boards where the hands tie.
    pub tie: u64,
    /// Boards where the first hand loses.
    pub loss: u64,
}

impl Matchup {
    /// Number of boards.
    pub fn boards(&self) -> u64 {
        self.win + self.tie + self.loss
    }

    /// The first hand's share of the pot: (win + tie / 2) / boards.
    pub fn equity(&self) -> f64 {
        (self.win as f64 + self.tie as f64 / 2.0) / self.boards() as f64
    }
}

/// The two hands of a matchup share a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedCard(pub Card);

impl std::fmt::Display for SharedCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "both hands hold {}", self.0)
    }
}

impl std::error::Error for SharedCard {}

/// Win/tie/loss counts of `a` against `b` over every board of five of the other 48 cards.
pub fn matchup(a: Hand, b: Hand) -> Result<Matchup, SharedCard> {
    if let Some(&c) = a.cards().iter().find(|c| b.cards().contains(c)) {
        return Err(SharedCard(c));
    }
    let used: Vec<usize> = a
        .cards()
        .iter()
        .chain(b.cards().iter())
        .map(|c| c.index())
        .collect();
    let rest: Vec<Card> = (0..52)
        .filter(|i| !used.contains(i))
        .filter_map(Card::from_index)
        .collect();
    let masks = |h: Hand| {
        let mut m = [0u16; 4];
        for c in h.cards() {
            m[usize::from(c.suit())] |= card_bit(c);
        }
        m
    };
    let (ma, mb) = (masks(a), masks(b));
    let mut out = Matchup {
        win: 0,
        tie: 0,
        loss: 0,
    };
    for_each_five(&rest, |board| {
        let (mut x, mut y) = (ma, mb);
        for s in 0..4 {
            x[s] |= board[s];
            y[s] |= board[s];
        }
        match rank_masks(x).cmp(&rank_masks(y)) {
            std::cmp::Ordering::Greater => out.win += 1,
            std::cmp::Ordering::Equal => out.tie += 1,
            std::cmp::Ordering::Less => out.loss += 1,
        }
    });
    Ok(out)
}

/// Calls `f` with the suit masks of every 5-card subset of `cards`.
fn for_each_five(cards: &[Card], mut f: impl FnMut(&[u16; 4])) {
    let n = cards.len();
    let add = |m: &mut [u16; 4], c: Card| m[usize::from(c.suit())] |= card_bit(c);
    for i0 in 0..n {
        let mut m0 = [0u16; 4];
        add(&mut m0, cards[i0]);
        for i1 in i0 + 1..n {
            let mut m1 = m0;
            add(&mut m1, cards[i1]);
            for i2 in i1 + 1..n {
                let mut m2 = m1;
                add(&mut m2, cards[i2]);
                for i3 in i2 + 1..n {
                    let mut m3 = m2;
                    add(&mut m3, cards[i3]);
                    for &c in &cards[i3 + 1..] {
                        let mut m4 = m3;
                        add(&mut m4, c);
                        f(&m4);
                    }
                }
            }
        }
    }
}

/// Showdown counts between every ordered pair of hand classes (169 for hold'em; a custom table
/// may have any number, for small analogue games).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EquityTable {
    n: usize,
    boards: u64,
    pairs: Vec<u64>,
    wins: Vec<u64>,
    ties: Vec<u64>,
}

/// Why a table cannot be built or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The bytes do not start with the table's magic header.
    BadMagic,
    /// A format version this code does not read.
    BadVersion(u32),
    /// The bytes end early or a number is malformed.
    Truncated,
    /// The checksum does not match the contents.
    BadChecksum,
    /// Counts that cannot be right (wins + ties above pairs x boards, ties asymmetric, ..).
    Inconsistent(String),
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::BadMagic => write!(f, "not an equity table (bad magic header)"),
            TableError::BadVersion(v) => write!(f, "equity table version {v} is not supported"),
            TableError::Truncated => write!(f, "equity table is truncated"),
            TableError::BadChecksum => write!(f, "equity table checksum mismatch"),
            TableError::Inconsistent(why) => write!(f, "inconsistent equity table: {why}"),
        }
    }
}

impl std::error::Error for TableError {}

/// The first bytes of the binary format.
const MAGIC: &[u8; 8] = b"SNLHEQTB";
/// The binary format's version.
const VERSION: u32 = 1;

/// The committed table (regenerate: `snipelab holdem table --out static/holdem/equity.bin`).
static EMBEDDED: &[u8] = include_bytes!("../../../../static/holdem/equity.bin");

/// FNV-1a, 64 bits: detects a damaged file, not an adversary.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn get_varint(bytes: &[u8], at: &mut usize) -> Result<u64, TableError> {
    let mut v = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*at).ok_or(TableError::Truncated)?;
        *at += 1;
        v |= u64::from(b & 0x7f) << shift;
        if b < 0x80 {
            return Ok(v);
        }
    }
    Err(TableError::Truncated)
}

impl EquityTable {
    /// A table from counts for `n` classes, row-major n x n: `pairs[i*n+j]` disjoint combo
    /// pairs, `wins`/`ties` summed over them and over `boards` boards each. Checks symmetry
    /// (pairs and ties symmetric) and that wins(i,j) + ties(i,j) + wins(j,i) = pairs x boards.
    pub fn from_counts(
        n: usize,
        boards: u64,
        pairs: Vec<u64>,
        wins: Vec<u64>,
        ties: Vec<u64>,
    ) -> Result<EquityTable, TableError> {
        let bad = |why: String| Err(TableError::Inconsistent(why));
        if n == 0
            || boards == 0
            || pairs.len() != n * n
            || wins.len() != n * n
            || ties.len() != n * n
        {
            return bad(format!("{n} classes need {} entries per count", n * n));
        }
        for i in 0..n {
            for j in 0..n {
                let (ij, ji) = (i * n + j, j * n + i);
                if pairs[ij] != pairs[ji] || ties[ij] != ties[ji] {
                    return bad(format!("pairs or ties of ({i}, {j}) not symmetric"));
                }
                let total = pairs[ij].checked_mul(boards);
                let sum = wins[ij]
                    .checked_add(ties[ij])
                    .and_then(|s| s.checked_add(wins[ji]));
                if total.is_none() || total != sum {
                    return bad(format!(
                        "wins + ties + losses of ({i}, {j}) is not pairs x boards"
                    ));
                }
            }
        }
        Ok(EquityTable {
            n,
            boards,
            pairs,
            wins,
            ties,
        })
    }

    /// Number of classes.
    pub fn classes(&self) -> usize {
        self.n
    }

    /// Boards per combo pair (1,712,304 for hold'em).
    pub fn boards(&self) -> u64 {
        self.boards
    }

    /// Ordered pairs of disjoint hands (one of class i, one of class j).
    pub fn pairs(&self, i: usize, j: usize) -> u64 {
        self.pairs[i * self.n + j]
    }

    /// Boards where a hand of class i beats one of class j, summed over the disjoint pairs.
    pub fn wins(&self, i: usize, j: usize) -> u64 {
        self.wins[i * self.n + j]
    }

    /// Boards where they tie, summed likewise (symmetric).
    pub fn ties(&self, i: usize, j: usize) -> u64 {
        self.ties[i * self.n + j]
    }

    /// Boards where class i loses to class j: `wins(j, i)`.
    pub fn losses(&self, i: usize, j: usize) -> u64 {
        self.wins(j, i)
    }

    /// Class i's share of the pot against class j, (wins + ties / 2) / (pairs x boards);
    /// NaN if the classes have no disjoint pair (never among the 169 hold'em classes).
    pub fn equity(&self, i: usize, j: usize) -> f64 {
        let total = (self.pairs(i, j) * self.boards) as f64;
        (self.wins(i, j) as f64 + self.ties(i, j) as f64 / 2.0) / total
    }

    /// The committed 169-class table (`static/holdem/equity.bin`, embedded in the library).
    pub fn embedded() -> Result<EquityTable, TableError> {
        EquityTable::from_bytes(EMBEDDED)
    }

    /// The binary format: magic, version (u32 LE), classes and boards (varints), then for
    /// i <= j the varints pairs(i,j), wins(i,j), ties(i,j) (the rest follows by symmetry:
    /// wins(j,i) = pairs x boards - wins - ties), then an FNV-1a 64 checksum (u64 LE) of
    /// everything before it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&VERSION.to_le_bytes());
        put_varint(&mut out, self.n as u64);
        put_varint(&mut out, self.boards);
        for i in 0..self.n {
            for j in i..self.n {
                put_varint(&mut out, self.pairs(i, j));
                put_varint(&mut out, self.wins(i, j));
                put_varint(&mut out, self.ties(i, j));
            }
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads [`EquityTable::to_bytes`]'s format, checking header, checksum and consistency.
    pub fn from_bytes(bytes: &[u8]) -> Result<EquityTable, TableError> {
        if bytes.len() < MAGIC.len() + 4 + 8 || &bytes[..MAGIC.len()] != MAGIC {
            return Err(TableError::BadMagic);
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        let version = u32::from_le_bytes([body[8], body[9], body[10], body[11]]);
        if version != VERSION {
            return Err(TableError::BadVersion(version));
        }
        let stored = u64::from_le_bytes(tail.try_into().map_err(|_| TableError::Truncated)?);
        if stored != fnv1a(body) {
            return Err(TableError::BadChecksum);
        }
        let mut at = 12;
        let n = usize::try_from(get_varint(body, &mut at)?).map_err(|_| TableError::Truncated)?;
        if n == 0 || n > 1024 {
            return Err(TableError::Inconsistent(format!("{n} classes")));
        }
        let boards = get_varint(body, &mut at)?;
        let (mut pairs, mut wins, mut ties) = (vec![0; n * n], vec![0; n * n], vec![0; n * n]);
        for i in 0..n {
            for j in i..n {
                let p = get_varint(body, &mut at)?;
                let w = get_varint(body, &mut at)?;
                let t = get_varint(body, &mut at)?;
                let total = p
                    .checked_mul(boards)
                    .and_then(|x| x.checked_sub(w))
                    .and_then(|x| x.checked_sub(t));
                let Some(back) = total else {
                    return Err(TableError::Inconsistent(format!(
                        "({i}, {j}) exceeds pairs x boards"
                    )));
                };
                if i == j && back != w {
                    return Err(TableError::Inconsistent(format!(
                        "({i}, {i}) wins != losses"
                    )));
                }
                pairs[i * n + j] = p;
                pairs[j * n + i] = p;
                ties[i * n + j] = t;
                ties[j * n + i] = t;
                wins[i * n + j] = w;
                wins[j * n + i] = back;
            }
        }
        if at != body.len() {
            return Err(TableError::Inconsistent("trailing bytes".into()));
        }
        EquityTable::from_counts(n, boards, pairs, wins, ties)
    }

    /// Disjoint ordered combo pairs between the 169 classes, by pairing every two hands.
    pub(crate) fn hold_em_pairs() -> Vec<u64> {
        let hands = Hand::all();
        let mut pairs = vec![0u64; CLASS_COUNT * CLASS_COUNT];
        for &h in &hands {
            for &g in &hands {
                if !h.shares_card(g) {
                    pairs[h.class().index() * CLASS_COUNT + g.class().index()] += 1;
                }
            }
        }
        pairs
    }
}
