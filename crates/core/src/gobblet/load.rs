//! Reading a saved form that arrives in pieces: a file's reads, or chunks' payloads as a
//! browser's storage hands them over (issue 30: a reload reads the stored table straight into
//! the table's memory, one piece at a time, with no second copy of the whole).
//!
//! Every check of the file format (see the `table` module) is made as the bytes pass: the
//! header once its 56 bytes are in, each table byte as it is copied, the counts and the
//! checksum at the end.

use super::checksum::{Adding, Checksum};
use super::index::Indexer;
use super::table::{BLOCK, HEADER, MAGIC, VERSION};
use super::value::{DRAW, LOSS, MAX_PLIES, PENDING, UNREACHED, WIN, decode};
use super::{GobbletError, Position, Solution, SolveStats, Variant};

fn bad(why: &str) -> GobbletError {
    GobbletError::BadFile(why.to_string())
}

/// A saved form being read: [`Self::feed`] its bytes in order, then [`Self::finish`].
pub(super) struct SavedReader {
    header: [u8; HEADER],
    /// Bytes of the header read so far.
    have: usize,
    /// Once the header is read: the table being filled.
    table: Option<Table>,
}

/// What the header says, and the table read so far.
struct Table {
    variant: Variant,
    indexer: Indexer,
    slots: usize,
    /// The header's checksum, states, won or lost states and longest distance.
    expected: u64,
    stated: (u64, u64, u32),
    /// The checksum of the header and the whole blocks read so far; `block` holds the block
    /// being read (the saved form's checksum adds the table [`BLOCK`] bytes at a time).
    checksum: Checksum,
    block: Option<Adding>,
    codes: Vec<u8>,
    states: u64,
    win_loss: u64,
    longest: u32,
}

impl SavedReader {
    pub(super) fn new() -> SavedReader {
        SavedReader {
            header: [0; HEADER],
            have: 0,
            table: None,
        }
    }

    /// Takes the next bytes of the saved form. An error is final: the form is refused.
    pub(super) fn feed(&mut self, mut bytes: &[u8]) -> Result<(), GobbletError> {
        if self.have < HEADER {
            let take = (HEADER - self.have).min(bytes.len());
            self.header[self.have..self.have + take].copy_from_slice(&bytes[..take]);
            self.have += take;
            bytes = &bytes[take..];
            if self.have < HEADER {
                return Ok(());
            }
            self.table = Some(Table::new(self.header)?);
        }
        let Some(table) = &mut self.table else {
            return Ok(());
        };
        if bytes.len() > table.slots - table.codes.len() {
            return Err(bad("unexpected data after the table"));
        }
        while !bytes.is_empty() {
            // No piece crosses a block's end.
            let room = BLOCK - table.codes.len() % BLOCK;
            let (piece, rest) = bytes.split_at(room.min(bytes.len()));
            table.take(piece)?;
            bytes = rest;
        }
        Ok(())
    }

    /// The solution, once every byte has been fed and checked.
    pub(super) fn finish(self) -> Result<Solution, GobbletError> {
        let Some(mut table) = self.table else {
            return Err(bad("too short for the header"));
        };
        if table.codes.len() < table.slots {
            return Err(bad("truncated table"));
        }
        if let Some(block) = table.block.take() {
            table.checksum = block.end();
        }
        if table.checksum.finish() != table.expected {
            return Err(bad("checksum mismatch (the file is damaged)"));
        }
        if (table.states, table.win_loss, table.longest) != table.stated {
            return Err(bad("the table does not match its header's counts"));
        }
        let variant = table.variant;
        let start = table.indexer.index(&Position::start(variant).board());
        let start = decode(table.codes[start])
            .ok_or_else(|| bad("the empty board is missing from the table"))?;
        let stats = SolveStats {
            variant,
            states: table.states,
            win_loss_states: table.win_loss,
            longest: table.longest,
            start,
            table_bytes: table.slots as u64,
        };
        Ok(Solution::new(table.indexer, table.codes, stats))
    }
}

impl Table {
    /// Checks `header` and makes room for its table.
    fn new(mut header: [u8; HEADER]) -> Result<Table, GobbletError> {
        if header[0..8] != MAGIC {
            return Err(bad("not a Gobblet solution (wrong magic number)"));
        }
        let word = |at: usize| {
            u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
        };
        let long = |at: usize| u64::from(word(at)) | u64::from(word(at + 4)) << 32;
        let version = word(8);
        if version != VERSION {
            return Err(GobbletError::BadFile(format!(
                "format version {version}, but this program reads version {VERSION}"
            )));
        }
        let allow_move = match header[14] {
            0 => false,
            1 => true,
            _ => return Err(bad("corrupt header (move flag)")),
        };
        let variant = Variant::new(header[12], header[13], allow_move)
            .map_err(|e| GobbletError::BadFile(format!("corrupt header ({e})")))?;
        let indexer = Indexer::new(variant);
        let slots = indexer.slots();
        if long(16) != slots as u64 || header[15] != 0 || word(44) != 0 {
            return Err(GobbletError::BadFile(format!(
                "corrupt header (size does not match variant {variant})"
            )));
        }
        let stated = (long(24), long(32), word(40));
        let expected = long(48);
        header[48..56].fill(0);
        let mut codes = Vec::new();
        codes
            .try_reserve_exact(slots)
            .map_err(|_| GobbletError::OutOfMemory {
                bytes: slots as u64,
            })?;
        Ok(Table {
            variant,
            indexer,
            slots,
            expected,
            stated,
            checksum: Checksum::new(&header),
            block: None,
            codes,
            states: 0,
            win_loss: 0,
            longest: 0,
        })
    }

