//! Alice's actions over all deals, and the post's words about them, checked.
//!
//! The post (seed `004_…`), for integer raises up to 40: "Overall, Alice tends to either flat
//! call (around 43% of the time), raise a moderate amount between 4 and 7 (trailing off up to
//! 16), or go all out with a raise of 20 or 21. The plot follows. Alice almost never raises by
//! 2 or 3 or more than 23." and "with 87s Alice's most likely raises are 13 (40% of the time),
//! 16 (10% of the time), and 22 (29% of the time)". [`StrategyTable::deal_mix`] is the plot's
//! data: how often Alice makes each move over the 1,326 deals of her two cards, each class
//! weighted by its combos (pairs 6, suited 4, offsuit 12). The checks follow the rule of
//! [`super::claims`]: confirmed only when the numbers meet the words as stated.

use super::HandClass;
use super::claims::{Observation, Verdict, percent};
use super::view::{AliceMix, StrategyTable, raise_label};

/// Deals of two cards from 52.
pub const DEALS: usize = 1326;

/// "Almost never": the sizes together on fewer than this share of deals (the post itself calls
/// a 0.1% raise "likely a numerical error").
pub const ALMOST_NEVER: f64 = 0.001;
/// "Trailing off": each size above 7 up to 16 still played on at least this share of deals,
/// and the first size above 16 on less.
pub const TRAIL: f64 = 0.005;
/// The 87s shares "40%", "10%", "29%" are whole percentages: each holds within five points,
/// as the 63s bluff in [`super::claims`].
const CLASS_TOLERANCE: f64 = 0.05;

fn verdict(confirmed: bool) -> Verdict {
    if confirmed {
        Verdict::Confirmed
    } else {
        Verdict::NotReproduced
    }
}

/// `mix` scaled to sum 1: the files round each probability to 1e-6, so a row may be a few
/// millionths off; an empty row stays as it is.
fn normalised(mix: &AliceMix) -> AliceMix {
    let sum = mix.fold + mix.call + mix.raise_share();
    let s = if sum > 0.0 { 1.0 / sum } else { 1.0 };
    AliceMix {
        fold: mix.fold * s,
        call: mix.call * s,
        raise: mix.raise.iter().map(|p| p * s).collect(),
    }
}

impl StrategyTable {
    /// Alice's mix over all 1,326 deals: each class's mix (scaled to sum 1) weighted by its
    /// combos out of 1,326. The fold, call and raise shares sum to 1 up to rounding.
    pub fn deal_mix(&self) -> AliceMix {
        let mut total = AliceMix {
            fold: 0.0,
            call: 0.0,
            raise: vec![0.0; self.raises.len()],
        };
        for class in HandClass::all() {
            let w = class.combos() as f64;
            let mix = normalised(self.mix(class));
            total.fold += w * mix.fold;
            total.call += w * mix.call;
            for (t, p) in total.raise.iter_mut().zip(&mix.raise) {
                *t += w * p;
            }
        }
        let n = DEALS as f64;
        total.fold /= n;
        total.call /= n;
        total.raise.iter_mut().for_each(|t| *t /= n);
        total
    }

    /// The post's words about the plot of [`StrategyTable::deal_mix`], one per statement.
    pub fn deal_mix_observations(&self) -> Vec<Observation> {
        let mix = self.deal_mix();
        vec![
            self.flat_calls(),
            self.moderate_raises(&mix),
            self.trailing_off(&mix),
            self.all_out(&mix),
            self.almost_never(&mix),
        ]
    }

    fn observation(&self, claim: &str, found: String, confirmed: bool) -> Observation {
        Observation {
            claim: claim.into(),
            found,
            verdict: verdict(confirmed),
            why: if confirmed {
                String::new()
            } else {
                self.not_unique()
            },
        }
    }

    fn cannot_check(claim: &str, found: &str) -> Observation {
        Observation {
            claim: claim.into(),
            found: found.into(),
            verdict: Verdict::CannotCheck,
            why: String::new(),
        }
    }

    /// (size index, share) of the sizes in `range`.
    fn sizes_in(&self, mix: &AliceMix, keep: impl Fn(f64) -> bool) -> Vec<(usize, f64)> {
        self.raises
            .iter()
            .zip(&mix.raise)
            .enumerate()
            .filter(|(_, (b, _))| keep(**b))
            .map(|(k, (_, p))| (k, *p))
            .collect()
    }

    fn label_share(&self, (k, p): (usize, f64)) -> String {
        format!("{} ({})", raise_label(self.raises[k]), percent(p))
    }

