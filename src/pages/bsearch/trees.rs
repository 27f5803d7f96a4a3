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
///
/// The edges are one path and the plain nodes another (circles as two arcs): a tree of 100 keys
/// is then four elements instead of 300, and the thirteen trees the page opens with no longer
/// make the app's take-over of the prerendered page walk and set 3,900 SVG elements (on a
/// phone's CPU that was most of the page's blocking time at load).
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
    let root = tree.root();
    let edges: String = tree
        .children()
        .iter()
        .enumerate()
        .flat_map(|(k, &(l, r))| [l, r].into_iter().flatten().map(move |c| (k + 1, c)))
        .map(|(p, c)| {
            let ((x1, y1), (x2, y2)) = (at(p), at(c));
            format!("M{x1} {y1}L{x2} {y2}")
        })
        .collect();
    let nodes: String = (1..=n)
        .filter(|&k| k != root)
        .map(|k| {
            let (x, y) = at(k);
            let (left, d) = (x - radius, 2.0 * radius);
            format!("M{left} {y}a{radius} {radius} 0 1 0 {d} 0a{radius} {radius} 0 1 0 -{d} 0")
        })
        .collect();
    let (root_x, root_y) = at(root);
    html! {
        <svg class="bsearch-tree-svg" viewBox={format!("0 0 {} {}", n as f64 * DX, tree.height() as f64 * DY)}
            role="img" aria-label={format!("Search tree, first guess {root}, pre-order {tree}")}>
            <path class="edges" d={edges} />
            <path class="nodes" d={nodes} />
            <circle class="root" cx={root_x.to_string()} cy={root_y.to_string()} r={radius.to_string()} />
            if labelled {
                { for (1..=n).map(|k| {
                    let (x, y) = at(k);
                    html! { <text x={x.to_string()} y={(y + 3.5).to_string()}>{ k }</text> }
                }) }
            }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key is drawn: one circle for the root and one closed two-arc loop per other key,
    /// and one line per parent–child edge (n − 1 of them).
    #[test]
    fn a_tree_is_drawn_in_two_paths_and_its_root() {
        let tree = SearchTree::from_preorder(&[4, 2, 1, 3, 6, 5, 7]).expect("a search tree");
        let renderer = yew::LocalServerRenderer::<Probe>::with_props(ProbeProps { tree });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        let html = tokio::task::LocalSet::new().block_on(&runtime, renderer.render());
        // The `d` of the path element with this class, whatever the attributes' order.
        let path = |class: &str| {
            let element = html
                .split("<path")
                .map(|p| &p[..p.find('>').unwrap_or(p.len())])
                .find(|p| p.contains(&format!("class=\"{class}\"")))
                .expect(class);
            let d = &element[element.find(" d=\"").expect("d") + 4..];
            d[..d.find('"').expect("end")].to_string()
        };
        assert_eq!(path("edges").matches('L').count(), 6);
        assert_eq!(path("nodes").matches('M').count(), 6);
        assert_eq!(path("nodes").matches('a').count(), 12);
        assert_eq!(html.matches("<circle").count(), 1);
        assert_eq!(html.matches("<text").count(), 7, "seven keys, labelled");
    }

    #[derive(Properties, PartialEq)]
    struct ProbeProps {
        tree: SearchTree,
    }

    #[function_component(Probe)]
    fn probe(props: &ProbeProps) -> Html {
        draw(&props.tree)
    }
}
