//! Play the game against an equilibrium strategy: search for Alice's key, or hide one from Bob,
//! with a running tally against the value v(n).

use std::cmp::Ordering;
use std::rc::Rc;

use snipelab_core::bsearch::Equilibrium;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::Role;
use crate::format::count;

/// Props of [`Play`].
#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The solved game whose strategies the computer plays.
    pub eq: Rc<Equilibrium>,
    /// Whom the reader plays.
    pub role: Role,
    /// Called when the reader switches sides.
    pub on_role: Callback<Role>,
}

/// Dollars paid over the rounds played on one side.
#[derive(Clone, Copy, Default, PartialEq, Debug)]
struct Tally {
    rounds: u64,
    dollars: u64,
}

impl Tally {
    fn add(self, dollars: usize) -> Self {
        Tally {
            rounds: self.rounds + 1,
            dollars: self.dollars + dollars as u64,
        }
    }
}

/// A round in which the reader searches for Alice's key.
#[derive(Clone, PartialEq, Debug)]
struct Search {
    key: usize,
    /// Each guess with Alice's answer: `Less` means the key is lower than the guess.
    guesses: Vec<(usize, Ordering)>,
}

impl Search {
    fn found(&self) -> bool {
        self.guesses
            .last()
            .is_some_and(|(_, o)| *o == Ordering::Equal)
    }

    /// The keys still possible, from the answers so far.
    fn interval(&self, n: usize) -> (usize, usize) {
        self.guesses
            .iter()
            .fold((1, n), |(lo, hi), &(g, answer)| match answer {
                Ordering::Less => (lo, hi.min(g.saturating_sub(1))),
                Ordering::Greater => (lo.max(g + 1), hi),
                Ordering::Equal => (g, g),
            })
    }
}

/// A round in which Bob searched for the reader's key.
#[derive(Clone, PartialEq, Debug)]
struct Hidden {
    key: usize,
    /// Bob's guesses, the last one the key.
    path: Vec<usize>,
    /// The probability of the tree Bob drew.
    tree_probability: String,
    /// Bob's expected number of guesses for this key under his whole mixture.
    expected: f64,
}

/// An index drawn with probability proportional to `weights`, for `u` uniform in [0, 1).
fn sample(weights: &[f64], u: f64) -> usize {
    let total: f64 = weights.iter().sum();
    let mut target = u * total;
    for (i, &w) in weights.iter().enumerate() {
        if target < w {
            return i;
        }
        target -= w;
    }
    // Rounding left a sliver: the last index with positive weight.
    weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

fn answer_text(answer: Ordering) -> &'static str {
    match answer {
        Ordering::Less => "lower",
        Ordering::Greater => "higher",
        Ordering::Equal => "correct",
    }
}

fn input_value(e: &Event) -> Option<String> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
}

