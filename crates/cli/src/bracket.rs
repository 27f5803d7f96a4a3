//! `snipelab bracket`: how (un)likely was each NCAA tournament, and any bracket you pick.

use crate::out::{CliResult, outln, print_json};
use serde::Serialize;
use snipelab_core::bracket::{
    self, BracketSummary, DEFAULT_DIVISION_I_TEAMS, GameOdds, History, Model, Observed16, Picks,
    ReferenceLine, Strength, Tournament, UpsetDistribution, YearSummary,
};

/// The strength function of the game model.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ModelKind {
    /// s_i = Φ⁻¹(1 − 4i/n): normally distributed strength over n Division I teams.
    Normal,
    /// s_i = −i.
    Linear,
}

/// Options of `snipelab bracket`.
#[derive(clap::Args)]
pub struct Args {
    /// Seed strength: p(i beats j) = 1/2 + k(s_i − s_j).
    #[arg(long, value_enum, default_value = "normal")]
    model: ModelKind,
    /// p(16 beats 1), which sets k: a number or a fraction such as 1/136 (the 2018 post's value).
    #[arg(
        long,
        value_name = "P",
        conflicts_with = "calibrate_through",
        allow_hyphen_values = true
    )]
    p16: Option<String>,
    /// Set p(16 beats 1) to the observed #16-over-#1 rate up to and including this year
    /// [default: the latest year in the data].
    #[arg(long, value_name = "YEAR")]
    calibrate_through: Option<u16>,
    /// Division I teams n of the normal strength [default: 351].
    #[arg(long)]
    n: Option<u32>,
    /// Show this year's 63 games with their probabilities.
    #[arg(long)]
    year: Option<u16>,
    /// Price a bracket given by its 16-hex-digit code (bit g = 1: game g went to the bottom half
    /// of its block; games numbered round by round, top to bottom; 0000000000000000 is chalk).
    /// With --year, its games are shown with that year's teams and scored against the outcome.
    #[arg(long, value_name = "CODE")]
    picks: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// How p(16 beats 1) was chosen.
#[derive(Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
enum Calibration {
    /// Given on the command line.
    Given,
    /// The observed rate through a year.
    Observed(Observed16),
}

/// The output of `snipelab bracket` without --year: the posts' figure.
#[derive(Serialize)]
struct HistoryReport {
    calibration: Calibration,
    #[serde(flatten)]
    history: History,
    upset_distribution: UpsetDistribution,
}

/// The output with --year: one tournament in detail.
#[derive(Serialize)]
struct YearReport {
    model: Model,
    calibration: Calibration,
    chalk: ReferenceLine,
    coin: ReferenceLine,
    year: YearSummary,
    games: Vec<GameOdds>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bracket: Option<PricedBracket>,
}

/// A bracket priced with --picks.
#[derive(Serialize)]
struct PricedBracket {
    code: Picks,
    #[serde(flatten)]
    summary: BracketSummary,
    /// Games agreeing with the actual outcome (with --year).
    #[serde(skip_serializing_if = "Option::is_none")]
    correct_picks: Option<u32>,
    /// Its games with the year's teams (with --year).
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<Vec<GameOdds>>,
}

/// The output with --picks but no --year.
#[derive(Serialize)]
struct PicksReport {
    model: Model,
    calibration: Calibration,
    chalk: ReferenceLine,
    coin: ReferenceLine,
    bracket: PricedBracket,
}

/// Runs `snipelab bracket`.
pub fn run(args: Args) -> CliResult {
    let tournaments = bracket::tournaments().map_err(|e| e.to_string())?;
    let (model, calibration) = model_of(&args, &tournaments)?;
    let history = bracket::history(&tournaments, &model);
    let picks = args
        .picks
        .as_deref()
        .map(Picks::from_hex)
        .transpose()
        .map_err(|e| e.to_string())?;

    let Some(year) = args.year else {
        if let Some(picks) = picks {
            let bracket = price(picks, None, &model);
            let report = PicksReport {
                model,
                calibration,
                chalk: history.chalk,
                coin: history.coin,
                bracket,
            };
            return if args.json {
                print_json(&report)
            } else {
                print_picks_report(&report)
            };
        }
        let upset_distribution = bracket::upset_distribution(&model);
        let report = HistoryReport {
            calibration,
            history,
            upset_distribution,
        };
        return if args.json {
            print_json(&report)
        } else {
            print_history(&report)
        };
    };

    let (tournament, summary) = tournaments
        .iter()
        .zip(&history.years)
        .find(|(t, _)| t.year == year)
        .ok_or_else(|| no_such_year(year, &tournaments))?;
    let report = YearReport {
        games: bracket::game_odds(&tournament.field, tournament.outcome, &model),
        bracket: picks.map(|p| price(p, Some(tournament), &model)),
        year: summary.clone(),
        chalk: history.chalk,
        coin: history.coin,
        model,
        calibration,
    };
    if args.json {
        print_json(&report)
    } else {
        print_year(&report, tournaments.len())
    }
}

