//! How the page writes team names, probabilities and odds ratios.

use snipelab_core::bracket::{Team, one_in};

/// A team name for people: the data's CamelCase split into words (`LoyolaChicago` → `Loyola
/// Chicago`, `NCState` → `NC State`, `UMBC` stays `UMBC`), keeping the capital inside `McNeese`
/// and `DePaul`, and writing a final `AM` as `A&M` (`TexasAM` → `Texas A&M`).
pub fn team_name(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            let before = chars[i - 1];
            let after_is_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            // A new word starts after a lower-case letter ("Loyola|Chicago"), or at the last
            // capital of an acronym that begins a word ("NC|State").
            let word = out.rsplit(' ').next().unwrap_or("");
            let prefix = matches!(word, "Mc" | "De");
            if !prefix
                && (before.is_ascii_lowercase() || (before.is_ascii_uppercase() && after_is_lower))
            {
                out.push(' ');
            }
        }
        out.push(c);
    }
    match out.strip_suffix(" AM") {
        Some(school) => format!("{school} A&M"),
        None => out,
    }
}

/// "(16) UMBC".
pub fn seeded(team: &Team) -> String {
    format!("({}) {}", team.seed, team_name(&team.name))
}

/// A probability as a percentage with three significant figures: "99.3%", "1.22%", "0.0741%".
pub fn percent(p: f64) -> String {
    let pct = 100.0 * p;
    if (99.95..100.0).contains(&pct) {
        // Never round a heavy favourite up to a flat 100%: three figures of the complement.
        let decimals = (1 - (100.0 - pct).log10().floor() as i32).clamp(1, 12) as usize;
        return format!("{pct:.decimals$}%");
    }
    let decimals = if pct >= 10.0 {
        1
    } else if pct > 0.0 {
        (2 - pct.log10().floor() as i32).clamp(1, 8) as usize
    } else {
        1
    };
    format!("{pct:.decimals$}%")
}

/// "1 upset", "20 upsets".
pub fn upsets(count: u32) -> String {
    format!("{count} upset{}", if count == 1 { "" } else { "s" })
}

/// How many times likelier a bracket of log10 probability `a` is than one of `b`, in words:
/// "1.5", "136", "2.3 million" (at least 1: call it with the likelier first).
pub fn times(a: f64, b: f64) -> String {
    // Rounding may leave equal brackets a hair apart the wrong way.
    one_in((b - a).min(0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_into_words() {
        assert_eq!(team_name("LoyolaChicago"), "Loyola Chicago");
        assert_eq!(team_name("NCState"), "NC State");
        assert_eq!(team_name("UMBC"), "UMBC");
        assert_eq!(team_name("Virginia"), "Virginia");
        assert_eq!(team_name("VACommonwealth"), "VA Commonwealth");
        assert_eq!(team_name("MiamiFL"), "Miami FL");
        assert_eq!(team_name("StJohns"), "St Johns");
        assert_eq!(team_name("McNeeseSt"), "McNeese St");
        assert_eq!(team_name("DePaul"), "DePaul");
        assert_eq!(team_name("TexasAM"), "Texas A&M");
        assert_eq!(team_name("FloridaAM"), "Florida A&M");
        assert_eq!(team_name("LaSalle"), "La Salle");
    }

    #[test]
    fn percentages_keep_three_figures() {
        assert_eq!(percent(0.993), "99.3%");
        assert_eq!(percent(1.0 / 82.0), "1.22%");
        assert_eq!(percent(0.5), "50.0%");
        assert_eq!(percent(0.99996), "99.9960%");
    }

    #[test]
    fn upsets_agree_in_number() {
        assert_eq!(upsets(1), "1 upset");
        assert_eq!(upsets(0), "0 upsets");
    }

    #[test]
    fn ratios_use_the_library_words() {
        assert_eq!(times(-11.0, -11.0), "1");
        assert_eq!(times(-11.0, -17.0), "1 million");
    }
}
