//! Numbers written for readers, shared by every page.

/// A string of decimal digits with thousands separators: "1234567" → "1,234,567". The
/// library's exact integers (big ones included) arrive as such strings.
pub fn grouped(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// A whole number with thousands separators: 1234567 → "1,234,567".
pub fn thousands(n: u64) -> String {
    grouped(&n.to_string())
}

/// A count and its noun, singular for exactly one: `count(1, "round", "rounds")` is "1 round",
/// `count(1234, "step", "steps")` is "1,234 steps". Both forms are given, since English plurals
/// are not all "+s" ("ply", "plies").
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

/// An integer exponent in superscript digits: −9 → "⁻⁹".
pub fn superscript(exponent: i32) -> String {
    exponent
        .to_string()
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            d => d
                .to_digit(10)
                .and_then(|d| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().nth(d as usize))
                .unwrap_or(d),
        })
        .collect()
}

/// `x` in scientific notation with a superscript exponent ("3.1324361743 × 10⁻⁹", at most ten
/// decimals of mantissa, trailing zeros dropped), or plainly when it is neither tiny nor huge.
pub fn scientific(x: f64) -> String {
    if x == 0.0 || !x.is_finite() || (1e-4..1e6).contains(&x.abs()) {
        return format!("{x}");
    }
    let text = format!("{x:.10e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
    format!(
        "{mantissa} × 10{}",
        superscript(exponent.parse().unwrap_or(0))
    )
}

/// A signed decimal text with a true minus sign: "-0.25" → "−0.25" (U+2212, as in print).
pub fn minus(text: &str) -> String {
    match text.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_take_the_singular_only_for_one() {
        assert_eq!(count(1, "round", "rounds"), "1 round");
        assert_eq!(count(0, "round", "rounds"), "0 rounds");
        assert_eq!(count(2, "ply", "plies"), "2 plies");
        assert_eq!(count(1_234, "step", "steps"), "1,234 steps");
    }

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(765), "765");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(341_024_631), "341,024,631");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(
            grouped("1267650600228229401496703205376"),
            "1,267,650,600,228,229,401,496,703,205,376"
        );
        assert_eq!(grouped("100"), "100");
    }

    #[test]
    fn scientific_notation_uses_superscripts_and_true_minus_signs() {
        assert_eq!(scientific(3.132436174322294e-9), "3.1324361743 × 10⁻⁹");
        assert_eq!(scientific(0.25), "0.25");
        assert_eq!(scientific(2e20), "2 × 10²⁰");
        assert_eq!(superscript(-12), "⁻¹²");
        assert_eq!(minus("-10/51"), "−10/51");
        assert_eq!(minus("0.5"), "0.5");
    }
}
