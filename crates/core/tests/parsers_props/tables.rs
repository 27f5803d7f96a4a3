//! Gobblet's variants, positions and moves, and the two binary table files: a Gobblet solution
//! and the hold'em equity table.

use crate::common::{assert_says_why, blank, config, text_for};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use snipelab_core::gobblet::{self, Move, Position, Solution, Variant};
use snipelab_core::holdem::EquityTable;
use snipelab_core::progress::Silent;
use std::sync::LazyLock;

/// A square's stack as the position text writes it: `-`, or pieces from the bottom up.
fn stack() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("-".to_string()),
        vec((select(&["x", "o", "X", "O", "z"][..]), 0..5u8), 1..4).prop_map(|pieces| {
            pieces
                .iter()
                .map(|(owner, size)| format!("{owner}{size}"))
                .collect()
        }),
    ]
}

/// A position's text: the player to move and nine stacks, now and then eight or ten.
fn position_text() -> impl Strategy<Value = String> {
    (
        select(&["x", "o", "O", "y", ""][..]),
        vec(stack(), 8..=10),
        blank(),
    )
        .prop_map(|(turn, squares, blank)| format!("{turn}:{}", squares.join(&format!(",{blank}"))))
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn gobblet_variants(text in prop_oneof![
        text_for(&["3,2,1", "1,5,0", " 2 , 3 , 1 "], &["3", "2", "1", "0", "9", ",", " "]),
        (0..5u8, 0..8u8, 0..3u8, blank()).prop_map(|(s, p, m, b)| format!("{s},{b}{p}{b},{m}")),
    ]) {
        match text.parse::<Variant>() {
            Ok(variant) => prop_assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant)),
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// Sizes 1 to 3 and 1 to the most pieces per size make a variant, which prints as its
    /// three numbers.
    #[test]
    fn gobblet_every_variant(s in 1..=3u8, p in 1..=gobblet::MAX_PER_SIZE, m in any::<bool>()) {
        let text = format!("{s},{p},{}", u8::from(m));
        let variant: Variant = text.parse().expect("a variant in range");
        prop_assert_eq!(variant, Variant::new(s, p, m).expect("in range"));
        prop_assert_eq!(variant.to_string(), text);
    }

    #[test]
    fn gobblet_positions(text in prop_oneof![
        text_for(
            &["x:-,-,-,-,x1o2,-,-,-,-", "o:x3,-,-,-,o3,-,-,-,-", "x:-,-,-,-,-,-,-,-,-"],
            &["x", "o", ":", "-", ",", "1", "2", "3", "x1o2"],
        ),
        position_text(),
    ]) {
        let variant: Variant = "3,2,1".parse().expect("Gobblet Gobblers");
        match Position::from_text(variant, &text) {
            Ok(position) => {
                let again = Position::from_text(variant, &position.to_string());
                prop_assert_eq!(again, Ok(position));
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    #[test]
    fn gobblet_moves(text in prop_oneof![
        text_for(&["3@4", "0>8", "1@0"], &["3", "@", ">", "8", "0", " ", "10"]),
        (0..12u8, select(&["@", ">", "<", ""][..]), 0..12u8, blank())
            .prop_map(|(a, sep, b, blank)| format!("{blank}{a}{sep}{b}{blank}")),
    ]) {
        match text.parse::<Move>() {
            Ok(mv) => {
                prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
                // The text named that move: the same digits around the same mark.
                prop_assert_eq!(mv.to_string(), text.trim());
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }
}

/// A small solved variant's table file, solved once.
static GOOD_TABLE: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let variant = Variant::new(2, 1, true).expect("variant");
    let bytes = gobblet::solve(variant, 1, &mut Silent)
        .expect("solves")
        .to_bytes();
    assert!(Solution::from_bytes(&bytes).is_ok(), "the table reads back");
    bytes
});

/// A damaged copy of `good`: cut short, bytes changed, bytes after it, or random bytes after its
/// first `keep` bytes (the magic number and version, so the reader looks past them).
#[derive(Clone, Debug)]
enum Damage {
    Cut(Index),
    Flips(Vec<(Index, u8)>),
    Trailing(Vec<u8>),
    After(usize, Vec<u8>),
    Random(Vec<u8>),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        any::<Index>().prop_map(Damage::Cut),
        vec((any::<Index>(), 1..=255u8), 1..5).prop_map(Damage::Flips),
        vec(any::<u8>(), 1..8).prop_map(Damage::Trailing),
        (select(&[8usize, 12, 16][..]), vec(any::<u8>(), 0..200))
            .prop_map(|(keep, tail)| Damage::After(keep, tail)),
        vec(any::<u8>(), 0..200).prop_map(Damage::Random),
    ]
}

fn damaged(good: &[u8], damage: &Damage) -> Vec<u8> {
    match damage {
        Damage::Cut(at) => good[..at.index(good.len())].to_vec(),
        Damage::Flips(flips) => {
            let mut bytes = good.to_vec();
            for (at, flip) in flips {
                bytes[at.index(good.len())] ^= flip;
            }
            bytes
        }
        Damage::Trailing(tail) => [good, tail].concat(),
        Damage::After(keep, tail) => [&good[..*keep], tail].concat(),
        Damage::Random(bytes) => bytes.clone(),
    }
}

/// The embedded equity table's bytes (121 KB), written once.
static EQUITY: LazyLock<Vec<u8>> = LazyLock::new(|| {
    EquityTable::embedded()
        .expect("the embedded table")
        .to_bytes()
});

/// The equity table's checksum (FNV-1a 64 of everything before it), recomputed over a damaged
/// body so the reader looks past the checksum into the counts.
fn with_fnv1a(mut bytes: Vec<u8>) -> Vec<u8> {
    if bytes.len() >= 20 {
        let body = bytes.len() - 8;
        let sum = bytes[..body]
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            });
        bytes[body..].copy_from_slice(&sum.to_le_bytes());
    }
    bytes
}

proptest! {
    #![proptest_config(config(500))]

    /// Every damaged Gobblet table file is refused with a reason (two flips of one byte can
    /// cancel out: that file is the good one).
    #[test]
    fn gobblet_table_files(damage in damage()) {
        let bytes = damaged(&GOOD_TABLE, &damage);
        if bytes != *GOOD_TABLE {
            match Solution::from_bytes(&bytes) {
                Ok(_) => prop_assert!(false, "a damaged table was accepted"),
                Err(e) => assert_says_why(&e.to_string()),
            }
        }
    }
}

proptest! {
    #![proptest_config(config(150))]

    /// A damaged equity table is refused with a reason, also when its checksum is made to
    /// match; whatever is read is a table of at most 1,024 classes.
    #[test]
    fn equity_table_files(damage in damage(), fix_checksum in any::<bool>()) {
        let mut bytes = damaged(&EQUITY, &damage);
        if fix_checksum {
            bytes = with_fnv1a(bytes);
        }
        match EquityTable::from_bytes(&bytes) {
            Ok(table) => {
                prop_assert!(fix_checksum || bytes == *EQUITY, "a damaged table was accepted");
                prop_assert!(table.classes() <= 1024);
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }
}
