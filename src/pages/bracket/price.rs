//! "Price your bracket": pick the winners of a year's field round by round and see the prior
//! probability of your bracket, against chalk and against what actually happened.
//!
//! A click on a team in round r makes it win its game of round r, via `Picks::with_wins`. The
//! bracket is always complete (it starts as chalk), so it always has a price, and its
//! 16-hex-digit code lives in the URL. The later games that the beaten team had been picked to
//! win go to the better seed of each (see [`send_through`]), so one click is one change of mind,
//! not a cascade of surprise upsets.

use std::rc::Rc;

use snipelab_core::bracket::{
    Error, History, Model, Picks, ROUNDS, TEAMS, Tournament, round_name, summarize,
};
use yew::prelude::*;

use super::format::{percent, seeded, team_name, times, upsets};
use crate::format::minus;

/// Props of [`PriceBracket`].
#[derive(Properties, PartialEq)]
pub struct PriceBracketProps {
    /// The year whose field is picked.
    pub tournament: Rc<Tournament>,
    /// The chosen model.
    pub model: Model,
    /// The history under the chosen model (chalk, and what happened).
    pub history: Rc<History>,
    /// The reader's bracket.
    pub picks: Picks,
    /// The round shown, 1–6.
    pub round: u8,
    /// Called with the new bracket.
    pub on_picks: Callback<Picks>,
    /// Called with the round to show.
    pub on_round: Callback<u8>,
}

/// The survivors of every round: `levels[0]` is the 64 lines, `levels[r]` the winners of round r
/// in bracket order, following the picks' game numbering (round by round, top to bottom).
fn levels(picks: Picks) -> Vec<Vec<usize>> {
    let mut levels = vec![(0..TEAMS).collect::<Vec<usize>>()];
    let mut game = 0;
    while let Some(last) = levels.last().filter(|l| l.len() > 1) {
        let next = last
            .chunks_exact(2)
            .map(|pair| {
                let bottom = picks.bottom_won(game).unwrap_or(false);
                game += 1;
                pair[usize::from(bottom)]
            })
            .collect();
        levels.push(next);
    }
    levels
}

/// `picks` with the team on `line` winning its game of `round`; every other pick stays, except
/// that the team it displaces, if it had been picked to go further, leaves games without their
/// winner: each goes to the better seed of the two teams now playing it (the top one between
/// equal seeds, as chalk does). Clicking the team already through changes nothing.
fn send_through(picks: Picks, seeds: &[u8], line: usize, round: u8) -> Result<Picks, Error> {
    let before = levels(picks);
    let r = usize::from(round);
    let game = line >> r;
    let Some(&displaced) = before.get(r).and_then(|l| l.get(game)) else {
        return Ok(picks);
    };
    if displaced == line {
        return Ok(picks);
    }
    let displaced_wins = wins(&before, displaced);
    let mut next = picks.with_wins(line, round)?;
    for k in r + 1..=displaced_wins {
        let now = levels(next);
        let game = line >> k;
        let entrants = now
            .get(k - 1)
            .map(|l| (l.get(2 * game), l.get(2 * game + 1)));
        let Some((Some(&top), Some(&bottom))) = entrants else {
            break;
        };
        let seed = |l: usize| seeds.get(l).copied().unwrap_or(u8::MAX);
        let favourite = if seed(bottom) < seed(top) {
            bottom
        } else {
            top
        };
        // k ≤ 6 here: a team wins at most six games.
        next = next.with_wins(favourite, u8::try_from(k).unwrap_or(ROUNDS))?;
    }
    Ok(next)
}

/// Games won by the team on `line` in a bracket given by its [`levels`].
fn wins(levels: &[Vec<usize>], line: usize) -> usize {
    levels.iter().skip(1).filter(|l| l.contains(&line)).count()
}

