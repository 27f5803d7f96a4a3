//! Best moves, positions, saving and loading.

use super::moves::{all_variants, random_position};
use super::*;

#[test]
fn best_moves_keep_the_value() {
    let mut rng = SmallRng::seed_from_u64(7);
    for (s, p, m) in [(2, 2, true), (2, 3, true), (1, 4, true)] {
        let solution = solved(s, p, m);
        for _ in 0..2000 {
            let position = random_position(solution.variant(), &mut rng);
            let value = solution.value(&position).unwrap();
            let Some(best) = solution.best_move(&position).unwrap() else {
                assert!(position.winner().is_some() || value == Value::Draw);
                continue;
            };
            let after = solution.value(&position.play(best).unwrap()).unwrap();
            // A won position stays won one ply closer; a draw stays a draw; a lost one is
            // lost as slowly as possible.
            assert_eq!(after.for_mover(), value, "{position}");
            for other in solution.move_values(&position).unwrap() {
                assert!(other.value.preference() <= value.preference());
            }
        }
    }
}

#[test]
fn position_text_round_trips() {
    let mut rng = SmallRng::seed_from_u64(3);
    for v in all_variants() {
        for _ in 0..20 {
            let position = random_position(v, &mut rng);
            let text = position.to_string();
            assert_eq!(Position::from_text(v, &text).unwrap(), position);
            let json = serde_json::to_string(&position).unwrap();
            assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), position);
        }
    }
    let example = Position::start(Variant::GOBBLET)
        .play("1@4".parse().unwrap())
        .unwrap();
    let example = example.play("2@4".parse().unwrap()).unwrap();
    assert_eq!(example.to_string(), "x:-,-,-,-,x1o2,-,-,-,-");
}

