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
//! Reassembling streams: each chunk is checked and its bytes go straight into the table, so
//! only the table and the chunk at hand are in memory, never a second copy of the whole form.

use std::io::Read;

use super::table::{Checksum, HEADER};
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
        let mut reader = ChunkReader {
            chunks: chunks.into_iter(),
            current: None,
            at: 0,
            next: 0,
            first: None,
            offset: 0,
            error: None,
        };
        let read = Solution::read_from(&mut reader);
        // A chunk's own error says more than what the file reader made of it. The file reader
        // reads until the end of the last chunk (it checks that nothing follows the table), so
        // every chunk has been checked once it succeeds.
        match reader.error.take() {
            Some(error) => Err(error),
            None => read,
        }
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

/// Reads the payloads of checked chunks in turn, as one saved form.
struct ChunkReader<I: Iterator> {
    chunks: I,
    current: Option<I::Item>,
    /// Bytes of the current chunk already read (header included).
    at: usize,
    /// Number of the next chunk to take.
    next: usize,
    first: Option<Save>,
    /// Where the next chunk's payload must start in the saved form.
    offset: u64,
    /// What was wrong with a chunk, kept to be returned as is (an `io::Error` would lose it).
    error: Option<GobbletError>,
}

impl<B: AsRef<[u8]>, I: Iterator<Item = B>> ChunkReader<I> {
    /// Checks the next chunk and makes it current; `Ok(false)` once there are no more.
    fn take(&mut self) -> Result<bool, GobbletError> {
        let Some(chunk) = self.chunks.next() else {
            return match self.first {
                Some(first) if self.next == first.count => Ok(false),
                _ => Err(GobbletError::MissingChunk { index: self.next }),
            };
        };
        let index = self.next;
        let bytes = chunk.as_ref();
        let bad = |why: &str| GobbletError::BadChunk {
            index,
            why: why.to_string(),
        };
        if bytes.len() <= CHUNK_HEADER || bytes[0..8] != MAGIC {
            return Err(bad("not a chunk of a Gobblet solution"));
        }
        let word = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let long = |at: usize| u64::from(word(at)) | u64::from(word(at + 4)) << 32;
        if word(8) != VERSION {
            return Err(bad("a chunk format this program does not read"));
        }
        let mut header = [0u8; CHUNK_HEADER];
        header.copy_from_slice(&bytes[..CHUNK_HEADER]);
        header[48..56].fill(0);
        let mut checksum = Checksum::new(&header);
        checksum.add(&bytes[CHUNK_HEADER..]);
        if checksum.finish() != long(48) {
            return Err(bad("checksum mismatch (the chunk is damaged)"));
        }
        let allow_move = match bytes[14] {
            0 => false,
            1 => true,
            _ => return Err(bad("corrupt header (move flag)")),
        };
        let variant = Variant::new(bytes[12], bytes[13], allow_move)
            .map_err(|e| bad(&format!("corrupt header ({e})")))?;
        let save = Save {
            variant,
            count: word(20) as usize,
            total: long(32),
            id: long(40),
        };
        if *self.first.get_or_insert(save) != save {
            return Err(bad("it belongs to another save"));
        }
        let number = word(16) as usize;
        if number >= save.count {
            return Err(bad("more chunks than the save has"));
        }
        if number > index {
            return Err(GobbletError::MissingChunk { index });
        }
        if number < index || long(24) != self.offset {
            return Err(bad("out of order or repeated"));
        }
        self.offset += (bytes.len() - CHUNK_HEADER) as u64;
        if self.offset > save.total || (number + 1 == save.count) != (self.offset == save.total) {
            return Err(bad("its length does not fit the save"));
        }
        self.next += 1;
        self.current = Some(chunk);
        self.at = CHUNK_HEADER;
        Ok(true)
    }
}

impl<B: AsRef<[u8]>, I: Iterator<Item = B>> Read for ChunkReader<I> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        loop {
            if let Some(chunk) = &self.current {
                let left = &chunk.as_ref()[self.at..];
                if !left.is_empty() {
                    let n = left.len().min(out.len());
                    out[..n].copy_from_slice(&left[..n]);
                    self.at += n;
                    return Ok(n);
                }
                self.current = None;
            }
            match self.take() {
                Ok(true) => {}
                Ok(false) => return Ok(0),
                Err(error) => {
                    let text = error.to_string();
                    self.error = Some(error);
                    return Err(std::io::Error::other(text));
                }
            }
        }
    }
}
