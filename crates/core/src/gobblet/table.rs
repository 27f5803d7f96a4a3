//! A solved variant: querying values and best moves, and saving and loading the table.
//!
//! # File format (version 1)
//!
//! All integers little-endian. A 56-byte header, then the table, one byte per slot:
//!
//! | bytes | field |
//! |---|---|
//! | 0–7 | magic `GOBBLET\x1a` |
//! | 8–11 | format version (1) |
//! | 12–14 | variant: num_sizes, num_per_size, allow_move (0/1) |
//! | 15 | reserved (0) |
//! | 16–23 | number of slots |
//! | 24–31 | reachable states |
//! | 32–39 | won or lost states |
//! | 40–43 | longest distance (plies) |
//! | 44–47 | reserved (0) |
//! | 48–55 | checksum of the header (with this field zero) and the table |
//!
//! A table byte is 0 for an unreachable slot, 2 for a draw,
//! `3 + 2d` for a win in `d` plies and `4 + 2d` for a loss in `d` plies (for the player to move).
//! Loading checks the magic, the version, the variant, the size, the checksum and every byte,
//! and recounts the states, so a wrong or damaged file is refused with a reason.

use std::io::{Read, Write};

use serde::{Deserialize, Serialize};

use super::checksum::Checksum;
use super::index::Indexer;
use super::load::SavedReader;
use super::rules::Move;
use super::value::{Value, decode};
use super::{GobbletError, Position, Variant};

/// A legal move and its value for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Its value for the mover (win in 1 = this move wins).
    pub value: Value,
}

/// Figures of a solved variant, as the post prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveStats {
    /// The variant solved.
    pub variant: Variant,
    /// States reachable from the empty board, up to symmetry (the post's "found N states").
    pub states: u64,
    /// Those that are won or lost (the post's "solved N win/loss states").
    pub win_loss_states: u64,
    /// The longest distance to the end of any state, in plies.
    pub longest: u32,
    /// The value of the empty board for X.
    pub start: Value,
    /// Bytes of the table (one per slot, reachable or not).
    pub table_bytes: u64,
}

/// A solved variant: every reachable state's value.
#[derive(Debug)]
pub struct Solution {
    indexer: Indexer,
    /// One byte per slot. Solving writes it from several threads (atomics); once solved it
    /// is read only, and plain bytes let a stored table be copied in at memory speed.
    table: Vec<u8>,
    stats: SolveStats,
}

pub(super) const MAGIC: [u8; 8] = *b"GOBBLET\x1a";
pub(super) const VERSION: u32 = 1;
/// Bytes of the saved form's header.
pub(super) const HEADER: usize = 56;
/// Bytes hashed and copied at a time.
pub(super) const BLOCK: usize = 1 << 16;

impl Solution {
    pub(crate) fn new(indexer: Indexer, table: Vec<u8>, stats: SolveStats) -> Solution {
        Solution {
            indexer,
            table,
            stats,
        }
    }

    /// The figures of this solution.
    pub fn stats(&self) -> &SolveStats {
        &self.stats
    }

    /// The variant solved.
    pub fn variant(&self) -> Variant {
        self.stats.variant
    }

    fn check_variant(&self, position: &Position) -> Result<(), GobbletError> {
        if position.variant() == self.variant() {
            Ok(())
        } else {
            Err(GobbletError::VariantMismatch {
                solved: self.variant(),
                asked: position.variant(),
            })
        }
    }

    /// The value of `position` for the player to move.
    pub fn value(&self, position: &Position) -> Result<Value, GobbletError> {
        self.check_variant(position)?;
        let slot = self.indexer.index(&position.board());
        decode(self.table[slot]).ok_or(GobbletError::Unreachable)
    }

    /// Every legal move of `position` with its value for the player to move, in the post's
    /// move order. Empty once the game is over.
    pub fn move_values(&self, position: &Position) -> Result<Vec<MoveValue>, GobbletError> {
        self.value(position)?;
        position
            .successors()
            .into_iter()
            .map(|(mv, next)| {
                let value = self.value(&next)?.for_mover();
                Ok(MoveValue { mv, value })
            })
            .collect()
    }

