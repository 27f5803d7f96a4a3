//! Tests against the post's n(67) = 1113322 and its spelled-out numbers, against a brute
//! force counting up one amount at a time, and against a second, digit-by-digit computation of
//! the longest name up to a bound.

use super::limit::Lengths;
use super::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const ALL_STYLES: [Style; 4] = [
    Style::PLAIN,
    Style {
        commas: true,
        and: false,
    },
    Style {
        commas: false,
        and: true,
    },
    Style {
        commas: true,
        and: true,
    },
];

fn big(n: u64) -> BigUint {
    BigUint::from(n)
}

#[test]
fn says_numbers_like_the_post() {
    let plain = Style::PLAIN;
    assert_eq!(say(&big(0), plain).unwrap(), "zero");
    assert_eq!(say(&big(7), plain).unwrap(), "seven");
    assert_eq!(say(&big(40), plain).unwrap(), "forty");
    assert_eq!(say(&big(123), plain).unwrap(), "one hundred twenty-three");
    // The post's check and its haiku.
    assert_eq!(
        say(&big(12034), plain).unwrap(),
        "twelve thousand thirty-four"
    );
    assert_eq!(
        say(&big(121_700), plain).unwrap(),
        "one hundred twenty-one thousand seven hundred"
    );
    assert_eq!(
        say(&big(1_113_322), plain).unwrap(),
        "one million one hundred thirteen thousand three hundred twenty-two"
    );
    let both = Style {
        commas: true,
        and: true,
    };
    assert_eq!(
        say(&big(1_113_322), both).unwrap(),
        "one million, one hundred and thirteen thousand, three hundred and twenty-two"
    );
    assert_eq!(say(&big(1_000_001), both).unwrap(), "one million, one");
    assert_eq!(say(&big(1_000_000_000), plain).unwrap(), "one billion");
    assert_eq!(say_amount("-1,000", plain).unwrap(), "minus one thousand");
    assert_eq!(say_amount("-0", plain).unwrap(), "zero");
}

#[test]
fn scale_names_follow_dictionary_then_conway_wechsler() {
    let name = |p| scale_name(p).unwrap();
    assert_eq!(name(1), "thousand");
    assert_eq!(name(2), "million");
    assert_eq!(name(11), "decillion");
    assert_eq!(name(17), "sexdecillion");
    assert_eq!(name(21), "vigintillion");
    let cw = [
        (22, "unvigintillion"),
        (23, "duovigintillion"),
        (24, "tresvigintillion"),
        (25, "quattuorvigintillion"),
        (27, "sesvigintillion"),
        (28, "septemvigintillion"),
        (30, "novemvigintillion"),
        (31, "trigintillion"),
        (101, "centillion"),
        (104, "trescentillion"),
        (107, "sexcentillion"),
        (108, "septencentillion"),
        (301, "trecentillion"),
        (MAX_POWER, "novenonagintanongentillion"),
    ];
    for (p, expected) in cw {
        assert_eq!(name(p), expected, "1000^{p}");
    }
    assert_eq!(scale_name(MAX_POWER + 1), None);
    // Conway–Wechsler agrees with the dictionary wherever the dictionary is regular.
    for k in 1..=20 {
        if k != 16 && k != 19 {
            assert_eq!(conway_wechsler(k), name(k + 1), "k = {k}");
        }
    }
    assert_eq!(conway_wechsler(16), "sedecillion");
}

#[test]
fn name_length_matches_the_words() {
    let mut rng = SmallRng::seed_from_u64(67);
    for style in ALL_STYLES {
        for digits in 1..200 {
            let decimal: String = (0..digits)
                .map(|i| {
                    let d = rng.random_range(if i == 0 { 1 } else { 0 }..10u8);
                    // Plenty of zero groups, which change the separators.
                    char::from(b'0' + if rng.random_bool(0.3) { 0 } else { d })
                })
                .collect();
            let n = BigUint::parse_bytes(decimal.as_bytes(), 10).unwrap();
            assert_eq!(
                name_length(&n, style).unwrap(),
                say(&n, style).unwrap().len(),
                "{decimal}"
            );
        }
    }
}

