//! The post's observations as sentences with verdicts, each read from a [`StrategyTable`].
//!
//! The post ("Near optimal holdem play with one round of betting") states, for integer raises
//! up to 40: Alice never folds; "with 63s Alice raises by 15 70% of the time"; she raises by
//! 40 "only with AA and even then only 0.1% of the time, which is likely a numerical error";
//! she flat calls "around 43% of the time". A claim is *confirmed* only when the table meets
//! the words as stated, to the post's own rounding; otherwise it is *not reproduced*, with both
//! numbers and the reason two near-optimal strategies can differ (equilibria need not be
//! unique); a claim about a raise size the grid lacks *cannot be checked* on that grid.

use serde::{Deserialize, Serialize};

use super::HandClass;
use super::view::{StrategyTable, raise_label};

/// A probability below this counts as zero: the precomputed files round every probability to
/// 1e-6, and the solver leaves traces of that size on actions an exact equilibrium never takes.
pub const NEGLIGIBLE: f64 = 1e-5;

/// The post's "70%" and "43%" are whole percentages: they hold when our share is within this
/// of them (five points for one class's mix, "around" allowing one point overall, below).
const BLUFF_TOLERANCE: f64 = 0.05;
/// "Around 43%": within one percentage point.
const CALL_TOLERANCE: f64 = 0.01;

/// How a claim fares against the strategy shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The strategy meets the claim as stated.
    Confirmed,
    /// The strategy does not: the observation says both numbers and why they may differ.
    NotReproduced,
    /// The claim is about a raise size this grid does not have.
    CannotCheck,
}

impl Verdict {
    /// The label the page puts before the claim.
    pub fn label(self) -> &'static str {
        match self {
            Verdict::Confirmed => "Confirmed",
            Verdict::NotReproduced => "Not reproduced",
            Verdict::CannotCheck => "Cannot be checked here",
        }
    }
}

/// One of the post's claims and what the loaded strategy says about it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    /// The claim, in the post's words.
    pub claim: String,
    /// What the strategy shows, with its numbers.
    pub found: String,
    /// Whether the strategy meets the claim as stated.
    pub verdict: Verdict,
    /// Why the numbers may differ (empty when confirmed).
    pub why: String,
}

impl Observation {
    /// Whether the verdict is [`Verdict::Confirmed`].
    pub fn confirmed(&self) -> bool {
        self.verdict == Verdict::Confirmed
    }
}

/// A percentage with the digits a small share needs: "37.4%", "0.15%", "0.0012%"; a share
/// too small or too near 1 for four decimals reads "under 0.0001%" or "over 99.9999%", never a
/// rounded "0%" or "100%" it is not.
pub fn percent(p: f64) -> String {
    let p = 100.0 * p;
    if (99.95..100.0).contains(&p) {
        // Not quite always: "99.999%", never a rounded "100.0%".
        let text = format!("{p:.4}");
        if text.starts_with("100") {
            "over 99.9999%".into()
        } else {
            format!("{}%", text.trim_end_matches('0'))
        }
    } else if p == 0.0 || p.abs() >= 1.0 {
        format!("{p:.1}%")
    } else if p.abs() >= 0.01 {
        format!("{p:.2}%")
    } else if p.abs() < 0.00005 {
        "under 0.0001%".into()
    } else {
        // "0.0010%" reads as more precise than it is.
        format!("{}%", format!("{p:.4}").trim_end_matches('0'))
    }
}

fn class(name: &str) -> HandClass {
    HandClass::parse(name).unwrap_or(HandClass::all()[0])
}

impl StrategyTable {
    /// The post's observations, checked against this table.
    pub fn observations(&self) -> Vec<Observation> {
        vec![
            self.never_folds(),
            self.bluff_63s(),
            self.aces_raise_40(),
            // "Around 43%" flat calls is checked once, with the deal plot's words.
            self.suited_87(),
        ]
    }

    /// "Equilibria need not be unique": the clause every "not reproduced" shares.
    pub(super) fn not_unique(&self) -> String {
        format!(
            "Both the post's strategy and ours can be near-optimal (ours is certified within {:.1e} of \
             the game's value): a game like this has many equilibria, and two solvers need not find \
             the same one.",
            self.gap
        )
    }

    fn never_folds(&self) -> Observation {
        let (most, p) = HandClass::all()
            .iter()
            .map(|&c| (c, self.mix(c).fold))
            .fold((HandClass::all()[0], 0.0), |best, x| {
                if x.1 > best.1 { x } else { best }
            });
        let confirmed = p < NEGLIGIBLE;
        Observation {
            claim: "Alice never folds.".into(),
            found: if confirmed {
                format!(
                    "No class folds more than {} of the time.",
                    percent(NEGLIGIBLE)
                )
            } else {
                format!("{} folds {} of the time.", most.name(), percent(p))
            },
            verdict: if confirmed {
                Verdict::Confirmed
            } else {
                Verdict::NotReproduced
            },
            why: if confirmed {
                String::new()
            } else {
                format!(
                    "A strategy that is only near-optimal may keep a little folding that an exact \
                     equilibrium would not. {}",
                    self.not_unique()
                )
            },
        }
    }