#[test]
fn bad_text_is_refused_without_panicking() {
    let v = Variant::GOBBLET;
    for text in [
        "",
        "x",
        "x:",
        "z:-,-,-,-,-,-,-,-,-",
        "x:-,-,-,-,-,-,-,-",
        "x:-,-,-,-,-,-,-,-,-,-",
        "x:x4,-,-,-,-,-,-,-,-",
        "x:x2x1,-,-,-,-,-,-,-,-",
        "x:x1,x1,x1,-,-,-,-,-,-",
        "x:x,-,-,-,-,-,-,-,-",
        "x:é1,-,-,-,-,-,-,-,-",
        "x:x1é,-,-,-,-,-,-,-,-",
        "x:,-,-,-,-,-,-,-,-",
    ] {
        assert!(Position::from_text(v, text).is_err(), "{text:?}");
    }
    let mut rng = SmallRng::seed_from_u64(4);
    let alphabet: Vec<char> = "xo123-,:é ".chars().collect();
    for _ in 0..20_000 {
        let text: String = (0..rng.random_range(0..40))
            .map(|_| alphabet[rng.random_range(0..alphabet.len())])
            .collect();
        if let Ok(position) = Position::from_text(v, &text) {
            assert_eq!(Position::from_text(v, &position.to_string()), Ok(position));
        }
        let _ = text.parse::<Move>();
        let _ = text.parse::<Variant>();
    }
    assert!("3,2,1".parse::<Variant>().is_ok());
    for bad in ["4,2,1", "3,0,1", "3,10,1", "3,2,2", "3,2", "a,b,c"] {
        assert!(bad.parse::<Variant>().is_err(), "{bad}");
    }
    for bad in ["4@1", "1@9", "9>1", "1>", "12@3", "x"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn illegal_moves_and_wrong_variants_are_errors() {
    let solution = solved(1, 3, true);
    let start = Position::start(solution.variant());
    assert!(start.play("2@4".parse().unwrap()).is_err());
    assert!(start.play("0>4".parse().unwrap()).is_err());
    let other = Position::start(Variant::GOBBLET);
    assert!(matches!(
        solution.value(&other),
        Err(GobbletError::VariantMismatch { .. })
    ));
    // The player to move has no piece on the board only on their first move, when the
    // opponent has at most one.
    let unreachable = Position::from_text(solution.variant(), "x:o1,-,o1,-,-,-,-,-,-").unwrap();
    assert_eq!(solution.value(&unreachable), Err(GobbletError::Unreachable));
    assert!(matches!(
        solve(variant(3, 3, true), 1, &mut Silent),
        Err(GobbletError::TooLarge { .. })
    ));
}

#[test]
fn saved_tables_load_back_and_damage_is_detected() {
    let solution = solved(2, 2, true);
    let bytes = solution.to_bytes();
    assert_eq!(bytes.len() as u64, solution.saved_len());
    let loaded = Solution::from_bytes(&bytes).unwrap();
    assert_eq!(loaded.stats(), solution.stats());
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..200 {
        let position = random_position(solution.variant(), &mut rng);
        assert_eq!(loaded.value(&position), solution.value(&position));
    }
    let refuse = |bytes: &[u8]| match Solution::from_bytes(bytes) {
        Err(GobbletError::BadFile(why)) => why,
        other => panic!("accepted a bad file: {:?}", other.map(|s| *s.stats())),
    };
    // One changed byte anywhere, in the table or the header.
    for at in [
        0,
        9,
        13,
        20,
        30,
        50,
        56,
        1000,
        bytes.len() / 2,
        bytes.len() - 1,
    ] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x40;
        refuse(&damaged);
    }
    // A flipped table entry that is still a valid code is caught by the checksum.
    let mut damaged = bytes.clone();
    let at = (56..bytes.len()).find(|&i| bytes[i] == 2).unwrap();
    damaged[at] = 3;
    assert!(refuse(&damaged).contains("checksum"));
    assert!(refuse(&bytes[..bytes.len() - 1]).contains("truncated"));
    assert!(refuse(&bytes[..20]).contains("header"));
    let mut longer = bytes.clone();
    longer.push(0);
    refuse(&longer);
    // Another variant's table.
    let other = solved(2, 1, true).to_bytes();
    let mut mixed = other[..56].to_vec();
    mixed.extend_from_slice(&bytes[56..]);
    refuse(&mixed);
}

#[test]
fn solving_reports_progress_and_stops_when_asked() {
    let mut phases = HashSet::new();
    let mut reports = 0;
    let mut count = |phase: &str, done: u64, total: u64| {
        assert!(done <= total);
        phases.insert(phase.to_string());
        reports += 1;
        Flow::Continue
    };
    solve(variant(2, 3, true), 1, &mut count).unwrap();
    assert!(phases.contains("searching") && phases.contains("solving"));
    assert!(reports > 10);
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert_eq!(
        solve(variant(2, 3, true), 2, &mut stop).err(),
        Some(GobbletError::Cancelled)
    );
}

#[test]
fn memory_is_known_before_solving() {
    // The real game: 443,459,451 slots (219 orbits of the large pieces × 1,423²).
    let needed = memory_needed(Variant::GOBBLET);
    assert!(needed > 443_459_451 && needed < 450_000_000);
    let solution = solved(2, 2, true);
    assert!(memory_needed(solution.variant()) >= solution.stats().table_bytes);
    // Only three sizes of three or more pieces (45 GB and up) are out of reach.
    for v in all_variants() {
        assert_eq!(
            is_solvable(v),
            v.num_sizes() < 3 || v.num_per_size() < 3,
            "{v}"
        );
    }
}

/// Issue 18: a reader that fails (a directory, `/proc/self/mem`) is a read error, not a short
/// file; only the end of the data is "too short" or "truncated".
#[test]
fn read_errors_are_not_reported_as_short_files() {
    /// Gives the first `ready` bytes of a good file, then fails.
    struct Failing {
        bytes: Vec<u8>,
        ready: usize,
    }
    impl std::io::Read for Failing {
        fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
            if self.ready == 0 {
                return Err(std::io::Error::other("Is a directory"));
            }
            let n = self.ready.min(buffer.len());
            buffer[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes.drain(..n);
            self.ready -= n;
            Ok(n)
        }
    }
    let bytes = solved(2, 1, true).to_bytes();
    for ready in [0, 10, 56, bytes.len() - 1] {
        let mut input = Failing {
            bytes: bytes.clone(),
            ready,
        };
        match Solution::read_from(&mut input) {
            Err(GobbletError::BadFile(why)) => {
                assert!(
                    why.starts_with("read error: Is a directory"),
                    "{ready}: {why}"
                )
            }
            other => panic!("{ready}: {:?}", other.map(|s| *s.stats())),
        }
    }
}

/// A reader may hand over any number of bytes at a time (a pipe, a browser's chunk): the table
/// read in odd pieces, across the checksum's block ends, is the same, and damage is still found.
#[test]
fn a_file_read_in_odd_pieces_loads_the_same() {
    /// Gives 1, 2, …, 13, 1, 2, … bytes per read, or 100,003 at a time.
    struct Trickle<'a> {
        bytes: &'a [u8],
        next: usize,
        large: bool,
    }
    impl std::io::Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
            self.next = self.next % 13 + 1;
            let want = if self.large { 100_003 } else { self.next };
            let n = want.min(buffer.len()).min(self.bytes.len());
            buffer[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }
    let solution = solved(2, 2, true);
    let bytes = solution.to_bytes();
    // (2,2,1)'s table spans several of the checksum's 64 KiB blocks.
    assert!(bytes.len() > 4 * (1 << 16));
    for large in [false, true] {
        let mut input = Trickle {
            bytes: &bytes,
            next: 0,
            large,
        };
        let loaded = Solution::read_from(&mut input).unwrap();
        assert_eq!(loaded.stats(), solution.stats());
        assert_eq!(loaded.to_bytes(), bytes);
        let mut damaged = bytes.clone();
        let at = (56..bytes.len()).rev().find(|&i| bytes[i] == 2).unwrap();
        damaged[at] = 3;
        let mut input = Trickle {
            bytes: &damaged,
            next: 0,
            large,
        };
        match Solution::read_from(&mut input) {
            Err(GobbletError::BadFile(why)) => assert!(why.contains("checksum"), "{why}"),
            other => panic!("{:?}", other.map(|s| *s.stats())),
        }
    }
}
