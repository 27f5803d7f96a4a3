//! Each year's prior probability, upsets and rank, and the posts' reference lines: the chalk
//! bracket (the mode) and the coin flip 2⁻⁶³ ("1 in 9.2 quintillion").

use super::data::standard_seeds;
use super::{Field, GAMES, Game, Model, Picks, ROUNDS, Team, Tournament};
use serde::{Deserialize, Serialize};

/// One round of a bracket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundSummary {
    /// 1 = first round … 6 = championship.
    pub round: u8,
    /// Games in the round: 32, 16, 8, 4, 2, 1.
    pub games: u32,
    /// Of which upsets (the winner's seed number larger than the loser's).
    pub upsets: u32,
    /// log10 of the probability of the round's results, given who reached it.
    pub log10_probability: f64,
}

/// A whole bracket under a model: what the posts plot for each year.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BracketSummary {
    /// log10 of the prior probability of all 63 results.
    pub log10_probability: f64,
    /// The same as "1 in N" for people: N, e.g. "186 billion" (see [`one_in`]).
    pub one_in: String,
    /// Upsets among the 63 games.
    pub upsets: u32,
    /// Round by round; the log10 probabilities add up to the whole.
    pub rounds: Vec<RoundSummary>,
}

/// A probability drawn across the posts' figure: chalk or the coin flip.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReferenceLine {
    /// log10 of the probability.
    pub log10_probability: f64,
    /// "1 in N": N in words.
    pub one_in: String,
}

impl ReferenceLine {
    fn new(log10_probability: f64) -> ReferenceLine {
        ReferenceLine {
            log10_probability,
            one_in: one_in(log10_probability),
        }
    }
}

/// One year in the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct YearSummary {
    /// The year.
    pub year: u16,
    /// The champion (always present for a parsed tournament).
    pub champion: Option<Team>,
    /// 1 for the most likely year among those summarised, and so on (ties share a rank).
    pub rank: usize,
    /// Probability, upsets and rounds.
    #[serde(flatten)]
    pub bracket: BracketSummary,
}

/// The posts' figure for one model: every year, with the chalk and coin-flip lines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// The model used.
    pub model: Model,
    /// The chalk bracket (favourites always win): "around 1 in 100 billion".
    pub chalk: ReferenceLine,
    /// Picking every game by a coin flip: 2⁻⁶³, "1 in 9.2 quintillion" whatever happens.
    pub coin: ReferenceLine,
    /// The years, in the order given.
    pub years: Vec<YearSummary>,
}

/// One game with its probability under the model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameOdds {
    /// The game.
    #[serde(flatten)]
    pub game: Game,
    /// p(winner beats loser) under the model.
    pub probability: f64,
    /// Whether it was an upset.
    pub upset: bool,
}

/// The probability, upsets and per-round detail of bracket `picks` under `model`. Only the
/// seeds matter, and they are the same every year, so no field is needed: this prices a user's
/// bracket as well as a year's outcome.
pub fn summarize(picks: Picks, model: &Model) -> BracketSummary {
    let seeds = standard_seeds();
    let mut rounds: Vec<RoundSummary> = (1..=ROUNDS)
        .map(|round| RoundSummary {
            round,
            games: 0,
            upsets: 0,
            log10_probability: 0.0,
        })
        .collect();
    for game in picks.played() {
        let (Some(&winner), Some(&loser)) = (seeds.get(game.winner), seeds.get(game.loser)) else {
            continue;
        };
        if let Some(round) = rounds.get_mut(usize::from(game.round) - 1) {
            round.games += 1;
            round.upsets += u32::from(winner > loser);
            round.log10_probability += model.p(winner, loser).log10();
        }
    }
    let log10_probability = rounds.iter().map(|r| r.log10_probability).sum();
    BracketSummary {
        log10_probability,
        one_in: one_in(log10_probability),
        upsets: rounds.iter().map(|r| r.upsets).sum(),
        rounds,
    }
}

/// The games of bracket `picks` played by `field`, each with its probability under `model`.
pub fn game_odds(field: &Field, picks: Picks, model: &Model) -> Vec<GameOdds> {
    field
        .games(picks)
        .into_iter()
        .map(|game| GameOdds {
            probability: model.p(game.winner.seed, game.loser.seed),
            upset: game.is_upset(),
            game,
        })
        .collect()
}