/// The bracket picker and its price.
#[function_component(PriceBracket)]
pub fn price_bracket(props: &PriceBracketProps) -> Html {
    let t = &props.tournament;
    let teams = t.field.teams();
    let team = |line: usize| teams.get(line);
    let round = props.round.clamp(1, ROUNDS);
    let r = usize::from(round);
    let mine = levels(props.picks);
    let actual = levels(t.outcome);
    let seeds: Rc<Vec<u8>> = Rc::new(teams.iter().map(|t| t.seed).collect());

    let summary = summarize(props.picks, &props.model);
    let chalk = &props.history.chalk;
    let happened = props.history.years.iter().find(|y| y.year == t.year);
    let correct = props.picks.correct_picks(t.outcome);
    let champion = mine
        .last()
        .and_then(|l| l.first())
        .and_then(|&line| team(line));

    let versus = |other: f64, name: &str| {
        let yours = summary.log10_probability;
        if (yours - other).abs() < 1e-9 {
            format!("yours is exactly as likely as {name}")
        } else if yours > other {
            format!(
                "yours is {} times more likely than {name}",
                times(yours, other)
            )
        } else {
            format!(
                "yours is {} times less likely than {name}",
                times(other, yours)
            )
        }
    };

    let pick = |line: usize| {
        let (on_picks, picks, seeds) = (props.on_picks.clone(), props.picks, seeds.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(next) = send_through(picks, &seeds, line, round)
                && next != picks
            {
                on_picks.emit(next);
            }
        })
    };
    let button = |line: usize, picked: bool| {
        let Some(team) = team(line) else {
            return html! {};
        };
        html! {
            <button type="button" class={classes!("pick", picked.then_some("picked"))}
                aria-pressed={picked.to_string()} data-line={line.to_string()} onclick={pick(line)}>
                <span class="seed">{ team.seed }</span>{ team_name(&team.name) }
            </button>
        }
    };
    let game_view = |j: usize| {
        let (Some(&top), Some(&bottom), Some(&winner)) = (
            mine[r - 1].get(2 * j),
            mine[r - 1].get(2 * j + 1),
            mine[r].get(j),
        ) else {
            return html! {};
        };
        let loser = if winner == top { bottom } else { top };
        let probability = match (team(winner), team(loser)) {
            (Some(w), Some(l)) => props.model.win_probability(w.seed, l.seed).ok(),
            _ => None,
        };
        let as_happened = actual.get(r).and_then(|l| l.get(j)) == Some(&winner);
        html! {
            <li class={classes!("pick-game", as_happened.then_some("as-happened"))}>
                { button(top, winner == top) }
                { button(bottom, winner == bottom) }
                <span class="odds">
                    { probability.map(|p| format!("pick: {}", percent(p))).unwrap_or_default() }
                    if as_happened { <span class="tag">{ format!(" ✓ as in {}", t.year) }</span> }
                </span>
            </li>
        }
    };

    // Rounds 1–4 are played inside the four regions (lines 16k … 16k + 15); group them so.
    let count = mine[r].len();
    let groups: Vec<(String, std::ops::Range<usize>)> = if round <= 4 {
        let per = count / 4;
        (0..4)
            .map(|k| (format!("Region {}", k + 1), k * per..(k + 1) * per))
            .collect()
    } else {
        vec![(round_name(round).to_string(), 0..count)]
    };

    let start_from = |picks: Picks| props.on_picks.reform(move |_: MouseEvent| picks);

    html! {
        <section class="bracket-price" aria-labelledby="bracket-price-title">
            <h2 id="bracket-price-title">{ format!("Price your bracket ({} field)", t.year) }</h2>
            <p>{ "Pick a winner for every game, round by round: click a team to send it through. Your bracket \
                  starts as chalk. Every other pick stays, except the later games the beaten team had been \
                  picked to win: those go to the better seed. The bracket's code is in the page's link, so \
                  you can share it." }</p>
            <div class="bracket-price-result" id="bracket-price" aria-live="polite">
                <p class="result">
                    { "Your bracket: " }
                    <strong id="bracket-price-odds">{ format!("1 in {}", summary.one_in) }</strong>
                    { format!(" (log₁₀ p = {}), {}, ", minus(&format!("{:.3}", summary.log10_probability)), upsets(summary.upsets)) }
                    <span id="bracket-price-correct">{ format!("{correct} of 63 picks as in {}", t.year) }</span>
                    if let Some(c) = champion { { format!("; champion {}.", seeded(c)) } }
                </p>
                <ul>
                    <li id="bracket-price-chalk">
                        { format!("Chalk: 1 in {}; {}.", chalk.one_in, versus(chalk.log10_probability, "chalk")) }
                    </li>
                    if let Some(h) = happened {
                        <li id="bracket-price-actual">
                            { format!("What happened in {}: 1 in {}; {}.", t.year, h.bracket.one_in,
                                versus(h.bracket.log10_probability, "what happened")) }
                        </li>
                    }
                </ul>
                <p>{ "Bracket code " }<code id="bracket-code">{ props.picks.to_hex() }</code></p>
            </div>
            <div class="controls buttons">
                <button type="button" id="bracket-start-chalk" onclick={start_from(Picks::CHALK)}>{ "Start from chalk" }</button>
                <button type="button" id="bracket-start-actual" onclick={start_from(t.outcome)}>
                    { format!("Start from what happened in {}", t.year) }
                </button>
            </div>
            <div class="bracket-round-tabs" role="group" aria-label="Round to pick">
                { for (1..=ROUNDS).map(|k| {
                    let on_round = props.on_round.reform(move |_: MouseEvent| k);
                    let pressed = k == round;
                    html! {
                        <button type="button" id={format!("bracket-round-{k}")} class={classes!("round-tab", pressed.then_some("selected"))}
                            aria-pressed={pressed.to_string()} onclick={on_round}>
                            { round_name(k) }
                        </button>
                    }
                }) }
            </div>
            { for groups.into_iter().map(|(name, games)| html! {
                <section class="pick-region" aria-label={format!("{name}, {}", round_name(round))}>
                    <h3>{ name }</h3>
                    <ol class="pick-games">{ for games.map(game_view) }</ol>
                </section>
            }) }
            // A copy of the price that stays in view while picking (the live region above is
            // what screen readers hear).
            <p class="pick-price" aria-hidden="true">
                { format!("Your bracket: 1 in {} · {} · {correct}/63 as in {}", summary.one_in, upsets(summary.upsets), t.year) }
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::bracket::{Strength, tournaments};

    #[test]
    fn one_click_is_one_change() {
        let all = tournaments().unwrap();
        let t = all.iter().find(|t| t.year == 2018).unwrap();
        let seeds: Vec<u8> = t.field.teams().iter().map(|t| t.seed).collect();
        let model = Model::new(Strength::NORMAL, 1.0 / 136.0).unwrap();
        // UMBC (line 33) over Virginia: the only upset; Virginia's later wins go to favourites.
        let umbc = t
            .field
            .teams()
            .iter()
            .position(|t| t.name == "UMBC")
            .unwrap();
        let picks = send_through(Picks::CHALK, &seeds, umbc, 1).unwrap();
        assert_eq!(summarize(picks, &model).upsets, 1);
        assert_eq!(picks.correct_picks(Picks::CHALK), 63 - 5);
        // Clicking it again changes nothing; clicking Virginia back changes that game only (the
        // second-round game stays with the 8 seed, as picked).
        assert_eq!(send_through(picks, &seeds, umbc, 1).unwrap(), picks);
        let back = send_through(picks, &seeds, umbc - 1, 1).unwrap();
        assert_eq!(u64::from(back), u64::from(picks) & !(1 << 16));
        // What happened, rebuilt click by click from chalk round by round, is what happened.
        let actual = levels(t.outcome);
        let mut picks = Picks::CHALK;
        for round in 1..=ROUNDS {
            for &line in &actual[usize::from(round)] {
                picks = send_through(picks, &seeds, line, round).unwrap();
            }
        }
        assert_eq!(picks, t.outcome);
    }
}