/// The model the options ask for, and how p16 was set.
fn model_of(args: &Args, tournaments: &[Tournament]) -> Result<(Model, Calibration), String> {
    let strength = match (args.model, args.n) {
        (ModelKind::Normal, n) => Strength::Normal {
            n: n.unwrap_or(DEFAULT_DIVISION_I_TEAMS),
        },
        (ModelKind::Linear, None) => Strength::Linear,
        (ModelKind::Linear, Some(_)) => return Err("--n applies only to --model normal".into()),
    };
    let (p16, calibration) = match &args.p16 {
        Some(text) => (parse_probability(text)?, Calibration::Given),
        None => {
            let latest = tournaments.iter().map(|t| t.year).max().unwrap_or(0);
            let through = args.calibrate_through.unwrap_or(latest);
            let observed =
                bracket::observed_16_over_1(tournaments, through).map_err(|e| e.to_string())?;
            (observed.p16(), Calibration::Observed(observed))
        }
    };
    let model = Model::new(strength, p16).map_err(|e| e.to_string())?;
    Ok((model, calibration))
}

/// A probability written as a number (0.0125) or a fraction (1/136).
fn parse_probability(text: &str) -> Result<f64, String> {
    let number = |s: &str| {
        s.trim()
            .parse::<f64>()
            .map_err(|_| format!("--p16 {text:?} is not a number or a fraction a/b"))
    };
    match text.split_once('/') {
        Some((a, b)) => Ok(number(a)? / number(b)?),
        None => number(text),
    }
}

fn no_such_year(year: u16, tournaments: &[Tournament]) -> String {
    let first = tournaments.first().map_or(0, |t| t.year);
    let last = tournaments.last().map_or(0, |t| t.year);
    if year == 2020 {
        "there was no tournament in 2020 (cancelled)".into()
    } else {
        format!("no tournament data for {year} (the data cover {first}-{last})")
    }
}

fn price(picks: Picks, tournament: Option<&Tournament>, model: &Model) -> PricedBracket {
    PricedBracket {
        code: picks,
        summary: bracket::summarize(picks, model),
        correct_picks: tournament.map(|t| picks.correct_picks(t.outcome)),
        games: tournament.map(|t| bracket::game_odds(&t.field, picks, model)),
    }
}

fn describe_model(model: &Model, calibration: &Calibration) -> String {
    let strength = match model.strength() {
        Strength::Linear => "linear strength s_i = -i".to_string(),
        Strength::Normal { n } => format!("normal strength s_i = Phi^-1(1 - 4i/{n})"),
    };
    let p16 = match calibration {
        Calibration::Given => format!("p(16 beats 1) = {}", model.p16()),
        Calibration::Observed(o) => format!(
            "p(16 beats 1) = {}/{} = {:.6} (observed through {})",
            o.upsets,
            o.games,
            model.p16(),
            o.through
        ),
    };
    format!("Model: {strength}, {p16}, k = {:.6}", model.k())
}

fn print_lines(chalk: &ReferenceLine, coin: &ReferenceLine) -> CliResult {
    outln!(
        "Chalk bracket: log10 p = {:.3}  (1 in {})",
        chalk.log10_probability,
        chalk.one_in
    );
    outln!(
        "Coin flips:    log10 p = {:.3}  (1 in {})",
        coin.log10_probability,
        coin.one_in
    );
    Ok(())
}

