//! Minimax and alpha-beta for two-player games with win, draw and loss, counting the nodes
//! each method visits, and recording the search tree a page can draw.
//!
//! The seed writes the search as two functions, `maxVal` and `minVal`, calling each other. We
//! use the equivalent negamax form: a value is always from the point of view of the player to
//! move (+1 win, 0 draw, −1 loss), and a parent's value is the maximum of its children's values
//! negated, which is `maxVal` and `minVal` folded into one. Three methods:
//!
//! - [`Method::Minimax`]: every move of every position (the seed's first framework);
//! - [`Method::AlphaBeta`]: a window (α, β) of values still of interest; a position stops
//!   searching once a move reaches β. With values in {−1, 0, 1} this includes the seed's
//!   "stop when the best possible value is found";
//! - [`Method::AlphaBetaOrdered`]: alpha-beta trying the most promising moves first (the
//!   game's own [`TwoPlayerGame::promise`]), so cut-offs come sooner.
//!
//! A node is one call of the search: the root, every inner position and every finished game.

use std::collections::HashMap;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

/// A two-player game for [`search`]: positions, moves, and the result of finished games.
pub trait TwoPlayerGame {
    /// One position, including whose turn it is.
    type Position: Clone;
    /// One move.
    type Move: Clone;
    /// If the game is over, its value for the player to move: 1 win, 0 draw, −1 loss.
    fn result(&self, position: &Self::Position) -> Option<i8>;
    /// The legal moves of a position that is not over.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Move>;
    /// The position after `mv`.
    fn play(&self, position: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// The move as the page and CLI write it.
    fn describe(&self, mv: &Self::Move) -> String;
    /// How promising `mv` looks before searching it (higher first); used only for ordering.
    fn promise(&self, _position: &Self::Position, _mv: &Self::Move) -> i32 {
        0
    }
}

/// How to search (serialised as the CLI names it: `minimax`, `alpha-beta`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// Plain minimax: every node.
    Minimax,
    /// Alpha-beta pruning, moves in the game's order.
    AlphaBeta,
    /// Alpha-beta pruning, most promising moves first.
    AlphaBetaOrdered,
}

impl Method {
    /// All three methods, plainest first.
    pub const ALL: [Method; 3] = [Method::Minimax, Method::AlphaBeta, Method::AlphaBetaOrdered];
}

/// A method's name in the CLI and URL.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Minimax => "minimax",
        Method::AlphaBeta => "alpha-beta",
        Method::AlphaBetaOrdered => "alpha-beta-ordered",
    }
}

/// The outcome of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Searched {
    /// The value for the player to move: 1 win, 0 draw, −1 loss.
    pub value: i8,
    /// Nodes visited.
    pub nodes: u64,
}

/// One node of a recorded search tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// The index of the parent node in [`Tree::nodes`]; None for the root.
    pub parent: Option<usize>,
    /// The move that led here ("" for the root).
    pub label: String,
    /// Moves from the root.
    pub depth: u32,
    /// The value the search returned here, for the player to move at this node (with pruning,
    /// a bound: the node was left as soon as its value could no longer matter). None for a
    /// pruned move, never searched.
    pub value: Option<i8>,
    /// A finished game.
    pub terminal: bool,
}

/// A search recorded node by node, parents before children: what a page draws, with pruned
/// moves greyed (their `value` is None).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tree {
    /// The method used.
    pub method: Method,
    /// Every node, the root first.
    pub nodes: Vec<TreeNode>,
    /// Nodes visited (pruned moves are in `nodes` but not counted here).
    pub visited: u64,
}

/// The search was stopped after visiting the budget's nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OverBudget;

/// State shared by the recursive search.
struct Search<'a, G: TwoPlayerGame> {
    game: &'a G,
    method: Method,
    budget: u64,
    nodes: u64,
    tree: Option<Vec<TreeNode>>,
}