/// The post's brute force: count up until a name is too long. Gives n(m) for every m in
/// 4..=`m_max` from [`say`] alone.
fn brute_force(m_max: usize, style: Style) -> Vec<u64> {
    let mut first_too_long = vec![None; m_max + 1];
    let mut longest_so_far = 0;
    let mut n = 0u64;
    while first_too_long[m_max].is_none() {
        let len = say(&big(n), style).unwrap().len();
        if len > longest_so_far {
            for slot in first_too_long
                .iter_mut()
                .take(len.min(m_max + 1))
                .skip(longest_so_far)
            {
                slot.get_or_insert(n);
            }
            longest_so_far = len;
        }
        n += 1;
    }
    first_too_long
        .iter()
        .map(|f| f.map_or(0, |f| f.saturating_sub(1)))
        .collect()
}

#[test]
fn n_of_67_is_the_posts_figure() {
    assert_eq!(count_limit_value(67, Style::PLAIN).unwrap(), big(1_113_322));
    let limit = count_limit(67, Style::PLAIN).unwrap();
    assert_eq!(limit.n, "1113322");
    assert_eq!(limit.next, "1113323");
    assert!(limit.n_length <= 67 && limit.next_length > 67);
    assert_eq!(limit.next_length, limit.next_words.len());
}

#[test]
fn greedy_agrees_with_brute_force() {
    for style in ALL_STYLES {
        let brute = brute_force(67, style);
        for (m, &expected) in brute.iter().enumerate().skip(MIN_M) {
            assert_eq!(
                count_limit_value(m, style).unwrap(),
                big(expected),
                "m = {m}, {style:?}"
            );
        }
    }
}

/// The longest name of any number in 0..=x, digit group by digit group: either x itself,
/// or x's top groups followed by a smaller group and then anything. An independent route to
/// n(m): it must satisfy longest_up_to(n) ≤ m < len(n + 1).
fn longest_up_to(x: &BigUint, style: Style) -> usize {
    let lengths = Lengths::new(style);
    let xs = groups(x);
    let top = xs.len() - 1;
    let longest_group_below = |g: usize| (1..g).map(|h| lengths.group[h]).max();
    let mut best = lengths.of_groups(&xs).max(UNITS[0].len());
    if top > 0 {
        best = best.max(lengths.longest_with_top(top - 1));
    }
    if let Some(l) = longest_group_below(xs[top]) {
        best = best.max(l + lengths.scale[top] + lengths.longest_below[top]);
    }
    let mut prefix = lengths.group[xs[top]] + lengths.scale[top];
    for p in (0..top).rev() {
        // Groups above p equal x's, group p smaller than x's, anything below.
        let here =
            longest_group_below(xs[p]).map_or(0, |l| lengths.separator + l + lengths.scale[p]);
        if xs[p] > 0 {
            best = best.max(prefix + here + lengths.longest_below[p]);
            prefix += lengths.separator + lengths.group[xs[p]] + lengths.scale[p];
        }
    }
    best
}

#[test]
fn greedy_agrees_with_longest_name_up_to_the_limit() {
    for style in ALL_STYLES {
        for m in (MIN_M..=1000).step_by(7).chain([1000, 2000]) {
            let n = count_limit_value(m, style).unwrap();
            assert!(longest_up_to(&n, style) <= m, "m = {m}, {style:?}");
            assert!(
                name_length(&(&n + 1u32), style).unwrap() > m,
                "m = {m}, {style:?}"
            );
        }
    }
}

#[test]
fn curve_is_increasing_and_reaches_m_1000() {
    let curve = count_limit_curve(1000, Style::PLAIN).unwrap();
    assert_eq!(curve.len(), 997);
    assert_eq!(curve[0].n, "2"); // "zero", "one", "two" fit in 4 characters, "three" not
    for pair in curve.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        assert!(b.log10 >= a.log10, "m = {}", b.m);
    }
    assert_eq!(curve[63].n, "1113322"); // m = 67
}

