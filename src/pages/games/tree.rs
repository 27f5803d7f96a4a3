//! The minimax tree of a small position (seed: "minimax with alpha-beta pruning"): the method
//! picker, the tree drawn by [`TreePicture`] (nodes coloured by value, pruned moves greyed),
//! and the node counts of the three methods.

use std::rc::Rc;

use snipelab_core::games::minimax::{Method, NodeCounts};
use snipelab_core::games::position::{Game, Position};
use snipelab_core::games::solve::{method_name, search_tree};
use yew::prelude::*;

use super::GamesView;
use super::tree_picture::TreePicture;
use crate::format::thousands;
use crate::jobs::games::Counts;
use crate::jobs::use_job;
use crate::widgets::JobStatus;

/// Props of [`TreeView`].
#[derive(Properties, PartialEq)]
pub struct TreeViewProps {
    /// The current view.
    pub view: GamesView,
    /// Its position, parsed.
    pub position: Position,
    /// Moves to another view.
    pub on_change: Callback<GamesView>,
}

/// The positions the issue names for trees: 31 near the end, Euclid, Tic Tac Toe a few moves
/// from the end; and Stones with a small pile.
const EXAMPLES: [(Game, &str, &str); 4] = [
    (Game::ThirtyOne, "66553", "31 near the end"),
    (Game::Euclid, "34,12", "Euclid 34, 12"),
    (Game::Tictactoe, "xo.ox....", "Tic Tac Toe, 4 moves played"),
    (Game::Stones, "8", "Stones, a pile of 8"),
];

fn count(c: Option<u64>, budget: u64) -> String {
    c.map_or(format!("over {}", thousands(budget)), thousands)
}

/// The drawn tree, the method picker, the timing and the node counts.
#[function_component(TreeView)]
pub fn tree_view(props: &TreeViewProps) -> Html {
    let view = &props.view;
    let searched = matches!(
        props.position,
        Position::ThirtyOne(_)
            | Position::Tictactoe(_)
            | Position::Euclid(_)
            | Position::Box(_)
            | Position::Stones(_)
    );
    // Bounded by MAX_TREE_NODES (5,000) nodes, so it runs here; the time is shown.
    let drawn = use_memo(
        (props.position.clone(), view.method),
        |(position, method)| {
            let start = crate::platform::now_ms();
            let tree = search_tree(position, *method).map(Rc::new);
            (tree, crate::platform::now_ms() - start)
        },
    );
    let job = use_job::<Counts>();
    let compute = {
        let (start, position) = (job.start.clone(), props.position.clone());
        Callback::from(move |()| {
            start.emit(Counts {
                position: position.clone(),
            })
        })
    };
    {
        let compute = compute.clone();
        use_effect_with((props.position.clone(), searched), move |(_, searched)| {
            if *searched {
                compute.emit(());
            }
        });
    }
    let examples = html! {
        <div class="games-examples" role="group" aria-label="Tree examples">
            { for EXAMPLES.iter().map(|&(game, pos, label)| {
                let (view, on_change) = (view.clone(), props.on_change.clone());
                let onclick = Callback::from(move |_: MouseEvent| on_change.emit(GamesView {
                    game, pos: pos.to_string(), play: false, played: Vec::new(), ..view.clone()
                }));
                html! { <button type="button" class="games-example" {onclick}>{ label }</button> }
            }) }
        </div>
    };
    if !searched {
        return html! {
            <section aria-labelledby="games-tree-title">
                <h2 id="games-tree-title">{ "Minimax trees" }</h2>
                <p>{ format!("{} Minimax trees are drawn for the searched games:",
                    if props.position.game() == Game::MisereNim {
                        "This game is decided by the misère rule, not by a search."
                    } else {
                        "This game is solved by Grundy values, not by a search."
                    }) }</p>
                { examples }
            </section>
        };
    }
    let on_method = {
        let (view, on_change) = (view.clone(), props.on_change.clone());
        move |method: Method| {
            let (view, on_change) = (view.clone(), on_change.clone());
            Callback::from(move |_: Event| {
                on_change.emit(GamesView {
                    method,
                    ..view.clone()
                })
            })
        }
    };
    let counts = match job.state.output().map(|c| **c) {
        Some(Some(c)) => counts_table(&c),
        Some(None) => html! {},
        None => html! {
            <JobStatus id="games-counts" status={job.state.status()} what="counting nodes"
                on_cancel={job.cancel.clone()} on_retry={compute} />
        },
    };
    let ordering = match job.state.output().map(|c| **c) {
        Some(Some(c)) => ordering_sentence(&c),
        _ => "Trying the most promising moves first (ordering) can cut more.".to_string(),
    };
    let (tree, ms) = &*drawn;
    let picture = match tree {
        Ok(tree) => html! { <TreePicture tree={Rc::clone(tree)} /> },
        Err(why) => {
            html! { <p id="games-tree-error" class="hint">{ super::clip(&why.to_string()) }</p> }
        }
    };
    html! {
        <section aria-labelledby="games-tree-title">
            <h2 id="games-tree-title">{ "The minimax tree" }</h2>
            <p>
                { "Each node is a position, each edge a move. Minimax visits every node; alpha-beta leaves a \
                   node as soon as its value can no longer change the choice above it, and those skipped moves \
                   are grey. " }<span id="games-tree-ordering">{ ordering }</span>
            </p>
            { examples }
            <fieldset class="games-methods">
                <legend>{ "Search" }</legend>
                { for Method::ALL.iter().map(|&m| html! {
                    <label>
                        <input type="radio" name="games-method" id={format!("games-method-{}", method_name(m))}
                            checked={m == view.method} onchange={on_method(m)} />
                        { format!(" {}", method_name(m)) }
                    </label>
                }) }
            </fieldset>
            if let Ok(tree) = tree {
                <p id="games-tree-summary">
                    { format!("{}: {} nodes visited, {} moves pruned; searched and laid out in ",
                        method_name(tree.method), thousands(tree.visited),
                        thousands(tree.nodes.iter().filter(|n| n.value.is_none()).count() as u64)) }
                    <span id="games-tree-ms">{ format!("{ms:.1}") }</span>{ " ms on this page." }
                </p>
            }
            { picture }
            <p class="hint">
                <span class="swatch win" style={NODE_WIN}>{ "wins" }</span>{ ", " }
                <span class="swatch draw" style={NODE_DRAW}>{ "draws" }</span>{ ", " }
                <span class="swatch lose" style={NODE_LOSE}>{ "loses" }</span>{ " for the player to move at the top; " }
                <span class="swatch pruned">{ "pruned" }</span>
                { ". With pruning a node's value is a bound: it was left once it could not matter." }
            </p>
            { counts }
        </section>
    }
}

