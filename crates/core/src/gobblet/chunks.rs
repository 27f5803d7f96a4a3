//! A saved solution cut into chunks, for stores that refuse large values.
//!
//! The real game's saved form is 443 MB, and a browser's IndexedDB refuses single values over
//! about 133 MB (issue 19: "The serialized keys and/or value are too large"). So the saved form
//! (the `table` module's file format, unchanged) can be cut into numbered chunks of at most a
//! given size, each with its own header and checksum, and put back together one chunk at a
//! time: a missing, damaged, repeated or foreign chunk is refused with a typed error naming it
//! ([`GobbletError::MissingChunk`], [`GobbletError::BadChunk`]), and the reassembled form is
//! then checked as a whole file is (its own checksum and counts).
//!
//! # Chunk format (version 1)
//!
//! All integers little-endian. A 56-byte header, then the payload, a slice of the saved form:
//!
//! | bytes | field |
//! |---|---|
//! | 0–7 | magic `GOBCHUNK` |
//! | 8–11 | chunk format version (1) |
//! | 12–14 | variant: num_sizes, num_per_size, allow_move (0/1) |
//! | 15 | reserved (0) |
//! | 16–19 | this chunk's number, from 0 |
//! | 20–23 | the number of chunks |
//! | 24–31 | where the payload starts in the saved form |
//! | 32–39 | length of the whole saved form |
//! | 40–47 | the saved form's own checksum, which ties the chunks of one save together |
//! | 48–55 | checksum of this header (with this field zero) and the payload |
//!
//! Reassembling streams ([`Reassembly`]): each chunk's bytes go a block at a time straight into
//! the table, checked as they pass, and its checksum is checked at its end; so only the table
//! and the chunk at hand are in memory, never a second copy of the whole form.

use super::checksum::{Adding, Checksum};
use super::load::SavedReader;
use super::table::{BLOCK, HEADER};
use super::{GobbletError, Solution, Variant};

const MAGIC: [u8; 8] = *b"GOBCHUNK";
const VERSION: u32 = 1;

/// Bytes of a chunk's header.
pub const CHUNK_HEADER: usize = 56;

/// The smallest chunk [`Solution::chunks`] makes, header included: smaller requests are raised
/// to this (so that every chunk carries some payload).
pub const MIN_CHUNK: usize = 4096;

/// The chunks of a saved solution, one at a time (see [`Solution::chunks`]).
#[derive(Debug)]
pub struct Chunks<'a> {
    solution: &'a Solution,
    /// The saved form's header (with its checksum).
    saved_header: [u8; HEADER],
    /// Payload bytes per chunk (the last may hold fewer).
    payload: usize,
    /// Length of the saved form.
    total: usize,
    /// Next chunk to make.
    next: usize,
    count: usize,
}

impl Solution {
    /// The saved form ([`Self::write_to`]) cut into chunks of at most `max_bytes` bytes each
    /// (header included; at least [`MIN_CHUNK`]), made one at a time as the iterator is
    /// advanced, so a caller that stores each before asking for the next holds one chunk only.
    /// [`Self::from_chunks`] puts them back together.
    pub fn chunks(&self, max_bytes: usize) -> Chunks<'_> {
        let payload = max_bytes.max(MIN_CHUNK) - CHUNK_HEADER;
        let total = self.saved_len() as usize;
        Chunks {
            solution: self,
            saved_header: self.saved_header(),
            payload,
            total,
            next: 0,
            count: total.div_ceil(payload),
        }
    }

    /// Loads a solution from the chunks made by [`Self::chunks`], given in order (an iterator,
    /// so that each chunk can be fetched or copied only when it is needed). A missing chunk is
    /// [`GobbletError::MissingChunk`]; a damaged, repeated, extra or foreign one (another
    /// variant or another save) is [`GobbletError::BadChunk`]; then the whole is checked as
    /// [`Self::read_from`] checks a file.
    pub fn from_chunks<B: AsRef<[u8]>>(
        chunks: impl IntoIterator<Item = B>,
    ) -> Result<Solution, GobbletError> {
        let mut reassembly = Reassembly::new();
        for chunk in chunks {
            let bytes = chunk.as_ref();
            reassembly.add(bytes.len(), |at, buffer| {
                buffer.copy_from_slice(&bytes[at..at + buffer.len()]);
            })?;
        }
        reassembly.finish()
    }
}