/// Every tournament under `model`, ranked among themselves, with the chalk and coin lines.
pub fn history(tournaments: &[Tournament], model: &Model) -> History {
    let summaries: Vec<BracketSummary> = tournaments
        .iter()
        .map(|t| summarize(t.outcome, model))
        .collect();
    let years = tournaments
        .iter()
        .zip(&summaries)
        .map(|(t, bracket)| YearSummary {
            year: t.year,
            champion: t.champion().cloned(),
            rank: 1 + summaries
                .iter()
                .filter(|s| s.log10_probability > bracket.log10_probability)
                .count(),
            bracket: bracket.clone(),
        })
        .collect();
    History {
        model: model.clone(),
        chalk: ReferenceLine::new(summarize(Picks::CHALK, model).log10_probability),
        coin: ReferenceLine::new(-(GAMES as f64) * 2f64.log10()),
        years,
    }
}

/// "1 in N" in words for a probability given by its log10: N to three significant figures with
/// a short-scale name ("186 billion", "9.22 quintillion"), plain below a thousand ("136"), and
/// in scientific notation beyond the decillions ("1.23e40").
pub fn one_in(log10_probability: f64) -> String {
    let exponent = -log10_probability;
    if exponent.is_nan() || exponent < 0.0 {
        return "?".into();
    }
    // Three significant figures: find the power of ten of N after rounding.
    let mut magnitude = exponent.floor();
    let mut mantissa = (10f64.powf(exponent - magnitude) * 100.0).round() / 100.0;
    if mantissa >= 10.0 {
        mantissa /= 10.0;
        magnitude += 1.0;
    }
    if !magnitude.is_finite() || magnitude >= 36.0 {
        return if magnitude.is_finite() {
            format!("{mantissa}e{magnitude}")
        } else {
            "∞".into()
        };
    }
    // magnitude is 0..=35 here, so the conversion is exact.
    let magnitude = magnitude as i32;
    let group = magnitude / 3;
    let digits = mantissa * 10f64.powi(magnitude - 3 * group);
    let number = format!(
        "{:.*}",
        usize::try_from(2 - (magnitude - 3 * group)).unwrap_or(0),
        digits
    );
    let number = if number.contains('.') {
        number
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    } else {
        number
    };
    // The short-scale names the words exploration spells numbers with: thousand, then
    // million (1000²) onwards.
    let name = match usize::try_from(group) {
        Ok(1) => Some("thousand"),
        Ok(g) if g >= 2 => crate::words::DICTIONARY_ILLIONS.get(g - 2).copied(),
        _ => None,
    };
    match name {
        Some(name) => format!("{number} {name}"),
        None => number,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bracket::{Strength, observed_16_over_1, tournaments};
    use num_bigint::BigInt;
    use num_rational::BigRational;
    use num_traits::{One, ToPrimitive};

    fn model(strength: Strength, p16: f64) -> Model {
        Model::new(strength, p16).unwrap()
    }

    /// The chalk bracket's probability under the linear model with p16 = 1/136, as an exact
    /// fraction: k = 67/2040, p(i beats j) = 1/2 + k(j − i), and four regions of 15 games
    /// times 1/8 for the three all-#1 games of the Final Four.
    fn exact_linear_chalk() -> BigRational {
        let k = BigRational::new(BigInt::from(67), BigInt::from(2040));
        let half = BigRational::new(BigInt::one(), BigInt::from(2));
        let region: [(i64, i64); 15] = [
            (1, 16),
            (8, 9),
            (4, 13),
            (5, 12),
            (2, 15),
            (7, 10),
            (3, 14),
            (6, 11),
            (1, 8),
            (4, 5),
            (2, 7),
            (3, 6),
            (1, 4),
            (2, 3),
            (1, 2),
        ];
        let mut p = BigRational::one();
        for _ in 0..4 {
            for (i, j) in region {
                p *= &half + &k * BigRational::from_integer(BigInt::from(j - i));
            }
        }
        p * BigRational::new(BigInt::one(), BigInt::from(8))
    }

    #[test]
    fn chalk_matches_the_2018_post() {
        // "1 in 186 billion for the linear strength model, or 1 in 90 billion for the normal".
        let linear = summarize(Picks::CHALK, &model(Strength::Linear, 1.0 / 136.0));
        let normal = summarize(Picks::CHALK, &model(Strength::NORMAL, 1.0 / 136.0));
        let one_in_linear = 10f64.powf(-linear.log10_probability);
        let one_in_normal = 10f64.powf(-normal.log10_probability);
        assert!(
            (185.5e9..186.5e9).contains(&one_in_linear),
            "{one_in_linear}"
        );
        assert!((89.5e9..90.5e9).contains(&one_in_normal), "{one_in_normal}");
        assert_eq!(linear.one_in, "186 billion");
        assert_eq!(linear.upsets, 0);
        // The exact rational agrees to double precision.
        let exact = exact_linear_chalk().to_f64().unwrap().log10();
        assert!(
            (linear.log10_probability - exact).abs() < 1e-13,
            "{} vs {exact}",
            linear.log10_probability
        );
    }

    #[test]
    fn coin_line_is_two_to_the_minus_63() {
        let all = tournaments().unwrap();
        let h = history(&all, &model(Strength::Linear, 0.01));
        assert!(
            (10f64.powf(-h.coin.log10_probability) - 2f64.powi(63)).abs() < 2f64.powi(63) * 1e-12
        );
        assert_eq!(h.coin.one_in, "9.22 quintillion");
        // With p16 = 1/2 every game is a coin flip, so every bracket is on the coin line.
        let coin = model(Strength::NORMAL, 0.5);
        for t in &all {
            assert!(
                (summarize(t.outcome, &coin).log10_probability - h.coin.log10_probability).abs()
                    < 1e-12
            );
        }
    }

    /// The years of `h` from most to least likely.
    fn by_likelihood(h: &History) -> Vec<u16> {
        let mut years: Vec<&YearSummary> = h.years.iter().collect();
        years.sort_by_key(|y| y.rank);
        years.iter().map(|y| y.year).collect()
    }

    #[test]
    fn twenty_eighteen_was_the_least_likely_through_2018() {
        // "This year's 2018 tournament was indeed the most unlikely … 2007 was the most likely".
        let through_2018: Vec<Tournament> = tournaments()
            .unwrap()
            .into_iter()
            .filter(|t| t.year <= 2018)
            .collect();
        assert_eq!(through_2018.len(), 34);
        for strength in [Strength::Linear, Strength::NORMAL] {
            let h = history(&through_2018, &model(strength, 1.0 / 136.0));
            let order = by_likelihood(&h);
            assert_eq!(order.last(), Some(&2018), "{strength:?}");
            assert_eq!(order.first(), Some(&2007), "{strength:?}");
            let y2018 = h.years.iter().find(|y| y.year == 2018).unwrap();
            assert_eq!(y2018.rank, 34);
            // Every year lies between the coin flip and chalk.
            for y in &h.years {
                assert!(h.coin.log10_probability < y.bracket.log10_probability);
                assert!(y.bracket.log10_probability < h.chalk.log10_probability);
            }
        }
    }

    #[test]
    fn twenty_twenty_five_was_second_most_likely() {
        // The 2025 post calibrates as the 2018 one did: the 1-vs-16 record through its own year,
        // 2 upsets in 160 games = 1/80 (chalk then 1 in 105 / 216 billion, the post's "roughly
        // 100 to 200 billion"). The order of the top two holds at 1/136 as well.
        let all: Vec<Tournament> = tournaments()
            .unwrap()
            .into_iter()
            .filter(|t| t.year <= 2025)
            .collect();
        let p16 = observed_16_over_1(&all, 2025).unwrap().p16();
        for p16 in [p16, 1.0 / 136.0] {
            for strength in [Strength::Linear, Strength::NORMAL] {
                let h = history(&all, &model(strength, p16));
                assert_eq!(
                    by_likelihood(&h)[..2],
                    [2007, 2025],
                    "{strength:?} p16 = {p16}"
                );
            }
        }
        // "there were only 11 upsets– the fewest ever … 2007, with a then-fewest 12".
        let h = history(&all, &model(Strength::NORMAL, p16));
        let upsets = |year: u16| {
            h.years
                .iter()
                .find(|y| y.year == year)
                .unwrap()
                .bracket
                .upsets
        };
        assert_eq!(upsets(2025), 11);
        assert_eq!(upsets(2007), 12);
        assert!(
            h.years
                .iter()
                .all(|y| y.year == 2025 || y.bracket.upsets >= 12)
        );
        // "then-fewest": 2007 tied 1993 (and 2015 matched them later).
        let twelve: Vec<u16> = h
            .years
            .iter()
            .filter(|y| y.bracket.upsets == 12)
            .map(|y| y.year)
            .collect();
        assert_eq!(twelve, [1993, 2007, 2015]);
        let chalk =
            |strength| 10f64.powf(-history(&all, &model(strength, p16)).chalk.log10_probability);
        assert!((100e9..110e9).contains(&chalk(Strength::NORMAL)));
        assert!((210e9..220e9).contains(&chalk(Strength::Linear)));
    }

    #[test]
    fn rounds_add_up_and_games_agree() {
        let all = tournaments().unwrap();
        let m = model(Strength::NORMAL, 1.0 / 136.0);
        for t in &all {
            let s = summarize(t.outcome, &m);
            let odds = game_odds(&t.field, t.outcome, &m);
            assert_eq!(odds.len(), GAMES);
            let from_games: f64 = odds.iter().map(|g| g.probability.log10()).sum();
            let from_rounds: f64 = s.rounds.iter().map(|r| r.log10_probability).sum();
            assert!((from_games - s.log10_probability).abs() < 1e-12);
            assert!((from_rounds - s.log10_probability).abs() < 1e-12);
            assert_eq!(odds.iter().filter(|g| g.upset).count(), s.upsets as usize);
            let games: Vec<u32> = s.rounds.iter().map(|r| r.games).collect();
            assert_eq!(games, [32, 16, 8, 4, 2, 1]);
            // Chalk is the mode: no year beats it.
            assert!(s.log10_probability <= summarize(Picks::CHALK, &m).log10_probability);
        }
        // UMBC over Virginia in 2018 has probability exactly p16.
        let t2018 = all.iter().find(|t| t.year == 2018).unwrap();
        let umbc = game_odds(&t2018.field, t2018.outcome, &m)
            .into_iter()
            .find(|g| g.game.winner.name == "UMBC")
            .unwrap();
        assert!(umbc.upset && (umbc.probability - 1.0 / 136.0).abs() < 1e-17);
    }

    #[test]
    fn history_json_round_trips() {
        let all = tournaments().unwrap();
        let h = history(&all[..3], &model(Strength::Linear, 1.0 / 136.0));
        let json = serde_json::to_string(&h).unwrap();
        assert!(json.contains("\"log10_probability\"") && json.contains("\"one_in\""));
        let back: History = serde_json::from_str(&json).unwrap();
        assert_eq!(back.years.len(), 3);
        assert_eq!(back.years[0].bracket.upsets, h.years[0].bracket.upsets);
        assert!(
            (back.years[0].bracket.log10_probability - h.years[0].bracket.log10_probability).abs()
                < 1e-12
        );
    }

    #[test]
    fn one_in_reads_like_the_posts() {
        assert_eq!(one_in(-(136f64.log10())), "136");
        assert_eq!(one_in(0.0), "1");
        assert_eq!(one_in(-(2f64.log10())), "2");
        assert_eq!(one_in(-(1.5f64.log10())), "1.5");
        assert_eq!(one_in(-(89.84e9f64.log10())), "89.8 billion");
        assert_eq!(one_in(-(999.7e9f64.log10())), "1 trillion");
        assert_eq!(one_in(-(1234.0f64.log10())), "1.23 thousand");
        assert_eq!(one_in(-40.0), "1e40");
        assert_eq!(one_in(f64::NEG_INFINITY), "∞");
        assert_eq!(one_in(f64::NAN), "?");
        assert_eq!(one_in(1.0), "?");
    }
}
