//! The challenge: reach the exit of a random maze with the fewest commands (the game;
//! the par is the library's breadth-first count of a right-angled route's commands).

use yew::prelude::*;

use crate::format::count;

/// Props of [`Challenge`].
#[derive(Properties, PartialEq)]
pub struct ChallengeProps {
    /// Whether challenge mode is on.
    pub on: bool,
    /// Turn it on or off.
    pub on_challenge: Callback<bool>,
    /// A fresh random maze.
    pub on_new_maze: Callback<()>,
    /// The maze's par, if in a maze.
    pub par: Option<usize>,
    /// Commands written since the last reset (program text plus typed lines).
    pub used: usize,
    /// Whether the robot is out.
    pub solved: bool,
}

/// The challenge panel.
#[function_component(Challenge)]
pub fn challenge(props: &ChallengeProps) -> Html {
    let toggle = props.on_challenge.reform(|e: Event| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked()
    });
    let new_maze = props.on_new_maze.reform(|_: MouseEvent| ());
    html! {
        <section class="robot-challenge" aria-label="Challenge">
            <div class="robot-row">
                <input id="robot-challenge" type="checkbox" checked={props.on} onchange={toggle} />
                <label for="robot-challenge">{ "Challenge: reach the exit with the fewest commands" }</label>
            </div>
            if props.on {
                <div class="robot-row">
                    <button id="robot-new-maze" onclick={new_maze}>{ "New random maze" }</button>
                </div>
                <p id="robot-par">
                    { match props.par {
                        Some(par) => format!("Par: {} (straight runs between cell centres and quarter or half turns; a loop can beat it). Commands used: {}.",
                            count(par as u64, "command", "commands"), props.used),
                        None => "The challenge needs a maze.".to_string(),
                    } }
                </p>
                if props.solved {
                    <p id="robot-solved" class="robot-won">
                        { match props.par {
                            Some(par) if props.used <= par => format!("Out in {}: par is {par}. Well done!", count(props.used as u64, "command", "commands")),
                            Some(par) => format!("Out in {}; par is {par}. Can you do it in fewer?", count(props.used as u64, "command", "commands")),
                            None => String::new(),
                        } }
                    </p>
                }
            }
        </section>
    }
}