/// The game, played one round at a time.
#[function_component(Play)]
pub fn play(props: &PlayProps) -> Html {
    let eq = props.eq.clone();
    let n = eq.n;
    let value = eq.value;
    let tallies = use_state(|| [Tally::default(); 2]);
    let search = use_state(|| None::<Search>);
    let hidden = use_state(|| None::<Hidden>);
    let typed = use_state(String::new);
    let error = use_state(|| None::<String>);

    let parse = move |text: &str| -> Result<usize, String> {
        match text.trim().parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => Ok(k),
            _ => Err(format!("Type a whole number from 1 to {n}.")),
        }
    };
    let on_typed = {
        let typed = typed.clone();
        Callback::from(move |e: Event| typed.set(input_value(&e).unwrap_or_default()))
    };
    let on_input = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(v) = input_value(&e) {
                typed.set(v);
            }
        })
    };

    let new_round = {
        let (eq, search, error, typed) = (eq.clone(), search.clone(), error.clone(), typed.clone());
        Callback::from(move |_: MouseEvent| {
            let key = sample(&eq.alice, js_sys::Math::random()) + 1;
            search.set(Some(Search {
                key,
                guesses: Vec::new(),
            }));
            error.set(None);
            typed.set(String::new());
        })
    };
    let guess = {
        let (search, error, typed, tallies) = (
            search.clone(),
            error.clone(),
            typed.clone(),
            tallies.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(mut round) = (*search).clone().filter(|r| !r.found()) else {
                return;
            };
            match parse(&typed) {
                Ok(g) => {
                    round.guesses.push((g, round.key.cmp(&g)));
                    if round.found() {
                        let mut t = *tallies;
                        t[0] = t[0].add(round.guesses.len());
                        tallies.set(t);
                    }
                    search.set(Some(round));
                    error.set(None);
                    typed.set(String::new());
                }
                Err(message) => error.set(Some(message)),
            }
        })
    };
    let hide = {
        let (eq, hidden, error, typed, tallies) = (
            eq.clone(),
            hidden.clone(),
            error.clone(),
            typed.clone(),
            tallies.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let key = match parse(&typed) {
                Ok(k) => k,
                Err(message) => return error.set(Some(message)),
            };
            let weights: Vec<f64> = eq.bob.iter().map(|b| b.probability).collect();
            let Some(drawn) = eq.bob.get(sample(&weights, js_sys::Math::random())) else {
                return;
            };
            let path = drawn.tree.guesses(key).unwrap_or_default();
            let mut t = *tallies;
            t[1] = t[1].add(path.len());
            tallies.set(t);
            hidden.set(Some(Hidden {
                key,
                path,
                tree_probability: drawn
                    .exact
                    .as_ref()
                    .map_or_else(|| format!("{:.6}", drawn.probability), ToString::to_string),
                expected: eq
                    .expected_guesses_per_key()
                    .get(key - 1)
                    .copied()
                    .unwrap_or(f64::NAN),
            }));
            error.set(None);
        })
    };
    let role_radio = |role: Role, id: &'static str, label: &'static str| {
        let on_role = props.on_role.reform(move |_: Event| role);
        html! {
            <label for={id} class="bsearch-radio">
                <input type="radio" id={id} name="bsearch-role" checked={props.role == role} onchange={on_role} />
                { label }
            </label>
        }
    };

    let error_view = match &*error {
        Some(message) => {
            html! { <p class="bsearch-error" role="alert" id="bsearch-play-error">{ message.clone() }</p> }
        }
        None => html! {},
    };
    let board = match props.role {
        Role::Bob => {
            let in_play = search.as_ref().filter(|r| !r.found());
            html! {
                <>
                    <p>{ format!("Alice hides a key from 1 to {n} with her optimal distribution (the bars above). \
                                  Whatever you do, you pay at least v({n}) \u{2248} {value:.4} dollars per round on average.") }</p>
                    if let Some(round) = in_play {
                        <form class="controls" novalidate=true onsubmit={guess}>
                            <label for="bsearch-guess">{ {
                                let (lo, hi) = round.interval(n);
                                format!("Your guess (the key is between {lo} and {hi})")
                            } }</label>
                            <input type="number" id="bsearch-guess" class="slider-value" min="1" max={n.to_string()}
                                value={(*typed).clone()} oninput={on_input} onchange={on_typed} />
                            <button type="submit" id="bsearch-guess-button">{ "Guess" }</button>
                        </form>
                    } else {
                        <div class="controls">
                            <button type="button" id="bsearch-new-round" onclick={new_round}>{ "Alice, pick a key" }</button>
                        </div>
                    }
                    { error_view }
                    if let Some(round) = &*search {
                        <ol class="bsearch-guesses" id="bsearch-guesses">
                            { for round.guesses.iter().map(|&(g, a)| html! {
                                <li>{ format!("{g}: {}", answer_text(a)) }</li>
                            }) }
                        </ol>
                        if round.found() {
                            <p id="bsearch-round-result">
                                { format!("Found Alice's key {} with {}: you pay ${}.", round.key, count(round.guesses.len() as u64, "guess", "guesses"), round.guesses.len()) }
                            </p>
                        }
                    }
                </>
            }
        }
        Role::Alice => html! {
            <>
                <p>{ format!("Bob searches with a tree drawn from his optimal mixture (the trees above). \
                              Whatever key you hide, he pays at most v({n}) \u{2248} {value:.4} dollars per round on average.") }</p>
                <form class="controls" novalidate=true onsubmit={hide}>
                    <label for="bsearch-key">{ format!("Your secret key (1 to {n})") }</label>
                    <input type="number" id="bsearch-key" class="slider-value" min="1" max={n.to_string()}
                        value={(*typed).clone()} oninput={on_input} onchange={on_typed} />
                    <button type="submit" id="bsearch-hide">{ "Let Bob search" }</button>
                </form>
                { error_view }
                if let Some(h) = &*hidden {
                    <p id="bsearch-round-result">
                        { format!("Bob drew a tree of probability {} and guessed {}: {}, so he pays you ${}. \
                                   Against his whole mixture, key {} costs him {:.4} guesses on average.",
                            h.tree_probability,
                            h.path.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "),
                            count(h.path.len() as u64, "guess", "guesses"), h.path.len(), h.key, h.expected) }
                    </p>
                }
            </>
        },
    };
    let tally_line = |label: &str, t: Tally| {
        if t.rounds == 0 {
            format!("{label}: no rounds yet.")
        } else {
            let mean = t.dollars as f64 / t.rounds as f64;
            format!(
                "{label}: {} {}, ${} paid by Bob, ${mean:.3} per round against v({n}) \u{2248} {value:.4} ({:+.3}).",
                t.rounds,
                if t.rounds == 1 { "round" } else { "rounds" },
                t.dollars,
                mean - value
            )
        }
    };
    html! {
        <>
            <fieldset class="bsearch-roles">
                <legend>{ "You play" }</legend>
                { role_radio(Role::Bob, "bsearch-as-bob", "Bob: search for Alice's key") }
                { role_radio(Role::Alice, "bsearch-as-alice", "Alice: hide a key from Bob") }
            </fieldset>
            { board }
            <div id="bsearch-tally" class="bsearch-tally" aria-live="polite">
                <p>{ tally_line("You as Bob", tallies[0]) }</p>
                <p>{ tally_line("You as Alice", tallies[1]) }</p>
            </div>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampling_follows_the_weights() {
        let w = [0.0, 0.25, 0.0, 0.75];
        assert_eq!(sample(&w, 0.0), 1);
        assert_eq!(sample(&w, 0.2499), 1);
        assert_eq!(sample(&w, 0.25), 3);
        assert_eq!(sample(&w, 0.999_999_999), 3);
        assert_eq!(sample(&w, 1.0), 3);
        assert_eq!(sample(&[], 0.5), 0);
    }

    #[test]
    fn answers_narrow_the_interval() {
        let mut s = Search {
            key: 30,
            guesses: Vec::new(),
        };
        assert_eq!(s.interval(100), (1, 100));
        for g in [50, 25, 30] {
            s.guesses.push((g, s.key.cmp(&g)));
        }
        assert_eq!(
            s.guesses
                .iter()
                .map(|&(_, a)| answer_text(a))
                .collect::<Vec<_>>(),
            ["lower", "higher", "correct"]
        );
        assert!(s.found());
        assert_eq!(s.interval(100), (30, 30));
        assert_eq!(
            Tally::default().add(3).add(4),
            Tally {
                rounds: 2,
                dollars: 7
            }
        );
    }
}