impl<G: TwoPlayerGame> Search<'_, G> {
    fn record(&mut self, parent: Option<usize>, label: String, depth: u32) -> Option<usize> {
        let tree = self.tree.as_mut()?;
        tree.push(TreeNode {
            parent,
            label,
            depth,
            value: None,
            terminal: false,
        });
        Some(tree.len() - 1)
    }

    /// Negamax value of `position` within the window (alpha, beta).
    fn value(
        &mut self,
        position: &G::Position,
        mut alpha: i8,
        beta: i8,
        at: Option<usize>,
        depth: u32,
    ) -> Result<i8, OverBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OverBudget);
        }
        if let Some(result) = self.game.result(position) {
            if let (Some(tree), Some(i)) = (self.tree.as_mut(), at) {
                tree[i].value = Some(result);
                tree[i].terminal = true;
            }
            return Ok(result);
        }
        let mut moves = self.game.moves(position);
        if self.method == Method::AlphaBetaOrdered {
            // Stable: equal promise keeps the game's order.
            moves.sort_by_key(|m| std::cmp::Reverse(self.game.promise(position, m)));
        }
        let mut best = -1;
        let mut remaining = moves.iter();
        for mv in remaining.by_ref() {
            let child = self.game.play(position, mv);
            let index = self.record(at, self.game.describe(mv), depth + 1);
            let v = -self.value(&child, -beta, -alpha, index, depth + 1)?;
            best = best.max(v);
            alpha = alpha.max(v);
            if self.method != Method::Minimax && alpha >= beta {
                break;
            }
        }
        // The moves a cut-off skipped, greyed in the tree.
        for mv in remaining {
            self.record(at, self.game.describe(mv), depth + 1);
        }
        if let (Some(tree), Some(i)) = (self.tree.as_mut(), at) {
            tree[i].value = Some(best);
        }
        Ok(best)
    }
}

/// Searches `position` with `method`, visiting at most `budget` nodes.
pub fn search<G: TwoPlayerGame>(
    game: &G,
    position: &G::Position,
    method: Method,
    budget: u64,
) -> Result<Searched, OverBudget> {
    let mut s = Search {
        game,
        method,
        budget,
        nodes: 0,
        tree: None,
    };
    let value = s.value(position, -1, 1, None, 0)?;
    Ok(Searched {
        value,
        nodes: s.nodes,
    })
}

/// Searches `position` with `method` and records the tree, refusing trees of more than
/// `max_nodes` visited nodes (a page draws a few hundred at most).
pub fn tree<G: TwoPlayerGame>(
    game: &G,
    position: &G::Position,
    method: Method,
    max_nodes: u64,
) -> Result<Tree, OverBudget> {
    let mut s = Search {
        game,
        method,
        budget: max_nodes,
        nodes: 0,
        tree: Some(Vec::new()),
    };
    let root = s.record(None, String::new(), 0);
    s.value(position, -1, 1, root, 0)?;
    Ok(Tree {
        method,
        nodes: s.tree.unwrap_or_default(),
        visited: s.nodes,
    })
}

/// Node counts of the three methods from one position; None where the budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeCounts {
    /// Plain minimax.
    pub minimax: Option<u64>,
    /// Alpha-beta.
    pub alpha_beta: Option<u64>,
    /// Alpha-beta with move ordering.
    pub alpha_beta_ordered: Option<u64>,
    /// The budget each search had.
    pub budget: u64,
}

/// Runs the three methods within `budget` nodes each.
pub fn node_counts<G: TwoPlayerGame>(game: &G, position: &G::Position, budget: u64) -> NodeCounts {
    let count = |method| search(game, position, method, budget).ok().map(|s| s.nodes);
    NodeCounts {
        minimax: count(Method::Minimax),
        alpha_beta: count(Method::AlphaBeta),
        alpha_beta_ordered: count(Method::AlphaBetaOrdered),
        budget,
    }
}

/// Exact values with memoisation (a transposition table): what solves every position of the
/// game of 31 and Tic Tac Toe instantly, and the reference the three searches are tested
/// against.
pub struct Exact<G: TwoPlayerGame>
where
    G::Position: Hash + Eq,
{
    game: G,
    memo: HashMap<G::Position, i8>,
}

impl<G: TwoPlayerGame> Exact<G>
where
    G::Position: Hash + Eq,
{
    /// An empty table for `game`.
    pub fn new(game: G) -> Self {
        Exact {
            game,
            memo: HashMap::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The value of `position` for the player to move.
    pub fn value(&mut self, position: &G::Position) -> i8 {
        if let Some(r) = self.game.result(position) {
            return r;
        }
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        let mut best = -1;
        for mv in self.game.moves(position) {
            let child = self.game.play(position, &mv);
            best = best.max(-self.value(&child));
            if best == 1 {
                break;
            }
        }
        self.memo.insert(position.clone(), best);
        best
    }

    /// Every move of `position` with its value for the player making it.
    pub fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, i8)> {
        if self.game.result(position).is_some() {
            return Vec::new();
        }
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let child = self.game.play(position, &mv);
                let v = -self.value(&child);
                (mv, v)
            })
            .collect()
    }
}