impl Chunks<'_> {
    /// Chunk `index` (header and payload).
    fn make(&self, index: usize) -> Vec<u8> {
        let start = index * self.payload;
        let end = (start + self.payload).min(self.total);
        let mut chunk = Vec::with_capacity(CHUNK_HEADER + end - start);
        let variant = self.solution.variant();
        chunk.extend_from_slice(&MAGIC);
        chunk.extend_from_slice(&VERSION.to_le_bytes());
        chunk.extend_from_slice(&[
            variant.num_sizes(),
            variant.num_per_size(),
            u8::from(variant.allow_move()),
            0,
        ]);
        chunk.extend_from_slice(&(index as u32).to_le_bytes());
        chunk.extend_from_slice(&(self.count as u32).to_le_bytes());
        chunk.extend_from_slice(&(start as u64).to_le_bytes());
        chunk.extend_from_slice(&(self.total as u64).to_le_bytes());
        chunk.extend_from_slice(&self.saved_header[48..56]);
        chunk.extend_from_slice(&[0; 8]);
        self.solution
            .copy_saved(&self.saved_header, start..end, &mut chunk);
        let mut checksum = Checksum::new(&chunk[..CHUNK_HEADER]);
        checksum.add(&chunk[CHUNK_HEADER..]);
        chunk[48..56].copy_from_slice(&checksum.finish().to_le_bytes());
        chunk
    }
}

impl Iterator for Chunks<'_> {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        (self.next < self.count).then(|| {
            self.next += 1;
            self.make(self.next - 1)
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.count - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Chunks<'_> {}

/// What the first chunk says about the save, which every other chunk must repeat.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Save {
    variant: Variant,
    count: usize,
    total: u64,
    id: u64,
}

/// A solution being put back together from its chunks ([`Solution::chunks`]), handed over one
/// at a time, in order: [`Self::add`] each, then [`Self::finish`]. Each chunk is read a block
/// at a time straight into the table, so a caller that fetches chunks from storage one by one
/// (the browser's page, issue 30) holds the table and one chunk, never a second copy of the
/// saved form; the chunk's own checksum is checked at its end.
pub struct Reassembly {
    first: Option<Save>,
    /// Number of the next chunk.
    next: usize,
    /// Where the next chunk's payload must start in the saved form.
    offset: u64,
    reader: SavedReader,
    buffer: Vec<u8>,
    /// The first error: once one chunk is refused, so is the whole.
    failed: Option<GobbletError>,
}

impl Default for Reassembly {
    fn default() -> Self {
        Reassembly::new()
    }
}

impl Reassembly {
    /// Nothing read yet.
    pub fn new() -> Reassembly {
        Reassembly {
            first: None,
            next: 0,
            offset: 0,
            reader: SavedReader::new(),
            buffer: vec![0; BLOCK],
            failed: None,
        }
    }

    /// Reads the next chunk, `len` bytes long: `copy(at, buffer)` must fill `buffer` with the
    /// chunk's bytes from `at` on. A missing chunk is [`GobbletError::MissingChunk`]; a
    /// damaged, repeated, extra or foreign one (another variant or another save) is
    /// [`GobbletError::BadChunk`]. After an error the reassembly is spent: every later call
    /// returns that error.
    pub fn add(
        &mut self,
        len: usize,
        mut copy: impl FnMut(usize, &mut [u8]),
    ) -> Result<(), GobbletError> {
        if let Some(error) = &self.failed {
            return Err(error.clone());
        }
        let read = self.read(len, &mut copy);
        if let Err(error) = &read {
            self.failed = Some(error.clone());
        }
        read
    }

