//! The saved form in chunks: put back together it is the same file, and a missing, damaged,
//! repeated, extra or foreign chunk is a typed error naming it.

use super::*;

/// Chunks of (2,2,1), 252,238 states in a table of some 311 kB.
fn chunks_of(solution: &Solution, max_bytes: usize) -> Vec<Vec<u8>> {
    solution.chunks(max_bytes).collect()
}

#[test]
fn chunks_round_trip_at_every_size() {
    let solution = solved(2, 2, true);
    let saved = solution.to_bytes();
    for max_bytes in [
        0,
        MIN_CHUNK,
        10_000,
        100_003,
        saved.len() + CHUNK_HEADER,
        usize::MAX / 2,
    ] {
        let chunks = chunks_of(&solution, max_bytes);
        let limit = max_bytes.max(MIN_CHUNK);
        let payload = limit - CHUNK_HEADER;
        assert_eq!(chunks.len(), saved.len().div_ceil(payload), "{max_bytes}");
        assert_eq!(solution.chunks(max_bytes).len(), chunks.len());
        assert!(
            chunks
                .iter()
                .all(|c| c.len() <= limit && c.len() > CHUNK_HEADER)
        );
        // The payloads, in order, are the saved file itself.
        let joined: Vec<u8> = chunks
            .iter()
            .flat_map(|c| c[CHUNK_HEADER..].to_vec())
            .collect();
        assert_eq!(joined, saved);
        let back = Solution::from_chunks(&chunks).unwrap();
        assert_eq!(back.stats(), solution.stats());
        assert_eq!(back.to_bytes(), saved);
        // Owned chunks, handed over one at a time, work the same.
        let back = Solution::from_chunks(solution.chunks(max_bytes)).unwrap();
        assert_eq!(back.to_bytes(), saved);
    }
}

#[test]
fn a_missing_chunk_is_named() {
    let solution = solved(2, 2, true);
    let chunks = chunks_of(&solution, 20_000);
    let count = chunks.len();
    assert!(count >= 3);
    for gone in [0, 1, count - 1] {
        let mut some = chunks.clone();
        some.remove(gone);
        assert_eq!(
            Solution::from_chunks(&some).unwrap_err(),
            GobbletError::MissingChunk { index: gone }
        );
    }
    assert_eq!(
        Solution::from_chunks(Vec::<Vec<u8>>::new()).unwrap_err(),
        GobbletError::MissingChunk { index: 0 }
    );
    let error = GobbletError::MissingChunk { index: 2 }.to_string();
    assert!(
        error.contains("part 3 of the saved table is missing"),
        "{error}"
    );
}

fn bad_chunk_at(result: Result<Solution, GobbletError>) -> usize {
    match result {
        Err(GobbletError::BadChunk { index, .. }) => index,
        other => panic!("expected a bad chunk, got {other:?}"),
    }
}

#[test]
fn a_damaged_repeated_extra_or_foreign_chunk_is_named() {
    let solution = solved(2, 2, true);
    let chunks = chunks_of(&solution, 20_000);
    let count = chunks.len();
    // Any byte changed, in a header or a payload, at the start, middle or end of the sequence.
    for (k, at) in [
        (0, 3),
        (0, 20),
        (0, CHUNK_HEADER + 5),
        (1, 17),
        (count - 1, 40),
    ] {
        let mut damaged = chunks.clone();
        damaged[k][at] ^= 0x10;
        assert_eq!(
            bad_chunk_at(Solution::from_chunks(&damaged)),
            k,
            "byte {at}"
        );
    }
    // Cut short.
    let mut cut = chunks.clone();
    cut[1].pop();
    assert_eq!(bad_chunk_at(Solution::from_chunks(&cut)), 1);
    // Too short for a header, or not a chunk at all.
    let mut stub = chunks.clone();
    stub[2] = b"GOBCHUNK".to_vec();
    assert_eq!(bad_chunk_at(Solution::from_chunks(&stub)), 2);
    // Repeated, or given out of order.
    let mut repeated = chunks.clone();
    repeated[1] = chunks[0].clone();
    assert_eq!(bad_chunk_at(Solution::from_chunks(&repeated)), 1);
    let mut swapped = chunks.clone();
    swapped.swap(1, 2);
    assert_eq!(
        Solution::from_chunks(&swapped).unwrap_err(),
        GobbletError::MissingChunk { index: 1 }
    );
    // One too many.
    let mut extra = chunks.clone();
    extra.push(chunks[0].clone());
    assert_eq!(bad_chunk_at(Solution::from_chunks(&extra)), count);
    // From another variant's save (same chunk size).
    let other = chunks_of(&solved(2, 2, false), 20_000);
    let mut foreign = chunks.clone();
    foreign[1] = other[1].clone();
    assert_eq!(bad_chunk_at(Solution::from_chunks(&foreign)), 1);
    // The whole sequence of another variant loads as that variant.
    assert_eq!(
        Solution::from_chunks(&other).unwrap().variant(),
        variant(2, 2, false)
    );
    let error = GobbletError::BadChunk {
        index: 0,
        why: "checksum mismatch (the chunk is damaged)".into(),
    }
    .to_string();
    assert!(
        error.starts_with("part 1 of the saved table is unusable"),
        "{error}"
    );
}

/// The browser's page hands chunks over one at a time as its storage gives them
/// ([`Reassembly`]): the same table, and after a refused chunk every later step says why.
#[test]
fn a_reassembly_takes_chunks_one_at_a_time_and_stays_refused() {
    let solution = solved(2, 2, true);
    let chunks = chunks_of(&solution, 100_003);
    let add = |reassembly: &mut Reassembly, chunk: &[u8]| {
        reassembly.add(chunk.len(), |at, buffer| {
            buffer.copy_from_slice(&chunk[at..at + buffer.len()]);
        })
    };
    let mut reassembly = Reassembly::new();
    for chunk in &chunks {
        add(&mut reassembly, chunk).unwrap();
    }
    assert_eq!(reassembly.finish().unwrap().to_bytes(), solution.to_bytes());
    // Stopped early: the next part is missing.
    let mut reassembly = Reassembly::new();
    add(&mut reassembly, &chunks[0]).unwrap();
    assert_eq!(
        reassembly.finish().unwrap_err(),
        GobbletError::MissingChunk { index: 1 }
    );
    // A damaged second chunk: refused, and so is everything after it.
    let mut damaged = chunks[1].clone();
    damaged[CHUNK_HEADER + 7] ^= 1;
    let mut reassembly = Reassembly::new();
    add(&mut reassembly, &chunks[0]).unwrap();
    let refused = add(&mut reassembly, &damaged).unwrap_err();
    assert!(matches!(refused, GobbletError::BadChunk { index: 1, .. }));
    assert_eq!(add(&mut reassembly, &chunks[1]).unwrap_err(), refused);
    assert_eq!(reassembly.finish().unwrap_err(), refused);
}
