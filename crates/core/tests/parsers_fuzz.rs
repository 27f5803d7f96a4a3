//! Property tests for the parsers the CLI and the pages share (issue 18, "Fuzzing of the
//! parsers"): shoe strings, racks, Wang keys, amounts in words, bets, bracket codes, Gobblet
//! variants, positions and moves, Gobblet table files, whodunit puzzles, robot programs and the
//! games' positions. A bounded number of cases from a
//! fixed seed, so they run in every `cargo test`; each parser gets random text, valid text
//! mutated, and 10 kB strings. The property: never a panic; every `Ok` is a value the parser's
//! own limits allow, and where the type prints itself, printing and parsing again gives it back.
//! The halftone decoder's bounded run lives beside its long fuzzer in `halftone_fuzz.rs`.

use snipelab_core::bracket::Picks;
use snipelab_core::gobblet::{self, Move, Position, Solution, Variant};
use snipelab_core::progress::Silent;
use snipelab_core::random::{self, RngCore, SplitMix64};
use snipelab_core::{poker, scrabble, truecount, wang, words};

/// The fuzz cases' draws: the core's portable SplitMix64, so that the cases are the same on every
/// platform and rand version.
struct Cases(SplitMix64);

impl Cases {
    fn new(seed: u64) -> Self {
        Cases(random::splitmix64(seed))
    }

    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`; the tiny modulo bias does not matter here).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Characters that parsers meet: digits, separators, signs, letters, blanks, control and
/// non-ASCII characters.
const ALPHABET: &[char] = &[
    '0', '1', '2', '4', '7', '9', ',', ',', '.', '/', '-', '+', ' ', ':', 'x', 'o', 'X', 'a', 'e',
    'q', 'z', '_', '?', '@', '>', 'e', 'E', 'f', 'n', '\t', '\n', '\u{0}', 'é', '½', '٣',
    '\u{200b}',
];

/// Random text: mostly short, sometimes about 10 kB.
fn random_text(rng: &mut Cases) -> String {
    let len = if rng.below(50) == 0 {
        10_000
    } else {
        rng.below(24)
    };
    (0..len).map(|_| *rng.pick(ALPHABET)).collect()
}

/// `valid` with a few random edits: insert, delete, replace or duplicate a run.
fn mutated(valid: &str, rng: &mut Cases) -> String {
    let mut chars: Vec<char> = valid.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(4) {
            0 => chars.insert(at, *rng.pick(ALPHABET)),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = *rng.pick(ALPHABET),
            _ => {
                let end = (at + rng.below(8)).min(chars.len());
                let run: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, run);
            }
        }
    }
    chars.into_iter().collect()
}

/// A refusal must say something; returns `false` (not accepted).
fn refused(message: &str) -> bool {
    assert!(!message.trim().is_empty(), "an empty error message");
    false
}

/// Cases per parser.
const CASES: usize = 3_000;

/// Runs `check` on [`CASES`] inputs (random, mutated from `valid`, and each valid one) and
/// returns how many it ran and how many it accepted.
fn fuzz(name: &str, valid: &[&str], seed: u64, mut check: impl FnMut(&str) -> bool) -> usize {
    let mut rng = Cases::new(seed);
    let mut accepted = 0;
    for text in valid {
        assert!(check(text), "{name}: a valid input {text:?} was refused");
    }
    for i in 0..CASES {
        let text = if i % 2 == 0 {
            random_text(&mut rng)
        } else {
            let base = *rng.pick(valid);
            mutated(base, &mut rng)
        };
        accepted += usize::from(check(&text));
    }
    println!("{name}: {CASES} cases, {accepted} accepted, 0 panics");
    CASES + valid.len()
}

#[test]
fn shoe_strings() {
    fuzz(
        "truecount shoe",
        &["4,4,4,4,4,4,4,4,4,16", "2,2", " 3 , 4 "],
        1,
        |text| match truecount::Shoe::parse(text) {
            Ok(shoe) => {
                assert!(shoe.counts().len() <= truecount::MAX_RANKS, "{text:?}");
                assert!(shoe.cards() <= truecount::MAX_CARDS, "{text:?}");
                let again: Vec<String> = shoe.counts().iter().map(u32::to_string).collect();
                assert_eq!(truecount::Shoe::parse(&again.join(",")).as_ref(), Ok(&shoe));
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
}

#[test]
fn racks() {
    fuzz(
        "scrabble rack",
        &["aeinrst", "QUIZ_ED", "x", "??", "zqx"],
        2,
        |text| match scrabble::explore_rack(text) {
            Ok(report) => {
                assert!(
                    (1..=scrabble::RACK_SIZE).contains(&report.tiles),
                    "{text:?}"
                );
                let again = scrabble::explore_rack(&report.rack).expect("its own notation");
                assert_eq!(again.rack, report.rack);
                true
            }
            Err(e) => refused(&e),
        },
    );
}

#[test]
fn wang_keys() {
    fuzz(
        "wang key",
        &[
            "0",
            "12345",
            "0x7ffffbffffdfffff",
            "18446744073709551615",
            " 0XFF ",
        ],
        3,
        |text| match wang::parse_key(text) {
            Ok(key) => {
                assert_eq!(wang::parse_key(&wang::format_key(key)), Ok(key), "{text:?}");
                assert_eq!(wang::inverse_hash(wang::hash(key)), key);
                true
            }
            Err(e) => refused(&e),
        },
    );
}

#[test]
fn amounts_in_words() {
    fuzz(
        "words amount",
        &["0", "123", "-1,000,001", "999999999999999999999999"],
        4,
        |text| match words::say_amount(text, words::Style::PLAIN) {
            Ok(said) => {
                assert!(!said.is_empty(), "{text:?}");
                assert!(words::parse_amount(text).is_ok(), "{text:?}");
                true
            }
            Err(e) => refused(&e),
        },
    );
}

#[test]
fn bets() {
    fuzz(
        "poker bet",
        &["1", "0.25", "1/3", "0", " 7 / 2 "],
        5,
        |text| match poker::parse_bet(text) {
            Ok(bet) => {
                assert!(
                    bet >= num_rational::BigRational::from_integer(0.into()),
                    "{text:?}"
                );
                true
            }
            Err(e) => refused(&e),
        },
    );
}

#[test]
fn bracket_codes() {
    fuzz(
        "bracket picks",
        &["0000000000000000", "7fffffffffffffff", "0123456789abcdef"],
        6,
        |text| match text.parse::<Picks>() {
            Ok(picks) => {
                assert_eq!(
                    picks.to_string().parse::<Picks>().ok(),
                    Some(picks),
                    "{text:?}"
                );
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
}

#[test]
fn gobblet_variants_positions_and_moves() {
    fuzz(
        "gobblet variant",
        &["3,2,1", "1,5,0", " 2 , 3 , 1 "],
        7,
        |text| match text.parse::<Variant>() {
            Ok(variant) => {
                assert_eq!(variant.to_string().parse::<Variant>().ok(), Some(variant));
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
    let variant: Variant = "3,2,1".parse().expect("Gobblet");
    fuzz(
        "gobblet position",
        &[
            "x:-,-,-,-,x1o2,-,-,-,-",
            "o:x3,-,-,-,o3,-,-,-,-",
            "x:-,-,-,-,-,-,-,-,-",
        ],
        8,
        |text| match Position::from_text(variant, text) {
            Ok(position) => {
                let again = Position::from_text(variant, &position.to_string());
                assert_eq!(again.ok(), Some(position), "{text:?}");
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
    fuzz(
        "gobblet move",
        &["3@4", "0>8", "1@0"],
        9,
        |text| match text.parse::<Move>() {
            Ok(mv) => {
                assert_eq!(mv.to_string().parse::<Move>().ok(), Some(mv), "{text:?}");
                true
            }
            Err(e) => refused(&e.to_string()),
        },
    );
}

/// Table files: random bytes, every truncation point of a small table, single-byte and
/// multi-byte mutations, and headers of other variants. Every damaged file is refused.
#[test]
fn gobblet_table_files() {
    let variant = Variant::new(2, 1, true).expect("variant");
    let solution = gobblet::solve(variant, 1, &mut Silent).expect("solves");
    let good = solution.to_bytes();
    assert!(Solution::from_bytes(&good).is_ok());
    let mut rng = Cases::new(10);
    let mut cases = 0;
    let mut refuse = |bytes: &[u8], what: &str| {
        cases += 1;
        assert!(Solution::from_bytes(bytes).is_err(), "{what} accepted");
    };
    for _ in 0..300 {
        let len = rng.below(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        refuse(&bytes, "random bytes");
        // Random bytes behind a valid magic and version.
        let mut framed = good[..12.min(good.len())].to_vec();
        framed.extend(&bytes);
        refuse(&framed, "random bytes after the magic number");
    }
    for cut in (0..good.len()).step_by(1 + good.len() / 400) {
        refuse(&good[..cut], "a truncated table");
    }
    for _ in 0..600 {
        let mut bytes = good.clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            let flip = 1 + rng.below(255) as u8;
            bytes[at] ^= flip;
        }
        // Two flips of one byte can cancel out.
        if bytes != good {
            refuse(&bytes, "a mutated table");
        }
    }
    let mut longer = good.clone();
    longer.extend([0; 3]);
    refuse(&longer, "a table with trailing bytes");
    println!("gobblet table files: {cases} damaged files, all refused, 0 panics");
}

#[test]
fn whodunit_puzzles() {
    use snipelab_core::whodunit::{examples::EXAMPLES, parse::parse_puzzle};
    let valid: Vec<&str> = EXAMPLES.iter().map(|(_, text)| *text).collect();
    fuzz("whodunit puzzle", &valid, 11, |text| {
        match parse_puzzle(text) {
            Ok(puzzle) => {
                // What the parser accepts prints back as text it reads again to the same puzzle.
                let again = parse_puzzle(&puzzle.to_string());
                assert_eq!(again.as_ref().ok(), Some(&puzzle), "{text:?}");
                true
            }
            Err(e) => refused(&e.to_string()),
        }
    });
}

#[test]
fn robot_programs() {
    use snipelab_core::robot::examples::EXAMPLES;
    use snipelab_core::robot::lang::Program;
    let valid: Vec<&str> = EXAMPLES.iter().map(|e| e.source).collect();
    fuzz("robot program", &valid, 12, |text| {
        match Program::parse(text) {
            Ok(_) => true,
            Err(e) => refused(&e.to_string()),
        }
    });
}

#[test]
fn games_positions() {
    use snipelab_core::games::position::{Game, parse};
    for (i, game) in Game::ALL.into_iter().enumerate() {
        let valid: Vec<&str> = ["3,4,5", "20", "34,12", "356656", "x.o......"]
            .into_iter()
            .filter(|t| parse(game, t).is_ok())
            .collect();
        assert!(!valid.is_empty(), "no sample position for {game:?}");
        fuzz(
            "games position",
            &valid,
            13 + i as u64,
            |text| match parse(game, text) {
                Ok(_) => true,
                Err(e) => refused(&e.to_string()),
            },
        );
    }
}
