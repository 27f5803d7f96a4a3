//! Tests of octal games: the values against brute forces of the real games, the periods
//! against the published ones, and "not proved" where the theorem's condition is not met.

use super::*;
use crate::games::impartial::{GrundyMemo, ImpartialGame};
use crate::games::period::octal_period;
use crate::games::splitting::crosses_values;
use crate::progress::Silent;

/// Any octal game as the real game on several heaps, straight from the code's digits.
struct Heaps(Vec<u8>);

impl ImpartialGame for Heaps {
    type Position = Vec<u32>;
    fn options(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for (k, &d) in self.0.iter().enumerate() {
                let k = k as u32;
                if k > h {
                    continue;
                }
                let mut others = heaps.clone();
                others.remove(i);
                let rest = h - k;
                let mut push = |extra: &[u32]| {
                    let mut next = others.clone();
                    next.extend_from_slice(extra);
                    next.sort_unstable();
                    out.push(next);
                };
                if d & 1 != 0 && rest == 0 {
                    push(&[]);
                }
                if d & 2 != 0 && rest >= 1 && k >= 1 {
                    push(&[rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        if a <= rest - a {
                            push(&[a, rest - a]);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Kayles as pins in a row: knock down one pin or two adjacent ones.
struct Pins {
    n: u32,
}

impl ImpartialGame for Pins {
    type Position = u32;
    fn options(&self, &standing: &u32) -> Vec<u32> {
        let mut out = Vec::new();
        for i in 0..self.n {
            if standing & 1 << i != 0 {
                out.push(standing & !(1 << i));
                if i + 1 < self.n && standing & 1 << (i + 1) != 0 {
                    out.push(standing & !(3 << i));
                }
            }
        }
        out
    }
}

fn values(code: &str, upto: usize) -> Vec<u32> {
    OctalCode::parse(code)
        .unwrap()
        .values(upto, &mut Silent)
        .unwrap()
}

#[test]
fn codes_parse_and_print() {
    for (text, shown, t) in [
        ("0.77", "0.77", 2),
        (".137", "0.137", 3),
        ("4.7", "4.7", 1),
        ("0.070", "0.07", 2),
        ("4.", "4.0", 0),
    ] {
        let code = OctalCode::parse(text).unwrap();
        assert_eq!(code.to_string(), shown);
        assert_eq!(code.largest_removal(), t);
    }
    for bad in [
        "",
        "77",
        "0.8",
        "1.7",
        "2.7",
        "0.",
        "0.000",
        "x.7",
        "0.7.7",
        "0.123456701",
    ] {
        assert!(OctalCode::parse(bad).is_err(), "{bad}");
    }
    assert!(serde_json::from_str::<OctalCode>("\"0.9\"").is_err());
    assert_eq!(
        OctalCode::parse(" 0.000 "),
        Err(crate::games::RuleError::NoMove {
            text: "0.000".to_string()
        })
    );
    assert_eq!(
        OctalCode::parse("1.7").unwrap_err().to_string(),
        "digit 1 before the point would let a move remove nothing and leave one heap: only 0 \
         or 4 (split a heap in two) are games that end"
    );
}

#[test]
fn values_match_the_brute_force_of_the_real_games() {
    for code in ["0.77", "0.137", "4.7", "0.6", "0.07", "0.51", "4.37"] {
        let g = values(code, 14);
        let digits = OctalCode::parse(code).unwrap().digits;
        let mut memo = GrundyMemo::new(Heaps(digits));
        for n in 0..=12u32 {
            assert_eq!(memo.grundy(&vec![n]), g[n as usize], "{code}, heap {n}");
        }
        for a in 1..=7u32 {
            for b in a..=7u32 {
                let both = memo.grundy(&vec![a, b]);
                assert_eq!(both, g[a as usize] ^ g[b as usize], "{code}, {a} + {b}");
            }
        }
    }
}

#[test]
fn kayles_is_knocking_down_pins() {
    let g = values("0.77", 16);
    for n in 0..=16 {
        let mut memo = GrundyMemo::new(Pins { n });
        assert_eq!(memo.grundy(&((1u32 << n) - 1)), g[n as usize], "{n} pins");
    }
}

#[test]
fn dawsons_chess_is_the_crosses_game() {
    assert_eq!(values("0.137", 2_000), crosses_values(2_000));
}

#[test]
fn kayles_is_proved_periodic_with_period_12_after_70() {
    // Winning Ways, ch. 4 (Guy and Smith 1956): period 12, last exception at n = 70.
    let g = values("0.77", 1_000);
    let p = octal_period(&g, 2).unwrap();
    assert_eq!((p.period, p.preperiod, p.proven), (12, 71, true));
    // The theorem needs g up to 2·71 + 2·12 + 2 − 1 = 167: with fewer, nothing is proved.
    assert!(octal_period(&g[..168], 2).is_some());
    assert_eq!(octal_period(&g[..167], 2), None);
}

#[test]
fn dawsons_chess_is_proved_periodic_with_period_34() {
    let g = values("0.137", 1_000);
    let p = octal_period(&g, 3).unwrap();
    assert_eq!((p.period, p.proven), (34, true));
    // Its last exception is at 51 (Winning Ways; Guy and Smith 1956).
    assert_eq!(p.preperiod, 52);
}

#[test]
fn an_open_game_stays_not_proved() {
    // 0.6 has no known period (computed far beyond this): nothing is proved here.
    let g = values("0.6", 3_000);
    assert_eq!(octal_period(&g, 2), None);
}