    /// The solution, checked as [`Solution::read_from`] checks a file, once every chunk is in.
    pub fn finish(self) -> Result<Solution, GobbletError> {
        if let Some(error) = self.failed {
            return Err(error);
        }
        match self.first {
            Some(first) if self.next == first.count => self.reader.finish(),
            _ => Err(GobbletError::MissingChunk { index: self.next }),
        }
    }

    fn read(
        &mut self,
        len: usize,
        copy: &mut impl FnMut(usize, &mut [u8]),
    ) -> Result<(), GobbletError> {
        let index = self.next;
        let bad = |why: &str| GobbletError::BadChunk {
            index,
            why: why.to_string(),
        };
        let mut header = [0u8; CHUNK_HEADER];
        if len > CHUNK_HEADER {
            copy(0, &mut header);
        }
        if len <= CHUNK_HEADER || header[0..8] != MAGIC {
            return Err(bad("not a chunk of a Gobblet solution"));
        }
        let expected = u64::from_le_bytes(header[48..56].try_into().unwrap_or_default());
        header[48..56].fill(0);
        let checksum = Adding::new(Checksum::new(&header));
        let damaged = || bad("checksum mismatch (the chunk is damaged)");
        let save = match self.place(&header, len) {
            Ok(save) => save,
            // Damage says so first, whichever field it hit.
            Err(why) => {
                let (checksum, _) = self.stream(len, copy, checksum, false);
                return Err(if checksum.end().finish() == expected {
                    why
                } else {
                    damaged()
                });
            }
        };
        let (checksum, read) = self.stream(len, copy, checksum, true);
        if checksum.end().finish() != expected {
            return Err(damaged());
        }
        read?;
        self.first = Some(save);
        self.next += 1;
        self.offset += (len - CHUNK_HEADER) as u64;
        Ok(())
    }

    /// Checks where a chunk with this `header` and length fits, giving its save.
    fn place(&self, header: &[u8; CHUNK_HEADER], len: usize) -> Result<Save, GobbletError> {
        let bad = |why: &str| GobbletError::BadChunk {
            index: self.next,
            why: why.to_string(),
        };
        let word = |at: usize| {
            u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
        };
        let long = |at: usize| u64::from(word(at)) | u64::from(word(at + 4)) << 32;
        if word(8) != VERSION {
            return Err(bad("a chunk format this program does not read"));
        }
        let allow_move = match header[14] {
            0 => false,
            1 => true,
            _ => return Err(bad("corrupt header (move flag)")),
        };
        let variant = Variant::new(header[12], header[13], allow_move)
            .map_err(|e| bad(&format!("corrupt header ({e})")))?;
        let save = Save {
            variant,
            count: word(20) as usize,
            total: long(32),
            id: long(40),
        };
        if self.first.is_some_and(|first| first != save) {
            return Err(bad("it belongs to another save"));
        }
        let number = word(16) as usize;
        if number >= save.count {
            return Err(bad("more chunks than the save has"));
        }
        if number > self.next {
            return Err(GobbletError::MissingChunk { index: self.next });
        }
        if number < self.next || long(24) != self.offset {
            return Err(bad("out of order or repeated"));
        }
        let end = self.offset + (len - CHUNK_HEADER) as u64;
        if end > save.total || (number + 1 == save.count) != (end == save.total) {
            return Err(bad("its length does not fit the save"));
        }
        Ok(save)
    }

    /// Copies a chunk's payload a block at a time, adding it to `checksum` and, if `keep`, to
    /// the table; gives the checksum and the table's first complaint.
    fn stream(
        &mut self,
        len: usize,
        copy: &mut impl FnMut(usize, &mut [u8]),
        mut checksum: Adding,
        keep: bool,
    ) -> (Adding, Result<(), GobbletError>) {
        let mut read = Ok(());
        let mut at = CHUNK_HEADER;
        while at < len {
            let piece = &mut self.buffer[..(len - at).min(BLOCK)];
            copy(at, piece);
            checksum.feed(piece);
            if keep && read.is_ok() {
                read = self.reader.feed(piece);
            }
            at += piece.len();
        }
        (checksum, read)
    }
}
