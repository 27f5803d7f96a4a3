//! The short text parsers: numbers, codes, cards and positions.

use crate::common::{assert_says_why, blank, config, text_for};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use snipelab_core::bracket::Picks;
use snipelab_core::{poker, scrabble, truecount, wang, words};

/// Numbers joined by commas, each with blanks around it: the lists most parsers here read.
fn list_of(numbers: impl Strategy<Value = u64>, max: usize) -> impl Strategy<Value = String> {
    vec((blank(), numbers, blank()), 0..max).prop_map(|items| {
        items
            .iter()
            .map(|(a, n, b)| format!("{a}{n}{b}"))
            .collect::<Vec<_>>()
            .join(",")
    })
}

/// The amount grammar of `words::parse_amount`, written out independently: an optional minus,
/// then digits, or one to three digits followed by groups of exactly three, each after one
/// comma, underscore or space (so "1,,000" and ",1" are not amounts).
fn grouped_in_threes(text: &str) -> bool {
    let text = text.trim();
    let digits = text.strip_prefix('-').unwrap_or(text);
    let groups: Vec<&str> = digits.split([',', '_', ' ']).collect();
    groups
        .iter()
        .all(|g| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit()))
        && (groups.len() == 1 || (groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3)))
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn shoe_strings(text in prop_oneof![
        text_for(&["4,4,4,4,4,4,4,4,4,16", "2,2", " 3 , 4 "], &["4", "16", "0", "-1", ",", " "]),
        list_of(prop_oneof![0..20u64, any::<u64>()], 16),
    ]) {
        match truecount::Shoe::parse(&text) {
            Ok(shoe) => {
                prop_assert!(shoe.counts().len() <= truecount::MAX_RANKS);
                prop_assert!(shoe.cards() <= truecount::MAX_CARDS);
                let again: Vec<String> = shoe.counts().iter().map(u32::to_string).collect();
                prop_assert_eq!(truecount::Shoe::parse(&again.join(",")), Ok(shoe));
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    #[test]
    fn racks(text in prop_oneof![
        text_for(&["aeinrst", "QUIZ_ED", "x", "??", "zqx"], &["a", "E", "q", "?", "_", " "]),
        vec(select(&['a', 'e', 'i', 'z', 'Q', '?', '_', ' '][..]), 0..10).prop_map(String::from_iter),
    ]) {
        match scrabble::explore_rack(&text) {
            Ok(report) => {
                prop_assert!((1..=scrabble::RACK_SIZE).contains(&report.tiles));
                let again = scrabble::explore_rack(&report.rack).expect("its own notation");
                prop_assert_eq!(again.rack, report.rack);
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    #[test]
    fn wang_keys(text in text_for(
        &["0", "12345", "0x7ffffbffffdfffff", "18446744073709551615", " 0XFF "],
        &["0x", "0X", "f", "F", "9", "18446744073709551615", " "],
    )) {
        match wang::parse_key(&text) {
            Ok(key) => {
                prop_assert_eq!(wang::parse_key(&wang::format_key(key)), Ok(key));
                prop_assert_eq!(wang::inverse_hash(wang::hash(key)), key);
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// Every 64-bit key, written in decimal or in hex (either case, either prefix), is read as
    /// itself.
    #[test]
    fn wang_keys_written_any_way(key in any::<u64>(), how in 0..4u8, (a, b) in (blank(), blank())) {
        let text = match how {
            0 => format!("{a}{key}{b}"),
            1 => format!("{a}0x{key:x}{b}"),
            2 => format!("{a}0X{key:X}{b}"),
            _ => format!("{a}{}{b}", wang::format_key(key)),
        };
        prop_assert_eq!(wang::parse_key(&text), Ok(key));
    }

    #[test]
    fn amounts_in_words(text in text_for(
        &["0", "123", "-1,000,001", "999999999999999999999999"],
        &["1", "000", "-", ",", "_", " ", "9"],
    )) {
        match words::say_amount(&text, words::Style::PLAIN) {
            Ok(said) => {
                prop_assert!(!said.is_empty());
                prop_assert!(words::parse_amount(&text).is_ok());
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
        prop_assert_eq!(words::parse_amount(&text).is_ok(), grouped_in_threes(&text));
    }

    /// A number written in digits, grouped in threes by one separator or not grouped, with or
    /// without a minus, is read as itself (minus zero is zero).
    #[test]
    fn amounts_grouped_in_threes(
        n in prop_oneof![0..2000u128, any::<u128>()],
        negative in any::<bool>(),
        separator in select(&["", ",", "_", " "][..]),
    ) {
        let digits = n.to_string();
        let head = digits.len() % 3;
        let mut groups: Vec<&str> = if head > 0 { vec![&digits[..head]] } else { vec![] };
        groups.extend((head..digits.len()).step_by(3).map(|i| &digits[i..i + 3]));
        let text = format!("{}{}", if negative { "-" } else { "" }, groups.join(separator));
        prop_assert_eq!(
            words::parse_amount(&text),
            Ok((negative && n != 0, BigUint::from(n)))
        );
    }

    #[test]
    fn bets(text in text_for(&["1", "0.25", "1/3", "0", " 7 / 2 "], &["1", "0", ".", "/", " ", "25"])) {
        match poker::parse_bet(&text) {
            Ok(bet) => {
                prop_assert!(bet >= BigRational::from_integer(0.into()));
                prop_assert!(bet <= BigRational::from_integer(poker::MAX_BET.into()));
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// A fraction p/q of whole numbers is read as exactly p/q, when it is within the limit.
    #[test]
    fn bets_as_fractions(p in 0..5000u32, q in 1..5000u32, (a, b) in (blank(), blank())) {
        let exact = BigRational::new(p.into(), q.into());
        let read = poker::parse_bet(&format!("{a}{p}{b}/{a}{q}{b}"));
        if exact <= BigRational::from_integer(poker::MAX_BET.into()) {
            prop_assert_eq!(read, Ok(exact));
        } else {
            prop_assert!(read.is_err());
        }
    }

    #[test]
    fn bracket_codes(text in text_for(
        &["0000000000000000", "7fffffffffffffff", "0123456789abcdef"],
        &["0", "7", "f", "F", "8", "g", "00000000"],
    )) {
        match text.parse::<Picks>() {
            Ok(picks) => prop_assert_eq!(picks.to_string().parse::<Picks>().ok(), Some(picks)),
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// Every 63-bit number in 16 hex digits (either case) is a bracket, and prints as itself.
    #[test]
    fn bracket_codes_of_every_bracket(bits in 0..1u64 << 63, upper in any::<bool>()) {
        let code = if upper { format!("{bits:016X}") } else { format!("{bits:016x}") };
        let picks: Picks = code.parse().expect("a 63-bit code");
        prop_assert_eq!(picks.to_string(), format!("{bits:016x}"));
        prop_assert_eq!(u64::from(picks), bits);
    }
}

/// Text for a game's position: the formats of every game (numbers, card digits, cells).
fn position_text() -> impl Strategy<Value = String> {
    prop_oneof![
        text_for(
            &["3,4,5", "20", "34,12", "356656", "x.o......", "7,1"],
            &[
                "1",
                "3",
                "0",
                "34",
                "999999999",
                ",",
                " ",
                "x",
                "o",
                ".",
                "-"
            ],
        ),
        list_of(prop_oneof![0..40u64, any::<u64>()], 70),
        vec(select(&['x', 'o', '.', 'X', ' '][..]), 0..12).prop_map(String::from_iter),
        vec(select(&['1', '2', '3', '4', '5', '6', '0', '7'][..]), 0..20)
            .prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(config(1000))]

    /// Every game reads every text as one of its positions, or says where it went wrong; a
    /// position prints as text that reads back as itself.
    #[test]
    fn games_positions(text in position_text()) {
        use snipelab_core::games::position::{Game, parse};
        for game in Game::ALL {
            match parse(game, &text) {
                Ok(position) => {
                    prop_assert_eq!(position.game(), game);
                    prop_assert_eq!(parse(game, &position.to_string()), Ok(position));
                }
                Err(e) => {
                    assert_says_why(&e.message);
                    prop_assert!(e.at <= text.chars().count(), "{e} in {text:?}");
                }
            }
        }
    }

    /// Piles within the limits, at most 64 of them, are read as themselves.
    #[test]
    fn games_heaps(heaps in vec(0..=1_000_000_000u32, 1..=64)) {
        use snipelab_core::games::position::{Game, Position, join, parse};
        prop_assert_eq!(parse(Game::Nim, &join(&heaps)), Ok(Position::Heaps(Game::Nim, heaps)));
    }

    #[test]
    fn holdem_cards_hands_and_classes(text in prop_oneof![
        text_for(&["As", "AsKs", "AKs", "QQ", "72o", "td"], &["A", "K", "T", "t", "2", "s", "o", "d", "1", "10"]),
        vec(select(&["A", "K", "7", "2", "T", "s", "o", "h", "c", "x", "1"][..]), 0..5)
            .prop_map(|parts| parts.concat()),
    ]) {
        use snipelab_core::holdem::{Card, Hand, HandClass};
        match Card::parse(&text) {
            Ok(card) => prop_assert_eq!(Card::parse(&card.to_string()), Ok(card)),
            Err(e) => assert_says_why(&e.to_string()),
        }
        match Hand::parse(&text) {
            Ok(hand) => prop_assert_eq!(Hand::parse(&hand.to_string()), Ok(hand)),
            Err(e) => assert_says_why(&e.to_string()),
        }
        match HandClass::parse(&text) {
            Ok(class) => prop_assert_eq!(HandClass::parse(&class.to_string()), Ok(class)),
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// Every card, by its index, prints as two characters that read back as itself.
    #[test]
    fn holdem_every_card(index in 0..52usize) {
        use snipelab_core::holdem::Card;
        let card = Card::from_index(index).expect("52 cards");
        prop_assert_eq!(card.to_string().chars().count(), 2);
        prop_assert_eq!(Card::parse(&card.to_string()), Ok(card));
        prop_assert_eq!(Card::parse(&card.to_string().to_lowercase()), Ok(card));
    }

    #[test]
    fn holdem_raise_sizes(text in prop_oneof![
        text_for(&["2,3,5.5,8", "2", "40"], &["2", "3", "5.5", "1e300", "-inf", "NaN", ",", " "]),
        list_of(0..60u64, 12),
    ]) {
        use snipelab_core::holdem::RaiseSizes;
        match RaiseSizes::parse(&text) {
            Ok(sizes) => {
                prop_assert!(!sizes.is_empty());
                prop_assert!(sizes.sizes().windows(2).all(|w| w[0] < w[1]));
                let again: Vec<String> = sizes.sizes().iter().map(f64::to_string).collect();
                prop_assert_eq!(RaiseSizes::parse(&again.join(",")), Ok(sizes));
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    #[test]
    fn bsearch_fractions(text in prop_oneof![
        text_for(&["1/2", "3", "-7/4", " 2 / 6 "], &["1", "/", "-", "0", " ", "+"]),
        (any::<i64>(), any::<i64>()).prop_map(|(p, q)| format!("{p}/{q}")),
    ]) {
        use snipelab_core::bsearch::Fraction;
        match text.parse::<Fraction>() {
            Ok(fraction) => {
                prop_assert_eq!(fraction.to_string().parse::<Fraction>(), Ok(fraction.clone()));
                if let Some((p, q)) = text.split_once('/') {
                    let (p, q): (BigInt, BigInt) = (p.trim().parse().unwrap(), q.trim().parse().unwrap());
                    prop_assert_eq!(fraction.0, BigRational::new(p, q));
                }
            }
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    #[test]
    fn octal_codes(text in prop_oneof![
        text_for(&["0.77", ".137", "4.7", "0.07"], &["0", ".", "4", "7", "1", "3", "8", " "]),
        (select(&["", "0", "4", "1"][..]), vec(0..8u8, 0..11)).prop_map(|(head, tail)| {
            format!("{head}.{}", tail.iter().map(u8::to_string).collect::<String>())
        }),
    ]) {
        use snipelab_core::games::octal::OctalCode;
        match OctalCode::parse(&text) {
            Ok(code) => prop_assert_eq!(OctalCode::parse(&code.to_string()), Ok(code)),
            Err(e) => assert_says_why(&e.to_string()),
        }
    }
}
