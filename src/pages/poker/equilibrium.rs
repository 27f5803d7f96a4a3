//! The fixed-bet equilibrium, exactly: thresholds x_t and y_t, and Alice's value A(b).

use snipelab_core::poker::FixedBetEquilibrium;
use yew::prelude::*;

/// Props of [`Equilibrium`].
#[derive(Properties, PartialEq)]
pub struct EquilibriumProps {
    /// The library's equilibrium for the chosen bet.
    pub equilibrium: FixedBetEquilibrium,
}

/// The post's printed A(b) = (2 + 2b)/(2 + b)³ beside ours at the bet shown.
fn post_comparison(bet: &str, b: f64, ours: f64) -> String {
    let post = (2.0 + 2.0 * b) / (2.0 + b).powi(3);
    if b == 0.0 {
        format!("at this bet, b = 0, both are {ours:.6}.")
    } else {
        format!("at this bet, b = {bet}, the post's formula gives {post:.6} and ours {ours:.6}.")
    }
}

/// Exact fractions with decimals, and both strategies drawn on the hand line [0, 1].
#[function_component(Equilibrium)]
pub fn equilibrium(props: &EquilibriumProps) -> Html {
    let e = &props.equilibrium;
    let row = |id: &'static str, name: Html, exact: &str, decimal: f64| {
        html! {
            <tr>
                <th scope="row">{ name }</th>
                <td class="exact" id={id}>{ exact.to_string() }</td>
                <td>{ format!("≈ {decimal:.6}") }</td>
            </tr>
        }
    };
    html! {
        <section aria-labelledby="poker-equilibrium-title">
            <h2 id="poker-equilibrium-title">{ format!("The fixed-bet game at b = {}", e.bet) }</h2>
            <p>
                { "Alice bets with hands above x_t; Bob calls with hands above y_t. At x_t Alice is indifferent \
                   between folding and bluffing, at y_t Bob between folding and calling, which gives" }
            </p>
            <p class="poker-formulas">
                { "y_t = (1 + b)/(2 + b),   x_t = (2 + 2b + b²)/(2 + b)²,   A(b) = y_t(1 − y_t) = (1 + b)/(2 + b)²." }
            </p>
            <p id="poker-post-formula">
                { "The post prints a different value, A = (2 + 2b)/(2 + b)³. The two agree only at b = 0, where both \
                   give 1/4: " }
                { post_comparison(&e.bet, e.bet_f64, e.value_f64) }
                { " Ours is y_t(1 − y_t), which follows from the two indifference conditions; the linear program \
                   further down, which uses neither formula, is compared with ours." }
            </p>
            <table class="poker-values">
                <tbody>
                    { row("poker-xt", html! { <>{ "Alice bets above x" }<sub>{ "t" }</sub></> }, &e.alice_threshold, e.alice_threshold_f64) }
                    { row("poker-yt", html! { <>{ "Bob calls above y" }<sub>{ "t" }</sub></> }, &e.bob_threshold, e.bob_threshold_f64) }
                    { row("poker-value", html! { <>{ "Alice's value A(b)" }</> }, &e.value, e.value_f64) }
                </tbody>
            </table>
            <p>
                { "A(0) = 1/4, and A decreases as b grows: with the bet fixed, Alice would rather it were zero. \
                   Her hands between x_t and y_t are bluffs that lose whenever Bob calls; Bob's strategy is \
                   pinned down, Alice's only in how many hands she bets." }
            </p>
            { strategy_lines(e) }
        </section>
    }
}

/// Alice's and Bob's actions along the hand line, as an SVG figure.
fn strategy_lines(e: &FixedBetEquilibrium) -> Html {
    const W: f64 = 600.0;
    const LEFT: f64 = 70.0;
    let scale = |v: f64| LEFT + v.clamp(0.0, 1.0) * (W - LEFT - 10.0);
    let (x_t, y_t) = (e.alice_threshold_f64, e.bob_threshold_f64);
    let segment = |y: f64, from: f64, to: f64, class: &'static str, label: &'static str| {
        let (a, b) = (scale(from), scale(to));
        html! {
            <g>
                <rect class={class} x={format!("{a:.1}")} y={y.to_string()} width={format!("{:.1}", (b - a).max(0.0))} height="22" />
                if b - a > 46.0 {
                    <text x={format!("{:.1}", (a + b) / 2.0)} y={(y + 15.0).to_string()} text-anchor="middle">{ label }</text>
                }
            </g>
        }
    };
    // x_t's label hangs left of its tick and y_t's right, so that close thresholds stay legible.
    let tick = |v: f64, label: &'static str, anchor: &'static str| {
        let x = scale(v);
        html! {
            <g>
                <line x1={format!("{x:.1}")} x2={format!("{x:.1}")} y1="4" y2="66" class="poker-tick" />
                <text x={format!("{x:.1}")} y="80" text-anchor={anchor} class="poker-tick-label">{ label }</text>
            </g>
        }
    };
    html! {
        <svg class="poker-lines" viewBox={format!("0 0 {W} 86")} role="img" aria-label={format!(
            "On the hand line from 0 to 1, Alice folds below {x_t:.3}, bluffs from {x_t:.3} to {y_t:.3} and bets for value above; \
             Bob folds below {y_t:.3} and calls above.")}>
            <text x="0" y="21" class="poker-who">{ "Alice" }</text>
            { segment(6.0, 0.0, x_t, "poker-fold", "fold") }
            { segment(6.0, x_t, y_t, "poker-bluff", "bluff") }
            { segment(6.0, y_t, 1.0, "poker-bet", "bet") }
            <text x="0" y="55" class="poker-who">{ "Bob" }</text>
            { segment(40.0, 0.0, y_t, "poker-fold", "fold") }
            { segment(40.0, y_t, 1.0, "poker-call", "call") }
            { tick(x_t, "xₜ ", "end") }
            { tick(y_t, " yₜ", "start") }
            <text x={LEFT.to_string()} y="80" text-anchor="middle" class="poker-tick-label">{ "0" }</text>
            <text x={(W - 10.0).to_string()} y="80" text-anchor="middle" class="poker-tick-label">{ "1" }</text>
        </svg>
    }
}