/// The legend's swatches in the tree's own node colours (`.games-tree .node.*`), not the paler
/// colours of the move buttons.
const NODE_WIN: &str = "background: #1b9e4b; border-color: #0d4a22; color: #fff;";
const NODE_DRAW: &str = "background: #999; border-color: #555; color: #fff;";
const NODE_LOSE: &str = "background: #d55e00; border-color: #7a1711; color: #fff;";

/// Whether ordering cut more from this position, read from the node counts shown below.
fn ordering_sentence(c: &NodeCounts) -> String {
    let first = "Trying the most promising moves first (ordering)";
    match (c.alpha_beta, c.alpha_beta_ordered) {
        (Some(plain), Some(ordered)) if ordered < plain => format!(
            "{first} cuts more: from this position alpha-beta visits {} nodes, {} with ordering.",
            thousands(plain),
            thousands(ordered)
        ),
        (Some(plain), Some(ordered)) if ordered == plain => format!(
            "{first} can cut more, though not from this position: both visit {} nodes.",
            thousands(plain)
        ),
        (Some(plain), Some(ordered)) => format!(
            "{first} usually cuts more, but not from this position: alpha-beta visits {} nodes, \
             {} with ordering.",
            thousands(plain),
            thousands(ordered)
        ),
        (None, Some(ordered)) => format!(
            "{first} cuts more: from this position alpha-beta visits over {} nodes, {} with ordering.",
            thousands(c.budget),
            thousands(ordered)
        ),
        _ => format!("{first} can cut more."),
    }
}

fn counts_table(c: &NodeCounts) -> Html {
    html! {
        <div class="table-scroll">
            <table id="games-counts">
                <caption>{ "Nodes visited from this position (the whole search, in your browser)" }</caption>
                <tbody>
                    <tr><th scope="row">{ "minimax" }</th><td class="num" id="games-count-minimax">{ count(c.minimax, c.budget) }</td></tr>
                    <tr><th scope="row">{ "alpha-beta" }</th><td class="num" id="games-count-alpha-beta">{ count(c.alpha_beta, c.budget) }</td></tr>
                    <tr><th scope="row">{ "alpha-beta, ordered" }</th><td class="num" id="games-count-ordered">{ count(c.alpha_beta_ordered, c.budget) }</td></tr>
                </tbody>
            </table>
        </div>
    }
}
