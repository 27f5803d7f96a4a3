//! The search tree as SVG, laid out at the width of its container so the whole tree and its
//! root are in view (issue 31: the 31 tree was 5,508 px wide with its root off-screen), with a
//! zoom control that widens it for a closer look and scrolls the root back into the middle.
//! Nodes are labelled with their move wherever the label fits over the node's own subtree,
//! and the root always.

use std::rc::Rc;

use snipelab_core::games::minimax::Tree;
use yew::prelude::*;

use crate::widgets::canvas::use_resize_count;

/// The zoom factors offered, the first being "fit to the container's width".
const ZOOMS: [u32; 6] = [1, 2, 4, 8, 16, 32];
/// The width assumed before the page has measured its container (and by the prerenderer).
const DEFAULT_WIDTH: f64 = 640.0;
/// Vertical distance between depths, and the margin around the drawing, in CSS pixels.
const LEVEL: f64 = 56.0;
const MARGIN: f64 = 18.0;
/// A label's width per character at the labels' 11 px font (a generous estimate).
const CHAR: f64 = 6.4;

/// Props of [`TreePicture`].
#[derive(Properties, PartialEq)]
pub struct TreePictureProps {
    /// The recorded search.
    pub tree: Rc<Tree>,
}

/// Each node's place: x in leaf slots (leaves left to right in search order, a parent
/// centred over its children), its depth, and how many leaves its subtree spans.
pub fn layout(tree: &Tree) -> (Vec<(f64, u32, usize)>, usize) {
    let n = tree.nodes.len();
    let mut children = vec![Vec::new(); n];
    for (i, node) in tree.nodes.iter().enumerate() {
        if let Some(p) = node.parent.filter(|&p| p < i) {
            children[p].push(i);
        }
    }
    let mut x = vec![0.0; n];
    let mut span = vec![0usize; n];
    let mut leaves = 0usize;
    let mut order = Vec::with_capacity(n);
    let mut stack = if n > 0 { vec![0usize] } else { Vec::new() };
    while let Some(i) = stack.pop() {
        order.push(i);
        stack.extend(children[i].iter().rev());
    }
    for &i in &order {
        if children[i].is_empty() {
            x[i] = leaves as f64;
            span[i] = 1;
            leaves += 1;
        }
    }
    // Children come after their parent in `order`, so a reverse pass finishes them first.
    for &i in order.iter().rev() {
        if let (Some(&a), Some(&b)) = (children[i].first(), children[i].last()) {
            x[i] = (x[a] + x[b]) / 2.0;
            span[i] = children[i].iter().map(|&c| span[c]).sum();
        }
    }
    let placed = tree
        .nodes
        .iter()
        .enumerate()
        .map(|(i, node)| (x[i], node.depth, span[i]))
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

/// A move's label in the tree: its first two words ("cell 7", "play 3", "take 2",
/// "subtract 2"); the whole move is the node's tooltip.
fn short(label: &str) -> String {
    label.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// The drawn tree and its zoom control.
#[function_component(TreePicture)]
pub fn tree_picture(props: &TreePictureProps) -> Html {
    let scroller = use_node_ref();
    let width = use_state(|| DEFAULT_WIDTH);
    let zoom = use_state(|| 0usize);
    let resized = use_resize_count();
    let tree = &props.tree;
    let (placed, leaves) = layout(tree);
    let depth = tree.nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    let full = *width * f64::from(ZOOMS[*zoom]);
    let slot = (full - 2.0 * MARGIN) / leaves as f64;
    let height = f64::from(depth) * LEVEL + 2.0 * MARGIN + 12.0;
    let at = |i: usize| {
        let (x, d, _) = placed[i];
        (
            MARGIN + (x + 0.5) * slot,
            f64::from(d) * LEVEL + MARGIN + 12.0,
        )
    };
    let root_x = if tree.nodes.is_empty() { 0.0 } else { at(0).0 };
    // Measure the container (after each resize), and after a zoom put the root in the middle.
    {
        let (scroller, width) = (scroller.clone(), width.clone());
        use_effect_with((resized, Rc::clone(tree)), move |_| {
            if let Some(el) = scroller.cast::<web_sys::HtmlElement>() {
                let w = f64::from(el.client_width());
                if w > 0.0 && (w - *width).abs() >= 1.0 {
                    width.set(w);
                }
            }
        });
    }
    {
        let scroller = scroller.clone();
        use_effect_with((*zoom, root_x as i64), move |&(_, root_x)| {
            if let Some(el) = scroller.cast::<web_sys::HtmlElement>() {
                let left = root_x as i32 - el.client_width() / 2;
                el.set_scroll_left(left.max(0));
            }
        });
    }
    let radius = (slot * 0.35).clamp(2.0, 6.0);
    let set_zoom = |to: usize| {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(to))
    };
    let fits = |i: usize, text: &str| {
        let (_, _, span) = placed[i];
        span as f64 * slot >= text.chars().count() as f64 * CHAR + 4.0
    };
    let labelled = tree
        .nodes
        .iter()
        .enumerate()
        .filter(|(i, n)| *i == 0 || fits(*i, &short(&n.label)))
        .count();
    html! {
        <div class="games-tree-box">
            <div class="games-zoom" role="group" aria-label="Zoom the tree">
                <button type="button" id="games-zoom-out" onclick={set_zoom(zoom.saturating_sub(1))}
                    disabled={*zoom == 0} aria-label="Zoom out">{ "−" }</button>
                <button type="button" id="games-zoom-fit" onclick={set_zoom(0)}
                    disabled={*zoom == 0}>{ "Fit" }</button>
                <button type="button" id="games-zoom-in" onclick={set_zoom((*zoom + 1).min(ZOOMS.len() - 1))}
                    disabled={*zoom + 1 == ZOOMS.len() || slot >= 60.0} aria-label="Zoom in">{ "+" }</button>
                <span id="games-zoom-level" class="hint">
                    { if *zoom == 0 { "whole tree".to_string() } else { format!("{}× wider", ZOOMS[*zoom]) } }
                </span>
            </div>
            <div class="games-tree-scroll" ref={scroller}>
                <svg id="games-tree" class="games-tree" role="img"
                    width={format!("{full:.0}")} height={format!("{height:.0}")}
                    viewBox={format!("0 0 {full:.0} {height:.0}")} data-labelled={labelled.to_string()}
                    aria-label={format!("Search tree of {} nodes, {} visited, {} labelled", tree.nodes.len(), tree.visited, labelled)}>
                    { for tree.nodes.iter().enumerate().filter_map(|(i, n)| n.parent.map(|p| (i, p))).map(|(i, p)| {
                        let ((x1, y1), (x2, y2)) = (at(p), at(i));
                        let class = if tree.nodes[i].value.is_none() { "edge pruned" } else { "edge" };
                        html! { <line class={class} x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} /> }
                    }) }
                    { for tree.nodes.iter().enumerate().map(|(i, n)| {
                        let (x, y) = at(i);
                        let class = format!("node {}", class_of(n.value, n.depth));
                        let text = if i == 0 { "this position".to_string() } else { short(&n.label) };
                        let show = i == 0 || fits(i, &text);
                        html! {
                            <g class={if i == 0 { "tree-root" } else { "" }}>
                                <circle class={class} cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{radius:.1}")}>
                                    <title>{ if n.label.is_empty() { "this position".to_string() } else { n.label.clone() } }</title>
                                </circle>
                                if show {
                                    <text x={format!("{x:.1}")} y={format!("{:.1}", y - radius - 4.0)} text-anchor="middle"
                                        class="tree-label">{ text }</text>
                                }
                            </g>
                        }
                    }) }
                </svg>
            </div>
        </div>
    }
}