    fn bluff_63s(&self) -> Observation {
        let claim = "Crazy bluffing: with 63s Alice raises by 15 70% of the time.".to_string();
        let Some(k15) = self.raise_position(15.0) else {
            return Observation {
                claim,
                found: "This grid has no raise of 15.".into(),
                verdict: Verdict::CannotCheck,
                why: String::new(),
            };
        };
        let mix = self.mix(class("63s"));
        let p15 = mix.raise[k15];
        let (top, p_top) = mix
            .raise
            .iter()
            .copied()
            .enumerate()
            .fold((k15, p15), |best, x| if x.1 > best.1 { x } else { best });
        let mut found = format!("63s raises by 15 {} of the time", percent(p15));
        if top != k15 {
            found += &format!(
                "; its most frequent raise is {} ({})",
                raise_label(self.raises[top]),
                percent(p_top)
            );
        }
        found += &format!(
            "; it raises {} of the time in all.",
            percent(mix.raise_share())
        );
        let confirmed = (p15 - 0.70).abs() <= BLUFF_TOLERANCE;
        let why = if confirmed {
            String::new()
        } else if mix.raise_share() >= 0.5 {
            format!(
                "The bluff itself holds (63s raises most of the time), but not its size and share. {}",
                self.not_unique()
            )
        } else {
            self.not_unique()
        };
        Observation {
            claim,
            found,
            verdict: if confirmed {
                Verdict::Confirmed
            } else {
                Verdict::NotReproduced
            },
            why,
        }
    }

    fn aces_raise_40(&self) -> Observation {
        let claim =
            "Alice raises by 40 only with AA, and even then only 0.1% of the time.".to_string();
        let Some(k40) = self.raise_position(40.0) else {
            return Observation {
                claim,
                found: "This grid has no raise of 40.".into(),
                verdict: Verdict::CannotCheck,
                why: String::new(),
            };
        };
        let users: Vec<(HandClass, f64)> = HandClass::all()
            .iter()
            .map(|&c| (c, self.mix(c).raise[k40]))
            .filter(|&(_, p)| p >= NEGLIGIBLE)
            .collect();
        let aces = self.mix(class("AA")).raise[k40];
        let most_at_40 = HandClass::all()
            .iter()
            .map(|&c| self.mix(c).raise[k40])
            .fold(0.0, f64::max);
        // "0.1%" to one significant figure: from 0.05% up to 0.15%.
        let confirmed =
            users.len() == 1 && users[0].0.name() == "AA" && (0.0005..0.0015).contains(&aces);
        let found = if users.is_empty() {
            // The largest raise made at least `floor` of the time, by which class, how often.
            let largest = |floor: f64| {
                HandClass::all()
                    .iter()
                    .flat_map(|&c| {
                        self.mix(c)
                            .raise
                            .iter()
                            .enumerate()
                            .filter(move |&(_, &p)| p >= floor && p > 0.0)
                            .map(move |(k, &p)| (k, c, p))
                    })
                    .max_by(|a, b| a.0.cmp(&b.0).then(a.2.total_cmp(&b.2)))
            };
            let mut text = format!(
                "No class raises by 40 as often as {} of the time",
                percent(NEGLIGIBLE)
            );
            let usual = largest(NEGLIGIBLE);
            if let Some((k, c, p)) = usual {
                text += &format!(
                    "; the largest raise any class makes at least {} of the time is {} ({}, {} of \
                     the time)",
                    percent(NEGLIGIBLE),
                    raise_label(self.raises[k]),
                    c.name(),
                    percent(p)
                );
            }
            if let Some((k, c, p)) = largest(0.0)
                && usual.is_none_or(|u| k > u.0)
            {
                text += &format!(
                    "; rarer raises go up to {} ({}, {} of the time)",
                    raise_label(self.raises[k]),
                    c.name(),
                    percent(p)
                );
            }
            text + "."
        } else {
            let listed: Vec<String> = users
                .iter()
                .map(|(c, p)| format!("{} {}", c.name(), percent(*p)))
                .collect();
            format!("Classes raising by 40: {}.", listed.join(", "))
        };
        let why = if confirmed {
            String::new()
        } else if users.is_empty() {
            format!(
                "The post itself calls its 0.1% \"likely a numerical error\"; {}. {}",
                if most_at_40 > 0.0 {
                    format!(
                        "ours raises by 40 at most {} of the time",
                        percent(most_at_40)
                    )
                } else {
                    "ours never raises by 40".to_string()
                },
                self.not_unique()
            )
        } else {
            self.not_unique()
        };
        Observation {
            claim,
            found,
            verdict: if confirmed {
                Verdict::Confirmed
            } else {
                Verdict::NotReproduced
            },
            why,
        }
    }

    pub(super) fn flat_calls(&self) -> Observation {
        let (_, call, _) = self.overall_shares();
        let confirmed = (call - 0.43).abs() <= CALL_TOLERANCE;
        Observation {
            claim: "Overall Alice flat calls around 43% of the time.".into(),
            found: format!(
                "She calls on {} of all deals (each class weighted by its combos).",
                percent(call)
            ),
            verdict: if confirmed {
                Verdict::Confirmed
            } else {
                Verdict::NotReproduced
            },
            why: if confirmed {
                String::new()
            } else {
                self.not_unique()
            },
        }
    }
}

#[cfg(test)]
#[path = "claims_tests.rs"]
pub(super) mod tests;
