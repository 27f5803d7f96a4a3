//! The minimax tree of a small position (seed: "minimax with alpha-beta pruning"), drawn as
//! SVG: nodes coloured by value, pruned moves greyed, and the node counts of the three methods.

use snipelab_core::games::minimax::{Method, NodeCounts, Tree};
use snipelab_core::games::position::{Game, Position};
use snipelab_core::games::solve::{method_name, search_tree};
use yew::prelude::*;

use super::GamesView;
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
/// from the end.
const EXAMPLES: [(Game, &str, &str); 3] = [
    (Game::ThirtyOne, "66553", "31 near the end"),
    (Game::Euclid, "34,12", "Euclid 34, 12"),
    (Game::Tictactoe, "xo.ox....", "Tic Tac Toe, 4 moves played"),
];

/// x (in leaf slots) and y (depth) of every node: leaves left to right in search order, a
/// parent centred over its children.
fn layout(tree: &Tree) -> (Vec<(f64, u32)>, usize) {
    let n = tree.nodes.len();
    let mut children = vec![Vec::new(); n];
    for (i, node) in tree.nodes.iter().enumerate() {
        if let Some(p) = node.parent.filter(|&p| p < i) {
            children[p].push(i);
        }
    }
    let mut x = vec![0.0; n];
    let mut leaves = 0usize;
    // Parents come before children, so a reverse pass places children first.
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![0usize];
    while let Some(i) = stack.pop() {
        order.push(i);
        stack.extend(children[i].iter().rev());
    }
    for &i in &order {
        if children[i].is_empty() {
            x[i] = leaves as f64;
            leaves += 1;
        }
    }
    for &i in order.iter().rev() {
        if let (Some(&a), Some(&b)) = (children[i].first(), children[i].last()) {
            x[i] = (x[a] + x[b]) / 2.0;
        }
    }
    let placed = tree
        .nodes
        .iter()
        .zip(x)
        .map(|(node, x)| (x, node.depth))
        .collect();
    (placed, leaves.max(1))
}

/// A node's colour class, by its value for the player to move at the root.
fn class_of(value: Option<i8>, depth: u32) -> &'static str {
    match value.map(|v| if depth.is_multiple_of(2) { v } else { -v }) {
        None => "pruned",
        Some(1) => "win",
        Some(0) => "draw",
        Some(_) => "lose",
    }
}

fn count(c: Option<u64>, budget: u64) -> String {
    c.map_or(format!("over {}", thousands(budget)), thousands)
}

/// The drawn tree, the method picker, the timing and the node counts.
#[function_component(TreeView)]
pub fn tree_view(props: &TreeViewProps) -> Html {
    let view = &props.view;
    let searched = matches!(
        props.position,
        Position::ThirtyOne(_) | Position::Tictactoe(_) | Position::Euclid(_) | Position::Box(_)
    );
    // Bounded by MAX_TREE_NODES (5,000) nodes, so it runs here; the time is shown.
    let drawn = use_memo(
        (props.position.clone(), view.method),
        |(position, method)| {
            let start = crate::platform::now_ms();
            let tree = search_tree(position, *method);
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
                <p>{ "This game is solved by Grundy values, not by a search. Minimax trees are drawn for the \
                      searched games:" }</p>
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
    let (tree, ms) = &*drawn;
    let picture = match tree {
        Ok(tree) => draw(tree),
        Err(why) => html! { <p id="games-tree-error" class="hint">{ super::clip(why) }</p> },
    };
    html! {
        <section aria-labelledby="games-tree-title">
            <h2 id="games-tree-title">{ "The minimax tree" }</h2>
            <p>
                { "Each node is a position, each edge a move. Minimax visits every node; alpha-beta leaves a \
                   node as soon as its value can no longer change the choice above it, and those skipped moves \
                   are grey. Trying the most promising moves first (ordering) cuts more." }
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
                <span class="swatch win">{ "wins" }</span>{ ", " }<span class="swatch draw">{ "draw" }</span>{ ", " }
                <span class="swatch lose">{ "loses" }</span>{ " for the player to move at the top; " }
                <span class="swatch pruned">{ "pruned" }</span>
                { ". With pruning a node's value is a bound: it was left once it could not matter." }
            </p>
            { counts }
        </section>
    }
}

fn counts_table(c: &NodeCounts) -> Html {
    html! {
        <div class="table-scroll">
            <table id="games-counts">
                <caption>{ "Nodes visited from this position (the whole search, in the worker)" }</caption>
                <tbody>
                    <tr><th scope="row">{ "minimax" }</th><td class="num" id="games-count-minimax">{ count(c.minimax, c.budget) }</td></tr>
                    <tr><th scope="row">{ "alpha-beta" }</th><td class="num" id="games-count-alpha-beta">{ count(c.alpha_beta, c.budget) }</td></tr>
                    <tr><th scope="row">{ "alpha-beta, ordered" }</th><td class="num" id="games-count-ordered">{ count(c.alpha_beta_ordered, c.budget) }</td></tr>
                </tbody>
            </table>
        </div>
    }
}

fn draw(tree: &Tree) -> Html {
    const SLOT: f64 = 18.0;
    const LEVEL: f64 = 56.0;
    let (placed, leaves) = layout(tree);
    let depth = tree.nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    let width = leaves as f64 * SLOT + SLOT;
    let height = f64::from(depth) * LEVEL + 2.0 * SLOT;
    let at = |i: usize| {
        let (x, d) = placed[i];
        (x * SLOT + SLOT, f64::from(d) * LEVEL + SLOT)
    };
    let labels = tree.nodes.len() <= 60;
    html! {
        <div class="games-tree-scroll">
            <svg id="games-tree" class="games-tree" role="img" width={format!("{}", width.max(280.0))} height={format!("{height}")}
                viewBox={format!("0 0 {width} {height}")}
                aria-label={format!("Search tree of {} nodes, {} visited", tree.nodes.len(), tree.visited)}>
                { for tree.nodes.iter().enumerate().filter_map(|(i, n)| n.parent.map(|p| (i, p))).map(|(i, p)| {
                    let ((x1, y1), (x2, y2)) = (at(p), at(i));
                    let class = if tree.nodes[i].value.is_none() { "edge pruned" } else { "edge" };
                    html! { <line class={class} x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
                }) }
                { for tree.nodes.iter().enumerate().map(|(i, n)| {
                    let (x, y) = at(i);
                    let class = format!("node {}", class_of(n.value, n.depth));
                    html! {
                        <g>
                            <circle class={class} cx={x.to_string()} cy={y.to_string()} r="6">
                                <title>{ if n.label.is_empty() { "start".to_string() } else { n.label.clone() } }</title>
                            </circle>
                            if labels && !n.label.is_empty() {
                                <text x={x.to_string()} y={(y - 9.0).to_string()} text-anchor="middle" class="tree-label">{ n.label.clone() }</text>
                            }
                        </g>
                    }
                }) }
            </svg>
        </div>
    }
}
