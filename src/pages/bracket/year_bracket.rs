//! A year's full bracket: all 63 games with their probabilities under the chosen model, upsets
//! highlighted, laid out region by region and round by round.

use std::rc::Rc;

use snipelab_core::bracket::{
    GameOdds, History, Model, Strength, Tournament, game_odds, round_name,
};
use yew::prelude::*;

use super::format::{percent, seeded, team_name, upsets};
use crate::format::minus;

/// Props of [`YearBracket`].
#[derive(Properties, PartialEq)]
pub struct YearBracketProps {
    /// The tournament shown.
    pub tournament: Rc<Tournament>,
    /// The chosen model.
    pub model: Model,
    /// The history under the chosen model (for the year's rank).
    pub history: Rc<History>,
}

/// The bracket of what happened.
#[function_component(YearBracket)]
pub fn year_bracket(props: &YearBracketProps) -> Html {
    let t = &props.tournament;
    let games = game_odds(&t.field, t.outcome, &props.model);
    let summary = props.history.years.iter().find(|y| y.year == t.year);
    let count = props.history.years.len();
    let mut surprises: Vec<&GameOdds> = games.iter().filter(|g| g.upset).collect();
    surprises.sort_by(|a, b| a.probability.total_cmp(&b.probability));
    let surprises: Vec<String> = surprises
        .iter()
        .take(3)
        .map(|g| {
            format!(
                "{} over {} ({}, {})",
                seeded(&g.game.winner),
                seeded(&g.game.loser),
                percent(g.probability),
                round_name(g.game.round).to_lowercase()
            )
        })
        .collect();
    let strength = match props.model.strength() {
        Strength::Linear => "linear".to_string(),
        Strength::Normal { n } => format!("normal (n = {n})"),
    };

    let column = |region: Option<u8>, round: u8| {
        let in_column: Vec<&GameOdds> = games
            .iter()
            .filter(|g| g.game.round == round && (round > 4 || g.game.region == region))
            .collect();
        html! {
            <ol class="bracket-round" aria-label={round_name(round)}>
                { for in_column.into_iter().map(game_card) }
            </ol>
        }
    };

    html! {
        <section class="bracket-full" id="bracket-year" aria-labelledby="bracket-year-title">
            <h2 id="bracket-year-title">{ format!("The {} bracket", t.year) }</h2>
            if let Some(s) = summary {
                <p class="result" id="bracket-year-result">
                    { format!("Under the {strength} strength, {} had probability 1 in {} (log₁₀ p = {}), with {}: ",
                        t.year, s.bracket.one_in, minus(&format!("{:.3}", s.bracket.log10_probability)), upsets(s.bracket.upsets)) }
                    <strong id="bracket-year-rank">{ format!("rank {} of {count}", s.rank) }</strong>
                    { " from most to least likely." }
                </p>
            }
            if !surprises.is_empty() {
                <p>{ format!("Least likely results: {}.", surprises.join("; ")) }</p>
            }
            <p class="bracket-legend">
                { "Each game shows its winner first and the probability the model gave that result. " }
                <span class="bracket-game-key upset">{ "Upsets" }</span>{ " are highlighted." }
            </p>
            <div class="bracket-regions">
                { for (1..=4u8).map(|region| html! {
                    <section class="bracket-region" aria-label={format!("Region {region}")}>
                        <h3>{ format!("Region {region}") }</h3>
                        <div class="bracket-columns">
                            { for (1..=4u8).map(|round| column(Some(region), round)) }
                        </div>
                    </section>
                }) }
                <section class="bracket-region bracket-final" aria-label="Final Four and championship">
                    <h3>{ "Final Four" }</h3>
                    <div class="bracket-columns">
                        { column(None, 5) }
                        { column(None, 6) }
                    </div>
                </section>
            </div>
        </section>
    }
}

/// One game: the winner over the loser, and the probability of that result.
fn game_card(g: &GameOdds) -> Html {
    let (w, l) = (&g.game.winner, &g.game.loser);
    let label = format!(
        "{} beat {}: probability {}{}",
        seeded(w),
        seeded(l),
        percent(g.probability),
        if g.upset { ", an upset" } else { "" }
    );
    html! {
        <li class={classes!("bracket-game", g.upset.then_some("upset"))} data-game={g.game.index.to_string()}
            title={label.clone()} aria-label={label}>
            <span class="team winner"><span class="seed">{ w.seed }</span><span class="name">{ team_name(&w.name) }</span></span>
            <span class="team loser"><span class="seed">{ l.seed }</span><span class="name">{ team_name(&l.name) }</span></span>
            <span class="odds">
                { percent(g.probability) }
                if g.upset { <span class="tag">{ " upset" }</span> }
            </span>
        </li>
    }
}
