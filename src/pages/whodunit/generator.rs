//! "New puzzle": suspects, difficulty and seed of a generated puzzle, and a button for a fresh
//! seed. The seed is the puzzle's link (the library's generator is seeded and portable).

use snipelab_core::whodunit::generate::{MAX_DIFFICULTY, MAX_GENERATED, MIN_GENERATED};
use yew::prelude::*;

use super::Timed;
use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Props of [`Generator`].
#[derive(Properties, PartialEq)]
pub struct GeneratorProps {
    /// Suspects (3–8).
    pub suspects: usize,
    /// Difficulty asked for, 0 for any.
    pub difficulty: usize,
    /// The seed.
    pub seed: u64,
    /// The puzzle generated, with its time, if any.
    pub timed: Option<Timed>,
    /// Called with (suspects, difficulty, seed).
    pub on_generate: Callback<Request>,
}

/// What a generator asks for: suspects, difficulty (0 for any) and seed.
type Request = (usize, usize, u64);

/// A seed typed in decimal.
fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| "a seed is a whole number from 0 to 18446744073709551615".to_string())
}

/// Selects for suspects and difficulty, the seed's text box, and "New puzzle".
#[function_component(Generator)]
pub fn generator(props: &GeneratorProps) -> Html {
    let (suspects, difficulty, seed) = (props.suspects, props.difficulty, props.seed);
    let on_generate = props.on_generate.clone();
    let field = use_parsed_input(
        seed.to_string(),
        |text: &String| parse_seed(text),
        on_generate.reform(move |(_, seed): (String, u64)| (suspects, difficulty, seed)),
    );
    let select = |parse: fn(usize, Request) -> Request| {
        let on_generate = on_generate.clone();
        Callback::from(move |e: Event| {
            let target = e.target_dyn_into::<web_sys::HtmlSelectElement>();
            if let Some(value) = target.and_then(|s| s.value().parse::<usize>().ok()) {
                on_generate.emit(parse(value, (suspects, difficulty, seed)));
            }
        })
    };
    let on_suspects = select(|n, (_, d, s)| (n, d, s));
    let on_difficulty = select(|d, (n, _, s)| (n, d, s));
    let on_new = {
        let on_generate = on_generate.clone();
        Callback::from(move |_: MouseEvent| {
            // Two draws of 26 bits: a JS double holds 53 random bits; a short seed is easier to
            // share.
            let draw = || (js_sys::Math::random() * 67_108_864.0) as u64;
            on_generate.emit((suspects, difficulty, (draw() << 26) | draw()))
        })
    };

    html! {
        <section class="whodunit-generator" aria-label="New puzzle">
            <div class="controls">
                <label for="whodunit-suspects">{ "Suspects" }</label>
                <select id="whodunit-suspects" onchange={on_suspects}>
                    { for (MIN_GENERATED..=MAX_GENERATED).map(|n| html! {
                        <option value={n.to_string()} selected={n == suspects}>{ n }</option>
                    }) }
                </select>
                <label for="whodunit-difficulty">{ "Difficulty" }</label>
                <select id="whodunit-difficulty" onchange={on_difficulty}>
                    <option value="0" selected={difficulty == 0}>{ "any" }</option>
                    { for (1..=MAX_DIFFICULTY).map(|d| html! {
                        <option value={d.to_string()} selected={d == difficulty}>
                            { if d == MAX_DIFFICULTY { format!("{d} or more") } else { d.to_string() } }
                        </option>
                    }) }
                </select>
                <label for="whodunit-seed">{ "Seed" }</label>
                <input type="text" id="whodunit-seed" inputmode="numeric" autocomplete="off" spellcheck="false"
                    value={field.draft.clone()} oninput={field.oninput()} />
                <button type="button" id="whodunit-new" onclick={on_new}>{ "New puzzle" }</button>
            </div>
            if let Err(message) = &*field.parsed {
                <Notice kind={NoticeKind::Error}>
                    <span id="whodunit-seed-error">{ message.clone() }</span>
                    { format!(" Still showing seed {seed}.") }
                </Notice>
            }
            if let Some(timed) = &props.timed {
                <p class="whodunit-timing" id="whodunit-generated" data-ms={format!("{:.2}", timed.millis)}>
                    { format!(
                        "Generated in {} ({} random {} tried): one answer, every statement needed, difficulty {} \
                         (the most statements a reader must combine in one step).",
                        // performance.now() is coarsened to 0.1 ms without cross-origin isolation.
                        if timed.millis < 0.1 { "under 0.1 ms".to_string() } else { format!("{:.1} ms", timed.millis) },
                        timed.generated.attempts,
                        if timed.generated.attempts == 1 { "puzzle" } else { "puzzles" },
                        timed.generated.difficulty
                    ) }
                </p>
            }
        </section>
    }
}
