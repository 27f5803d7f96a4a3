//! The puzzle picker: the posts' three puzzles, a generated one, or your own.

use yew::prelude::*;

use super::Choice;

/// Props of [`Tabs`].
#[derive(Properties, PartialEq)]
pub struct TabsProps {
    /// The puzzle shown.
    pub choice: Choice,
    /// Called with the puzzle picked.
    pub on_choice: Callback<Choice>,
}

/// One toggle button per puzzle (`aria-pressed` on the one shown).
#[function_component(Tabs)]
pub fn tabs(props: &TabsProps) -> Html {
    html! {
        <nav class="whodunit-tabs" aria-label="Puzzle">
            { for Choice::ALL.into_iter().map(|choice| {
                let on_choice = props.on_choice.clone();
                let pressed = choice == props.choice;
                html! {
                    <button type="button" id={format!("whodunit-tab-{}", choice.key())}
                        class={classes!("whodunit-tab", pressed.then_some("selected"))}
                        aria-pressed={pressed.to_string()}
                        onclick={Callback::from(move |_: MouseEvent| on_choice.emit(choice))}>
                        { choice.label() }
                    </button>
                }
            }) }
        </nav>
    }
}