    /// Checks and keeps `piece`, which lies within one block.
    fn take(&mut self, piece: &[u8]) -> Result<(), GobbletError> {
        let census = Census::of(piece);
        if census.invalid > 0 {
            return Err(bad("corrupt table entry"));
        }
        let reached = piece.len() as u64 - census.unreached;
        self.states += reached;
        self.win_loss += reached - census.draws;
        if census.highest >= WIN {
            self.longest = self.longest.max(plies(census.highest));
        }
        let checksum = self.checksum;
        let block = self.block.get_or_insert_with(|| Adding::new(checksum));
        block.feed(piece);
        self.codes.extend_from_slice(piece);
        if self.codes.len().is_multiple_of(BLOCK)
            && let Some(block) = self.block.take()
        {
            self.checksum = block.end();
        }
        Ok(())
    }
}

/// The highest valid table byte: a loss in [`MAX_PLIES`].
const HIGHEST: u8 = LOSS + 2 * MAX_PLIES as u8;
// The census takes "above HIGHEST" to be 255 alone.
const _: () = assert!(HIGHEST == u8::MAX - 1);

/// The distance of a win or loss code: `WIN + 2d` and `LOSS + 2d` both give `d`, so the
/// highest code of a table gives its longest distance.
fn plies(code: u8) -> u32 {
    u32::from(code - WIN) / 2
}

/// What a piece of a table holds, counted without decoding each byte: eight bytes at a time
/// in a 64-bit word (the app is built for size, where loops are not made into vectors, so the
/// word-wide arithmetic is written out). Decoding byte by byte took about 2.4 s for the 443 MB
/// of the real game in the browser; this takes a fraction of that (BENCHMARKS.md).
#[derive(Debug, Default, PartialEq, Eq)]
struct Census {
    unreached: u64,
    draws: u64,
    /// Bytes that are no value ([`PENDING`], or above [`HIGHEST`]).
    invalid: u64,
    /// The highest byte.
    highest: u8,
}

/// 1 in every byte of a word, and the top bit of every byte.
const ONES: u64 = u64::from_ne_bytes([1; 8]);
const TOPS: u64 = ONES << 7;

/// The top bit of every byte of `x` that is zero. Exact: no carry crosses a byte.
fn zero_bytes(x: u64) -> u64 {
    !(((x & !TOPS) + !TOPS) | x | !TOPS)
}

/// The top bit of every byte of `x` that is `byte` or more.
fn at_least(x: u64, byte: u8) -> u64 {
    let y = ONES * u64::from(byte);
    // Top bit: the low seven bits of x's byte are at least y's (no borrow crosses a byte).
    let low = (x | TOPS) - (y & !TOPS);
    // x ≥ y when x's top bit is set and y's is not, or when they agree and the rest decides.
    ((x & !y) | (!(x ^ y) & low)) & TOPS
}

impl Census {
    fn of(piece: &[u8]) -> Census {
        let mut census = Census::default();
        let (words, rest) = piece.as_chunks::<8>();
        for word in words {
            let x = u64::from_le_bytes(*word);
            census.unreached += u64::from(zero_bytes(x).count_ones());
            census.draws += u64::from(zero_bytes(x ^ (ONES * u64::from(DRAW))).count_ones());
            // Above HIGHEST is 255 only: the bytes of !x that are zero.
            let invalid = zero_bytes(x ^ (ONES * u64::from(PENDING))) | zero_bytes(!x);
            census.invalid += u64::from(invalid.count_ones());
            // The highest byte rises a few hundred times at most: look closer only then.
            if census.highest < u8::MAX && at_least(x, census.highest + 1) != 0 {
                census.highest = word.iter().fold(census.highest, |a, &b| a.max(b));
            }
        }
        for &code in rest {
            census.unreached += u64::from(code == UNREACHED);
            census.draws += u64::from(code == DRAW);
            census.invalid += u64::from(code == PENDING || code > HIGHEST);
            census.highest = census.highest.max(code);
        }
        census
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gobblet::Value;
    use proptest::prelude::*;

    proptest! {
        /// The census counts what decoding each byte finds: states, won or lost states, the
        /// longest distance, and whether any byte is no value.
        /// The word-wide tests agree with a byte's own comparisons.
        #[test]
        fn word_tests_agree_with_bytes(word in any::<[u8; 8]>(), byte in any::<u8>()) {
            let x = u64::from_le_bytes(word);
            for (k, &b) in word.iter().enumerate() {
                let top = 1u64 << (8 * k + 7);
                prop_assert_eq!(zero_bytes(x) & top != 0, b == 0);
                prop_assert_eq!(at_least(x, byte) & top != 0, b >= byte);
            }
        }

        #[test]
        fn the_census_agrees_with_decoding(
            piece in proptest::collection::vec(
                prop_oneof![Just(0u8), Just(1), Just(2), Just(254), Just(255), any::<u8>()],
                0..9000,
            )
        ) {
            let census = Census::of(&piece);
            let (mut states, mut win_loss, mut longest, mut invalid) = (0u64, 0u64, 0u32, 0u64);
            for &code in &piece {
                match decode(code) {
                    Some(value) => {
                        states += 1;
                        if let Value::Win { plies } | Value::Loss { plies } = value {
                            win_loss += 1;
                            longest = longest.max(plies);
                        }
                    }
                    None if code == UNREACHED => {}
                    None => invalid += 1,
                }
            }
            prop_assert_eq!(census.invalid, invalid);
            if invalid == 0 {
                let reached = piece.len() as u64 - census.unreached;
                prop_assert_eq!(reached, states);
                prop_assert_eq!(reached - census.draws, win_loss);
                let found = if census.highest >= WIN { plies(census.highest) } else { 0 };
                prop_assert_eq!(found, longest);
            }
            prop_assert_eq!(census.highest, piece.iter().copied().max().unwrap_or(0));
        }
    }
}
