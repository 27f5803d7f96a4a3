//! `snipelab santa`: Secret Santa by a random cyclic order of n couples.

use snipelab_core::santa::{self, Person};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab santa`.
#[derive(clap::Args)]
pub struct Args {
    /// Couples taking part (1 to 2000; up to 500 with --curve).
    #[arg(long, default_value_t = 10)]
    n: u32,
    /// Instead, both probabilities for every number of couples from 1 to n.
    #[arg(long, conflicts_with = "draw")]
    curve: bool,
    /// Instead, draw one random cyclic order and show who gives to whom.
    #[arg(long)]
    draw: bool,
    /// Seed of the random draw (default: from the clock).
    #[arg(long, requires = "draw")]
    seed: Option<u64>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab santa`.
pub fn run(args: Args) -> CliResult {
    if args.curve {
        let curve = santa::santa_curve(args.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
        if args.json {
            return out::print_json(&curve);
        }
        outln!(
            "{:>8} {:>20} {:>20}",
            "couples",
            "P(cyclic order ok)",
            "P(hat accepted)"
        );
        for point in curve {
            outln!(
                "{:>8} {:>20.15} {:>20.15}",
                point.couples,
                point.p_cyclic,
                point.p_hat
            );
        }
        return Ok(());
    }
    if args.draw {
        return draw(&args);
    }
    let odds = santa::santa_odds(args.n).map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&odds);
    }
    outln!("{} couples ({} people)", odds.couples, odds.people);
    outln!(
        "random cyclic order: P(nobody gives to their partner) = {:.15}  (1/e = {:.15})",
        odds.p_cyclic,
        odds.cyclic_limit
    );
    outln!("  exactly {}", odds.p_cyclic_exact);
    outln!(
        "hat with rejection: P(a drawing is accepted) = {:.15}  (1/e² = {:.15})",
        odds.p_hat,
        odds.hat_limit
    );
    outln!("  exactly {}", odds.p_hat_exact);
    match odds.expected_hat_drawings {
        Some(drawings) => outln!("  {drawings:.3} drawings expected until one is accepted"),
        None => outln!("  no drawing is ever accepted"),
    }
    Ok(())
}

/// A person's name: couples A/a, B/b, … up to 26 couples, then 27a/27b and so on.
fn name(person: Person, couples: u32) -> String {
    let couple = person / 2;
    match char::from_u32(u32::from(b'A') + couple) {
        Some(letter) if couples <= 26 && person.is_multiple_of(2) => letter.to_string(),
        Some(letter) if couples <= 26 => letter.to_ascii_lowercase().to_string(),
        _ => format!(
            "{}{}",
            couple + 1,
            if person.is_multiple_of(2) { 'a' } else { 'b' }
        ),
    }
}

fn draw(args: &Args) -> CliResult {
    let seed = match args.seed {
        Some(seed) => seed,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_err(|e| format!("cannot read the clock: {e}"))?
            .as_nanos() as u64,
    };
    let circle = santa::draw_circle_from_seed(args.n, seed).map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&circle);
    }
    let names: Vec<String> = circle.order.iter().map(|&p| name(p, args.n)).collect();
    let first = names.first().map_or("", String::as_str);
    outln!("seed {seed}: {} → (back to {first})", names.join(" → "));
    if circle.nobody_gives_to_partner() {
        outln!("nobody gives to their partner");
    } else {
        for &i in &circle.partner_gifts {
            let giver = circle.order[i];
            outln!(
                "{} gives to their partner {}",
                name(giver, args.n),
                name(santa::partner(giver), args.n)
            );
        }
    }
    Ok(())
}
