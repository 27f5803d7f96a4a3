//! The short text parsers the CLI and the pages share, one chosen by the first byte: shoe
//! strings, racks, Wang keys, amounts in words, bets, bracket codes, Gobblet variants,
//! positions and moves, the games' positions, hold'em cards and raise sizes, fractions and
//! octal codes. Each reads the text or refuses it with a reason; what it reads prints back as
//! text it reads again to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snipelab_core::bracket::Picks;
use snipelab_core::bsearch::Fraction;
use snipelab_core::games::octal::OctalCode;
use snipelab_core::games::position::{Game, parse};
use snipelab_core::gobblet::{Move, Position, Variant};
use snipelab_core::holdem::{Card, Hand, HandClass, RaiseSizes};
use snipelab_core::{poker, scrabble, truecount, wang, words};

/// A parse result: printing `Ok` and reading again gives it back; `Err` says why.
fn round_trip<T: PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    read: impl Fn(&str) -> Result<T, E>,
    print: impl Fn(&T) -> String,
    text: &str,
) {
    match read(text) {
        Ok(value) => {
            let again = read(&print(&value)).ok();
            assert_eq!(again.as_ref(), Some(&value), "{text:?}");
        }
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match which % 16 {
        0 => round_trip(
            truecount::Shoe::parse,
            |s| {
                let counts: Vec<String> = s.counts().iter().map(u32::to_string).collect();
                counts.join(",")
            },
            text,
        ),
        1 => round_trip(scrabble::explore_rack, |r| r.rack.clone(), text),
        2 => round_trip(wang::parse_key, |&k| wang::format_key(k), text),
        3 => {
            if let Ok(said) = words::say_amount(text, words::Style::PLAIN) {
                assert!(!said.is_empty());
            }
        }
        4 => {
            if let Ok(bet) = poker::parse_bet(text) {
                let zero = poker::parse_bet("0").expect("zero is a bet");
                assert!(bet >= zero, "{text:?}");
            }
        }
        5 => round_trip(|t| t.parse::<Picks>(), Picks::to_string, text),
        6 => round_trip(|t| t.parse::<Variant>(), Variant::to_string, text),
        7 => {
            let variant: Variant = "3,2,1".parse().expect("Gobblet Gobblers");
            round_trip(
                |t| Position::from_text(variant, t),
                Position::to_string,
                text,
            );
        }
        8 => round_trip(|t| t.parse::<Move>(), Move::to_string, text),
        9 => {
            for game in Game::ALL {
                round_trip(|t| parse(game, t), |p| p.to_string(), text);
            }
        }
        10 => round_trip(Card::parse, Card::to_string, text),
        11 => round_trip(Hand::parse, Hand::to_string, text),
        12 => round_trip(HandClass::parse, HandClass::to_string, text),
        13 => round_trip(
            RaiseSizes::parse,
            |r| {
                let sizes: Vec<String> = r.sizes().iter().map(f64::to_string).collect();
                sizes.join(",")
            },
            text,
        ),
        14 => round_trip(|t| t.parse::<Fraction>(), Fraction::to_string, text),
        _ => round_trip(OctalCode::parse, OctalCode::to_string, text),
    }
});
