//! `snipelab words`: numbers in words, and how high you can count in m characters.

use serde::Serialize;
use snipelab_core::words::{self, Style};

use crate::out::{self, CliResult, outln};

/// Options of `snipelab words`: one of --m, --say or --curve.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["m", "say", "curve"])))]
pub struct Args {
    /// Field width: find n(m), the largest n such that every amount 0..=n fits in m characters.
    #[arg(long)]
    m: Option<usize>,
    /// Write this amount in words (digits, optionally with commas or a minus sign).
    #[arg(long, value_name = "AMOUNT", allow_hyphen_values = true)]
    say: Option<String>,
    /// n(m) for every m from 4 to this width (the post's plot).
    #[arg(long, value_name = "M_MAX")]
    curve: Option<usize>,
    /// Put a comma after each group of thousands ("one million, one").
    #[arg(long)]
    commas: bool,
    /// Put "and" between hundreds and tens ("one hundred and one").
    #[arg(long)]
    and: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// The JSON document of `snipelab words --say`.
#[derive(Serialize)]
struct Said {
    amount: String,
    style: Style,
    words: String,
    length: usize,
}

/// The JSON document of `snipelab words --curve`.
#[derive(Serialize)]
struct Curve {
    style: Style,
    points: Vec<words::CurvePoint>,
}

/// Runs `snipelab words`.
pub fn run(args: Args) -> CliResult {
    let style = Style {
        commas: args.commas,
        and: args.and,
    };
    if let Some(m) = args.m {
        let limit = words::count_limit(m, style).map_err(|e| e.to_string())?;
        if args.json {
            return out::print_json(&limit);
        }
        outln!("n({m}) = {}", limit.n);
        outln!("  {} ({} characters)", limit.n_words, limit.n_length);
        outln!("first amount that does not fit: {}", limit.next);
        outln!("  {} ({} characters)", limit.next_words, limit.next_length);
    } else if let Some(amount) = &args.say {
        let words = words::say_amount(amount, style).map_err(|e| e.to_string())?;
        let said = Said {
            amount: amount.trim().to_string(),
            style,
            length: words.len(),
            words,
        };
        if args.json {
            return out::print_json(&said);
        }
        outln!("{} ({} characters)", said.words, said.length);
    } else if let Some(m_max) = args.curve {
        let points = words::count_limit_curve(m_max, style).map_err(|e| e.to_string())?;
        if args.json {
            return out::print_json(&Curve { style, points });
        }
        outln!("{:>6}  {:>8}  n(m)", "m", "log10");
        for p in &points {
            outln!("{:>6}  {:>8.3}  {}", p.m, p.log10, p.n);
        }
    } else {
        return Err("give one of --m, --say or --curve".into());
    }
    Ok(())
}