#[test]
fn bad_input_is_an_error() {
    for m in 0..MIN_M {
        assert!(
            count_limit(m, Style::PLAIN)
                .unwrap_err()
                .to_string()
                .contains("at least 4")
        );
        assert_eq!(
            count_limit(m, Style::PLAIN),
            Err(LimitError::TooNarrow { m })
        );
    }
    assert!(
        count_limit(usize::MAX, Style::PLAIN)
            .unwrap_err()
            .to_string()
            .contains("beyond")
    );
    assert_eq!(
        count_limit(usize::MAX, Style::PLAIN),
        Err(LimitError::BeyondNames { m: usize::MAX })
    );
    assert!(count_limit_curve(3, Style::PLAIN).is_err());
    assert_eq!(
        count_limit_curve(3, Style::PLAIN),
        Err(LimitError::CurveTooShort { m_max: 3 })
    );
    // The curve's right end is refused before any point is computed.
    assert!(
        count_limit_curve(MAX_CURVE_M + 1, Style::PLAIN)
            .unwrap_err()
            .to_string()
            .contains("stops at m = 10000")
    );
    assert!(count_limit_curve(usize::MAX, Style::PLAIN).is_err());
    let huge = BigUint::from(10u32).pow(3003);
    assert!(say(&huge, Style::PLAIN).is_err());
    assert_eq!(say(&huge, Style::PLAIN), Err(TooLarge));
    assert!(
        say(&huge, Style::PLAIN)
            .unwrap_err()
            .to_string()
            .starts_with("numbers from 10^3003 on have no name here")
    );
    assert!(say(&(huge - 1u32), Style::PLAIN).is_ok());
    for junk in ["", "-", "12a", "1.5", "0x10"] {
        assert!(parse_amount(junk).is_err(), "{junk}");
    }
    assert_eq!(parse_amount("1,113,322").unwrap(), (false, big(1_113_322)));
}

/// Issue 28: malformed digit groups were accepted ("1,,000" said "one thousand", ",1" "one").
#[test]
fn amounts_group_digits_in_threes() {
    for good in [
        "1",
        "1000",
        "1,000",
        "12 345",
        "123_456_789",
        "-1,000,001",
        " 7 ",
    ] {
        let plain: String = good.chars().filter(char::is_ascii_digit).collect();
        let (_, value) = parse_amount(good).unwrap_or_else(|e| panic!("{good}: {e}"));
        assert_eq!(
            value.to_string(),
            plain.trim_start_matches('0').to_string(),
            "{good}"
        );
    }
    for bad in [
        "1,,000",
        ",1",
        "1,",
        "1,0000",
        "1,00",
        "1234,567",
        "1,000,,000",
        "1, 000",
        "-,1",
        "_",
    ] {
        let error = parse_amount(bad).expect_err(bad);
        let why = error.to_string();
        assert!(
            why.contains("grouped in threes") || why.contains("no digits"),
            "{bad}: {why}"
        );
        assert!(
            matches!(
                error,
                AmountError::Misgrouped { ref text } | AmountError::NoDigits { ref text } if text == bad
            ),
            "{bad}: {error:?}"
        );
    }
    assert_eq!(
        parse_amount("12a"),
        Err(AmountError::UnexpectedCharacter {
            text: "12a".to_string(),
            character: 'a'
        })
    );
    assert_eq!(say_amount("1,,000", Style::PLAIN).ok(), None);
}

/// serde_json parses floats to within an ulp, not always exactly: compare the exact fields
/// and the floats to 1e-12.
#[test]
fn results_round_trip_through_json() {
    let limit = count_limit(
        279,
        Style {
            commas: true,
            and: false,
        },
    )
    .unwrap();
    let back: CountLimit = serde_json::from_str(&serde_json::to_string(&limit).unwrap()).unwrap();
    assert_eq!(
        (back.style, &back.n, &back.next_words),
        (limit.style, &limit.n, &limit.next_words)
    );
    assert!((back.log10 - limit.log10).abs() < 1e-12);
    let curve = count_limit_curve(30, Style::PLAIN).unwrap();
    let back: Vec<CurvePoint> =
        serde_json::from_str(&serde_json::to_string(&curve).unwrap()).unwrap();
    assert_eq!(back.len(), curve.len());
    assert!(
        back.iter()
            .zip(&curve)
            .all(|(a, b)| a.n == b.n && (a.log10 - b.log10).abs() < 1e-12)
    );
}
