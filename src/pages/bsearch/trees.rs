//! Bob's optimal mixture: each tree of his support drawn, with its probability.

use std::rc::Rc;

use snipelab_core::bsearch::{BobTree, SearchTree};
use yew::prelude::*;

use crate::format::count;

/// Trees drawn at first, and added per "show more".
const BATCH: usize = 13;
/// Up to this many keys, nodes carry their numbers.
const LABELLED: usize = 31;

/// Props of [`Trees`].
#[derive(Properties, PartialEq)]
pub struct TreesProps {
    /// Bob's optimal mixture, most probable tree first.
    pub bob: Rc<Vec<BobTree>>,
}

/// Bob's support trees, most probable first, a batch at a time.
#[function_component(Trees)]
pub fn trees(props: &TreesProps) -> Html {
    let shown = use_state(|| BATCH);
    let total = props.bob.len();
    let more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(*shown + BATCH))
    };
    let wide = props.bob.first().is_some_and(|b| b.tree.n() > LABELLED);
    html! {
        <>
            <ol class={classes!("bsearch-trees", wide.then_some("wide"))} id="bsearch-trees">
                { for props.bob.iter().take(*shown).map(tree_card) }
            </ol>
            if *shown < total {
                <button type="button" id="bsearch-more-trees" onclick={more}>
                    { format!("Show {} more of {}", BATCH.min(total - *shown), count(total as u64, "tree", "trees")) }
                </button>
            }
        </>
    }
}

fn tree_card(bob: &BobTree) -> Html {
    let tree = &bob.tree;
    let exact = bob.exact.as_ref().map(ToString::to_string);
    let preorder = tree.to_string();
    html! {
        <li class="bsearch-tree">
            { draw(tree) }
            <p>
                <strong>{ format!("p \u{2248} {:.6}", bob.probability) }</strong>
                if let Some(q) = exact {
                    { " = " }<span class="exact bsearch-small">{ q }</span>
                }
            </p>
            <p class="bsearch-small">
                { format!("First guess {}; at most {} guesses.", tree.root(), tree.height()) }
            </p>
            <p class="bsearch-small preorder"><span class="visually-hidden">{ "Pre-order: " }</span>{ preorder }</p>
        </li>
    }
}

/// The tree with key k at x = k and depth d at y = d: the in-order layout, so a key's column
/// never moves from one tree to the next and trees can be compared at a glance.
fn draw(tree: &SearchTree) -> Html {
    const DX: f64 = 20.0;
    const DY: f64 = 26.0;
    let n = tree.n();
    let depths = tree.depths();
    let at = |k: usize| {
        let d = depths.get(k - 1).copied().unwrap_or(1);
        ((k as f64 - 0.5) * DX, (f64::from(d) - 0.5) * DY)
    };
    let labelled = n <= LABELLED;
    let radius = if labelled { 8.5 } else { 5.0 };
    let edges: Vec<(usize, usize)> = tree
        .children()
        .iter()
        .enumerate()
        .flat_map(|(k, &(l, r))| [l, r].into_iter().flatten().map(move |c| (k + 1, c)))
        .collect();
    html! {
        <svg class="bsearch-tree-svg" viewBox={format!("0 0 {} {}", n as f64 * DX, tree.height() as f64 * DY)}
            role="img" aria-label={format!("Search tree, first guess {}, pre-order {}", tree.root(), tree)}>
            { for edges.iter().map(|&(p, c)| {
                let ((x1, y1), (x2, y2)) = (at(p), at(c));
                html! { <line class="edge" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
            }) }
            { for (1..=n).map(|k| {
                let (x, y) = at(k);
                html! {
                    <g class={if k == tree.root() { "node root" } else { "node" }}>
                        <circle cx={x.to_string()} cy={y.to_string()} r={radius.to_string()} />
                        if labelled {
                            <text x={x.to_string()} y={(y + 3.5).to_string()}>{ k }</text>
                        }
                    </g>
                }
            }) }
        </svg>
    }
}