    fn moderate_raises(&self, mix: &AliceMix) -> Observation {
        let claim = "Alice tends to raise a moderate amount between 4 and 7.";
        let inside = self.sizes_in(mix, |b| (4.0..=7.0).contains(&b));
        let outside = self.sizes_in(mix, |b| !(4.0..=7.0).contains(&b));
        let least = |v: &[(usize, f64)]| v.iter().copied().min_by(|a, b| a.1.total_cmp(&b.1));
        let most = |v: &[(usize, f64)]| v.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1));
        let Some(low) = least(&inside) else {
            return Self::cannot_check(claim, "This grid has no raise between 4 and 7.");
        };
        let share: f64 = inside.iter().map(|x| x.1).sum();
        let mut found = format!(
            "The sizes 4 to 7 take {} of deals, the least of them {}",
            percent(share),
            self.label_share(low)
        );
        let confirmed = match most(&outside) {
            Some(high) => {
                found += &format!(
                    "; the most frequent size outside them is {}.",
                    self.label_share(high)
                );
                high.1 < low.1
            }
            None => {
                found += ".";
                true
            }
        };
        self.observation(claim, found, confirmed)
    }

    fn trailing_off(&self, mix: &AliceMix) -> Observation {
        let claim = "Her raises trail off up to 16.";
        let middle = self.sizes_in(mix, |b| b > 7.0 && b <= 16.0);
        let (Some(lo), Some(hi)) = (
            middle.iter().copied().min_by(|a, b| a.1.total_cmp(&b.1)),
            middle.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1)),
        ) else {
            return Self::cannot_check(claim, "This grid has no raise above 7 up to 16.");
        };
        let moderate = self
            .sizes_in(mix, |b| (4.0..=7.0).contains(&b))
            .into_iter()
            .map(|x| x.1)
            .fold(f64::INFINITY, f64::min);
        let next = self.sizes_in(mix, |b| b > 16.0).first().copied();
        let mut found = format!(
            "Above 7 up to 16 each size gets between {} and {} of deals",
            percent(lo.1),
            percent(hi.1)
        );
        if let Some(n) = next {
            found += &format!("; the next size, {}", self.label_share(n));
        }
        found += ".";
        let confirmed = lo.1 >= TRAIL && hi.1 < moderate && next.is_none_or(|n| n.1 < TRAIL);
        self.observation(claim, found, confirmed)
    }

    fn all_out(&self, mix: &AliceMix) -> Observation {
        let claim = "Or she goes all out with a raise of 20 or 21.";
        if self.raise_position(20.0).is_none() && self.raise_position(21.0).is_none() {
            return Self::cannot_check(claim, "This grid has no raise of 20 or 21.");
        }
        let mut above = self.sizes_in(mix, |b| b > 16.0);
        above.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let top = above[0];
        let confirmed = [20.0, 21.0].contains(&self.raises[top.0]) && top.1 > 0.0;
        // "20 (2.0% of deals) and 21 (1.8%)": the unit once, on the first share.
        let listed: Vec<String> = above
            .iter()
            .take(2)
            .enumerate()
            .map(|(i, &(k, p))| {
                let unit = if i == 0 { " of deals" } else { "" };
                format!("{} ({}{unit})", raise_label(self.raises[k]), percent(p))
            })
            .collect();
        let found = if listed.len() == 1 {
            format!("Above 16 her most frequent raise is {}.", listed[0])
        } else {
            format!(
                "Above 16 her most frequent raises are {}.",
                listed.join(" and ")
            )
        };
        self.observation(claim, found, confirmed)
    }

    fn almost_never(&self, mix: &AliceMix) -> Observation {
        let claim = "Alice almost never raises by 2 or 3 or more than 23.";
        let small = self.sizes_in(mix, |b| b == 2.0 || b == 3.0);
        let large = self.sizes_in(mix, |b| b > 23.0);
        if small.is_empty() && large.is_empty() {
            return Self::cannot_check(claim, "This grid has no raise of 2, 3 or above 23.");
        }
        let sum = |v: &[(usize, f64)]| v.iter().map(|x| x.1).sum::<f64>();
        let (s, l) = (sum(&small), sum(&large));
        let found = format!(
            "She raises by 2 or 3 on {} of deals and by more than 23 on {}: {} together.",
            percent(s),
            percent(l),
            percent(s + l)
        );
        self.observation(claim, found, s + l < ALMOST_NEVER)
    }

    /// "With 87s Alice's most likely raises are 13 (40% of the time), 16 (10%), and 22 (29%)":
    /// confirmed when 87s's three most likely raises are those sizes, each within five points.
    pub fn suited_87(&self) -> Observation {
        const POST: [(f64, f64); 3] = [(13.0, 0.40), (16.0, 0.10), (22.0, 0.29)];
        let claim =
            "With 87s Alice's most likely raises are 13 (40% of the time), 16 (10%) and 22 (29%).";
        let Some(positions) = POST
            .iter()
            .map(|&(b, _)| self.raise_position(b))
            .collect::<Option<Vec<usize>>>()
        else {
            return Self::cannot_check(claim, "This grid lacks one of the raises 13, 16 and 22.");
        };
        let Ok(class) = HandClass::parse("87s") else {
            return Self::cannot_check(claim, "87s is not a hand class.");
        };
        let mix = self.mix(class);
        let mut order: Vec<usize> = (0..mix.raise.len()).collect();
        order.sort_by(|&a, &b| mix.raise[b].total_cmp(&mix.raise[a]).then(a.cmp(&b)));
        let top: Vec<usize> = order.into_iter().take(3).collect();
        let shares_met = positions
            .iter()
            .zip(POST)
            .all(|(&k, (_, p))| (mix.raise[k] - p).abs() <= CLASS_TOLERANCE);
        let confirmed = shares_met && positions.iter().all(|k| top.contains(k));
        let listed: Vec<String> = top
            .iter()
            .map(|&k| self.label_share((k, mix.raise[k])))
            .collect();
        let mut found = format!("87s's most likely raises are {}", listed.join(", "));
        let missing: Vec<String> = positions
            .iter()
            .filter(|k| !top.contains(k))
            .map(|&k| self.label_share((k, mix.raise[k])))
            .collect();
        if !missing.is_empty() {
            found += &format!("; the post's {}", missing.join(", "));
        }
        found += ".";
        self.observation(claim, found, confirmed)
    }
}

#[cfg(test)]
#[path = "deal_mix_tests.rs"]
mod tests;