    /// The moves of `position` whose value is best for the player to move.
    pub fn best_moves(&self, position: &Position) -> Result<Vec<MoveValue>, GobbletError> {
        let moves = self.move_values(position)?;
        let best = moves.iter().map(|m| m.value.preference()).max();
        Ok(moves
            .into_iter()
            .filter(|m| Some(m.value.preference()) == best)
            .collect())
    }

    /// A best move of `position` (the first in the post's order, as its `best_move`), or
    /// `None` when the game is over or the player to move is stuck.
    pub fn best_move(&self, position: &Position) -> Result<Option<Move>, GobbletError> {
        Ok(self.best_moves(position)?.first().map(|m| m.mv))
    }

    /// The 56-byte header for the current table and checksum.
    fn header(&self, checksum: u64) -> [u8; HEADER] {
        let mut header = [0u8; HEADER];
        let variant = self.variant();
        header[0..8].copy_from_slice(&MAGIC);
        header[8..12].copy_from_slice(&VERSION.to_le_bytes());
        header[12] = variant.num_sizes();
        header[13] = variant.num_per_size();
        header[14] = u8::from(variant.allow_move());
        header[16..24].copy_from_slice(&(self.table.len() as u64).to_le_bytes());
        header[24..32].copy_from_slice(&self.stats.states.to_le_bytes());
        header[32..40].copy_from_slice(&self.stats.win_loss_states.to_le_bytes());
        header[40..44].copy_from_slice(&self.stats.longest.to_le_bytes());
        header[48..56].copy_from_slice(&checksum.to_le_bytes());
        header
    }

    /// Hands the table to `visit` a block at a time.
    fn for_each_block(
        &self,
        mut visit: impl FnMut(&[u8]) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        self.table.chunks(BLOCK).try_for_each(&mut visit)
    }

    /// Size in bytes of the saved form.
    pub fn saved_len(&self) -> u64 {
        (HEADER + self.table.len()) as u64
    }

    /// The saved form's header, with the checksum of the whole (one pass over the table).
    pub(super) fn saved_header(&self) -> [u8; HEADER] {
        let mut checksum = Checksum::new(&self.header(0));
        let _ = self.for_each_block(|block| {
            checksum.add(block);
            Ok(())
        });
        self.header(checksum.finish())
    }

    /// Appends bytes `range` of the saved form (`header`, from [`Self::saved_header`], then the
    /// table) to `out`.
    pub(super) fn copy_saved(
        &self,
        header: &[u8; HEADER],
        range: std::ops::Range<usize>,
        out: &mut Vec<u8>,
    ) {
        let in_header = range.start.min(HEADER)..range.end.min(HEADER);
        out.extend_from_slice(&header[in_header]);
        let in_table = range.start.max(HEADER) - HEADER..range.end.max(HEADER) - HEADER;
        out.extend_from_slice(&self.table[in_table]);
    }

    /// Saves the solution (header and table, see the module documentation) to `out`, a block
    /// at a time, so that no second copy of the table is made.
    pub fn write_to(&self, out: &mut impl Write) -> std::io::Result<()> {
        out.write_all(&self.saved_header())?;
        self.for_each_block(|block| out.write_all(block))
    }

    /// The saved form as one buffer (for small variants; large ones should use
    /// [`Self::write_to`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.saved_len() as usize);
        // Writing to a Vec cannot fail.
        let _ = self.write_to(&mut bytes);
        bytes
    }

    /// Loads a solution saved by [`Self::write_to`], checking everything (see the module
    /// documentation); a wrong or damaged file gives [`GobbletError::BadFile`] with the reason.
    pub fn read_from(input: &mut impl Read) -> Result<Solution, GobbletError> {
        let mut reader = SavedReader::new();
        let mut buffer = vec![0u8; BLOCK];
        loop {
            match input.read(&mut buffer) {
                Ok(0) => return reader.finish(),
                Ok(n) => reader.feed(&buffer[..n])?,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                // A directory, an unreadable device or a failing disk is a read error, not a
                // short file (issue 18: reading `/` was reported as a short file).
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Loads a solution from bytes produced by [`Self::to_bytes`] or [`Self::write_to`].
    pub fn from_bytes(mut bytes: &[u8]) -> Result<Solution, GobbletError> {
        Solution::read_from(&mut bytes)
    }
}

impl From<std::io::Error> for GobbletError {
    fn from(error: std::io::Error) -> GobbletError {
        GobbletError::BadFile(format!("read error: {error}"))
    }
}