fn print_history(report: &HistoryReport) -> CliResult {
    let history = &report.history;
    outln!("{}", describe_model(&history.model, &report.calibration));
    print_lines(&history.chalk, &history.coin)?;
    outln!();
    outln!(
        "{:>4}  {:<16} {:>6}  {:>8}  {:>24}  {:>4}",
        "year",
        "champion",
        "upsets",
        "log10 p",
        "1 in",
        "rank"
    );
    for y in &history.years {
        let champion = y.champion.as_ref().map_or("?", |t| t.name.as_str());
        outln!(
            "{:>4}  {:<16} {:>6}  {:>8.3}  {:>24}  {:>4}",
            y.year,
            champion,
            y.bracket.upsets,
            y.bracket.log10_probability,
            y.bracket.one_in,
            y.rank
        );
    }
    let d = &report.upset_distribution;
    outln!();
    outln!(
        "Upsets per tournament under the model: mean {:.3}, standard deviation {:.3}",
        d.mean,
        d.standard_deviation
    );
    for (u, p) in d
        .probabilities
        .iter()
        .enumerate()
        .filter(|(_, p)| **p >= 1e-4)
    {
        let years: Vec<String> = history
            .years
            .iter()
            .filter(|y| y.bracket.upsets as usize == u)
            .map(|y| y.year.to_string())
            .collect();
        outln!("  {u:>2} upsets: {:>8.4}%  {}", 100.0 * p, years.join(" "));
    }
    Ok(())
}

fn print_games(games: &[GameOdds]) -> CliResult {
    for (round, name) in (1..=bracket::ROUNDS).map(|r| (r, bracket::round_name(r))) {
        outln!("{name}:");
        for g in games.iter().filter(|g| g.game.round == round) {
            let region = g
                .game
                .region
                .map_or(String::new(), |r| format!("region {r}  "));
            outln!(
                "  {region}({:>2}) {:<16} over ({:>2}) {:<16} p = {:.4}{}",
                g.game.winner.seed,
                g.game.winner.name,
                g.game.loser.seed,
                g.game.loser.name,
                g.probability,
                if g.upset { "  upset" } else { "" }
            );
        }
    }
    Ok(())
}

fn print_summary(label: &str, s: &BracketSummary) -> CliResult {
    outln!(
        "{label}: log10 p = {:.3} (1 in {}), {} upsets",
        s.log10_probability,
        s.one_in,
        s.upsets
    );
    outln!(
        "  {:<13} {:>5} {:>6} {:>8}",
        "round",
        "games",
        "upsets",
        "log10 p"
    );
    for r in &s.rounds {
        outln!(
            "  {:<13} {:>5} {:>6} {:>8.3}",
            bracket::round_name(r.round),
            r.games,
            r.upsets,
            r.log10_probability
        );
    }
    Ok(())
}

fn print_year(report: &YearReport, years: usize) -> CliResult {
    outln!("{}", describe_model(&report.model, &report.calibration));
    print_lines(&report.chalk, &report.coin)?;
    let y = &report.year;
    let champion = y.champion.as_ref().map_or("?", |t| t.name.as_str());
    outln!();
    print_summary(
        &format!(
            "{} (champion {champion}, rank {} of {years})",
            y.year, y.rank
        ),
        &y.bracket,
    )?;
    outln!();
    print_games(&report.games)?;
    if let Some(b) = &report.bracket {
        outln!();
        print_bracket(b)?;
        if let Some(games) = &b.games {
            print_games(games)?;
        }
    }
    Ok(())
}

fn print_bracket(b: &PricedBracket) -> CliResult {
    print_summary(&format!("Bracket {}", b.code), &b.summary)?;
    if let Some(correct) = b.correct_picks {
        outln!("  {correct} of 63 picks agree with what happened");
    }
    Ok(())
}

fn print_picks_report(report: &PicksReport) -> CliResult {
    outln!("{}", describe_model(&report.model, &report.calibration));
    print_lines(&report.chalk, &report.coin)?;
    outln!();
    print_bracket(&report.bracket)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p16_reads_numbers_and_fractions() {
        assert_eq!(parse_probability("1/136"), Ok(1.0 / 136.0));
        assert_eq!(parse_probability("0.0125"), Ok(0.0125));
        assert_eq!(parse_probability(" 2 / 160 "), Ok(0.0125));
        assert!(parse_probability("one").is_err());
        assert!(parse_probability("1/").is_err());
        // 1/0 parses to infinity, which the model then rejects with its own message.
        assert_eq!(parse_probability("1/0"), Ok(f64::INFINITY));
    }
}
