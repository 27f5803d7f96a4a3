//! The move list: every move of the game; click one to rewind (or fast-forward) to it.

use yew::prelude::*;

/// Props of [`History`].
#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    /// The names of the game's moves, including undone ones.
    pub names: Vec<String>,
    /// How many are played.
    pub at: usize,
    /// Go to the position after this many moves.
    pub on_seek: Callback<usize>,
}

/// An ordered list of buttons, the start first.
#[function_component(History)]
pub fn history(props: &HistoryProps) -> Html {
    let item = |n: usize, text: String| {
        let on_seek = props.on_seek.clone();
        let class = classes!(
            "gobblet-history-move",
            (n == props.at).then_some("current"),
            (n > props.at).then_some("undone"),
        );
        html! {
            <li>
                <button type="button" class={class} aria-current={(n == props.at).then_some("step")}
                    onclick={Callback::from(move |_: MouseEvent| on_seek.emit(n))}>{ text }</button>
            </li>
        }
    };
    html! {
        <section class="gobblet-history-box" aria-labelledby="gobblet-history-title">
            <h3 id="gobblet-history-title">{ "Moves (click one to go back to it)" }</h3>
            <ol id="gobblet-history" class="gobblet-history">
                { item(0, "Start".to_string()) }
                { for props.names.iter().enumerate().map(|(i, name)| item(i + 1, format!("{}. {name}", i + 1))) }
            </ol>
        </section>
    }
}
