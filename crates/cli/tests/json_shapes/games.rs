//! Games of strategy: bsearch, gobblet and poker, each checked against its own small solver
//! (an optimal search tree, tic-tac-toe minimax) or the seed's formulas.

use crate::{TempDir, assert_close, assert_shape, f, fraction, items, json, q, u};

/// Depth (guesses needed) of each key 1..=n in the binary search tree with this pre-order.
fn depths(preorder: &[u64], depth: u64, out: &mut [u64]) {
    let Some((&root, rest)) = preorder.split_first() else {
        return;
    };
    out[root as usize] = depth;
    let left = rest.iter().take_while(|&&k| k < root).count();
    depths(&rest[..left], depth + 1, out);
    depths(&rest[left..], depth + 1, out);
}

/// The fewest expected guesses any search tree needs against keys drawn with `weights`
/// (weights[k] for key k + 1): the optimal binary search tree, by dynamic programming.
fn best_tree_cost(weights: &[f64]) -> f64 {
    let n = weights.len();
    // cost[i][j]: keys i..j (exclusive j).
    let mut cost = vec![vec![0.0; n + 1]; n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            let j = i + len;
            let total: f64 = weights[i..j].iter().sum();
            let best = (i..j)
                .map(|r| cost[i][r] + cost[r + 1][j])
                .fold(f64::INFINITY, f64::min);
            cost[i][j] = best + total;
        }
    }
    cost[0][n]
}

/// Checks an equilibrium independently: Alice's mixture holds every tree to at least v(n)
/// expected guesses, and Bob's mixture of trees holds every key to at most v(n).
fn assert_equilibrium(game: &serde_json::Value) {
    let n = u(&game["n"]) as usize;
    let v = f(&game["value_f64"]);
    let (a, b) = fraction(&game["value"]);
    assert_close(v, a as f64 / b as f64, 1e-12);
    let alice: Vec<f64> = items(&game["alice"])
        .iter()
        .map(|k| f(&k["probability"]))
        .collect();
    assert_eq!(alice.len(), n);
    assert_close(best_tree_cost(&alice), v, 1e-9);
    let mut guesses = vec![0.0; n + 1];
    for tree in items(&game["bob"]) {
        let preorder: Vec<u64> = items(&tree["preorder"]).iter().map(u).collect();
        let mut depth = vec![0; n + 1];
        depths(&preorder, 1, &mut depth);
        assert!(
            depth[1..].iter().all(|&d| d > 0),
            "a tree over all {n} keys"
        );
        for k in 1..=n {
            guesses[k] += f(&tree["probability"]) * depth[k] as f64;
        }
    }
    let worst = guesses[1..].iter().copied().fold(0.0, f64::max);
    assert_close(worst, v, 1e-9);
    // Alice pays floor(log2 n) to play; her return is the rest.
    assert_eq!(u(&game["entry_fee"]), u64::from(n.ilog2()));
    assert_eq!(
        fraction(&game["alice_return"]),
        q(a - b * i128::from(n.ilog2()), b)
    );
    // The post's conjecture: 2/(n+2) on keys 1 and n, 1/(n+2) on the others.
    let conjecture: Vec<f64> = (1..=n)
        .map(|k| if k == 1 || k == n { 2.0 } else { 1.0 } / (n + 2) as f64)
        .collect();
    assert_close(
        f(&game["conjecture"]["guarantee_f64"]),
        best_tree_cost(&conjecture),
        1e-9,
    );
}

/// Fields of the `--n` report; `full_lp` and `post_mixture_13` come on top.
const BSEARCH_GAME: &str = "
    $: object
    $.alice: array
    $.alice[]: object
    $.alice[].exact: string
    $.alice[].key: number
    $.alice[].probability: number
    $.alice_return: string
    $.alice_return_f64: number
    $.alice_support: number
    $.ballmer: object
    $.ballmer.against_equilibrium: string
    $.ballmer.guarantee: string
    $.ballmer.guarantee_f64: number
    $.ballmer.optimal: bool
    $.bob: array
    $.bob[]: object
    $.bob[].exact: string
    $.bob[].preorder: array
    $.bob[].preorder[]: number
    $.bob[].probability: number
    $.bob_support: number
    $.conjecture: object
    $.conjecture.against_equilibrium: string
    $.conjecture.guarantee: string
    $.conjecture.guarantee_f64: number
    $.conjecture.optimal: bool
    $.entry_fee: number
    $.first_guess: array
    $.first_guess[]: object
    $.first_guess[].key: number
    $.first_guess[].probability: number
    $.iterations: number
    $.lower_bound: number
    $.n: number
    $.pivots: number
    $.seconds: number
    $.trees_generated: number
    $.upper_bound: number
    $.value: string
    $.value_f64: number";

#[test]
fn bsearch() {
    let small = json(&["bsearch", "--n", "5", "--full-lp", "--json"]);
    assert_shape(
        &small,
        &format!(
            "{BSEARCH_GAME}
             $.full_lp: object
             $.full_lp.agrees: bool
             $.full_lp.bob_support: number
             $.full_lp.pivots: number
             $.full_lp.seconds: number
             $.full_lp.value: string"
        ),
    );
    assert_equilibrium(&small);
    assert_eq!(small["full_lp"]["value"], small["value"]);
    assert_eq!(small["full_lp"]["agrees"], true);

    let thirteen = json(&["bsearch", "--n", "13", "--json"]);
    assert_shape(
        &thirteen,
        &format!(
            "{BSEARCH_GAME}
             $.post_mixture_13: object
             $.post_mixture_13.optimal: bool
             $.post_mixture_13.trees: array
             $.post_mixture_13.trees[]: object
             $.post_mixture_13.trees[].exact: string
             $.post_mixture_13.trees[].preorder: array
             $.post_mixture_13.trees[].preorder[]: number
             $.post_mixture_13.trees[].printed: number
             $.post_mixture_13.value: string"
        ),
    );
    assert_equilibrium(&thirteen);
    // The post, n = 13: "roughly 38% of the time Bob should ... [guess] the midpoint 7 to start.
    // However, sometimes Bob might start with an initial guess as low as 5 or as high as 9."
    let first: Vec<(u64, f64)> = items(&thirteen["first_guess"])
        .iter()
        .map(|g| (u(&g["key"]), f(&g["probability"])))
        .collect();
    assert_eq!(
        first.iter().map(|g| g.0).collect::<Vec<_>>(),
        [5, 6, 7, 8, 9]
    );
    assert_close(first[2].1, 0.38, 0.005);
    assert_eq!(thirteen["post_mixture_13"]["value"], thirteen["value"]);

    let range = json(&["bsearch", "--range", "1..6", "--json"]);
    assert_shape(
        &range,
        "$: object
         $.from: number
         $.points: array
         $.points[]: object
         $.points[].alice_return: string
         $.points[].alice_return_f64: number
         $.points[].alice_support: number
         $.points[].bob_support: number
         $.points[].conjecture_optimal: bool
         $.points[].entry_fee: number
         $.points[].exact_value: string
         $.points[].iterations: number
         $.points[].lower_bound: number
         $.points[].n: number
         $.points[].upper_bound: number
         $.points[].value: number
         $.seconds: number
         $.to: number",
    );
    let points = items(&range["points"]);
    assert_eq!(points.len(), 6);
    // One key: one guess. Two keys: Alice picks each half the time, so whichever Bob guesses
    // first is wrong half the time.
    assert_eq!(fraction(&points[0]["exact_value"]), (1, 1));
    assert_eq!(fraction(&points[1]["exact_value"]), q(3, 2));
    assert_eq!(points[4]["exact_value"], small["value"]);
}

/// Tic-tac-toe by plain minimax: +1 if the player to move (`me`) wins, 0 draw, −1 loss.
/// Squares hold 0 (empty), 1 (X) or 2 (O).
fn tic_tac_toe(board: &mut [u8; 9], me: u8) -> i32 {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    let you = 3 - me;
    if LINES.iter().any(|l| l.iter().all(|&s| board[s] == you)) {
        return -1;
    }
    let mut best = None;
    for square in 0..9 {
        if board[square] == 0 {
            board[square] = me;
            let value = -tic_tac_toe(board, you);
            board[square] = 0;
            best = best.max(Some(value));
        }
    }
    best.unwrap_or(0)
}

/// The outcome names of the move values.
fn outcome(value: i32) -> &'static str {
    match value {
        1 => "win",
        0 => "draw",
        _ => "loss",
    }
}

/// A move's shape at `path` (a `moves` or `first_moves` array); `plies` is absent from draws.
fn gobblet_moves(path: &str, plies: &str) -> String {
    format!(
        "{path}: array
         {path}[]: object
         {path}[].best: bool
         {path}[].end: number
         {path}[].move: string
         {path}[].start: number
         {path}[].value: object
         {path}[].value.outcome: string
         {plies}"
    )
}

#[test]
fn gobblet() {
    let dir = TempDir::new("gobblet");
    let table = dir.file("tic-tac-toe.bin");
    // Variant (1,5,0) is Tic Tac Toe: one size, five pieces each, no moving.
    let solved = json(&[
        "gobblet",
        "solve",
        "--sizes",
        "1",
        "--per-size",
        "5",
        "--no-move",
        "--threads",
        "1",
        "--out",
        &table,
        "--json",
    ]);
    assert_shape(
        &solved,
        &format!(
            "$: object
             $.allow_move: bool
             $.best_first_moves: array
             $.best_first_moves[]: string
             {}
             $.longest_plies: number
             $.memory_needed_bytes: number
             $.num_per_size: number
             $.num_sizes: number
             $.out: string
             $.peak_memory_bytes: number
             $.seconds: number
             $.start: object
             $.start.outcome: string
             $.states: number
             $.table_bytes: number
             $.threads: number
             $.variant: string
             $.win_loss_states: number",
            gobblet_moves("$.first_moves", "")
        ),
    );
    // The seed's run of Tic Tac Toe: "found 765 states ... solved 614 win/loss states", and
    // (every child knows) a draw, whichever square X starts on.
    assert_eq!(
        (u(&solved["states"]), u(&solved["win_loss_states"])),
        (765, 614)
    );
    assert_eq!(solved["variant"], "1,5,0");
    assert_eq!(solved["start"]["outcome"], "draw");
    assert_eq!(items(&solved["best_first_moves"]).len(), 9);
    assert_eq!(solved["out"], table.as_str());

    // X in a corner, O on an adjacent edge, X to move; the saved table and a fresh solve agree.
    let position = "x:x1,o1,-,-,-,-,-,-,-";
    let moves = json(&[
        "gobblet",
        "moves",
        "--variant",
        "1,5,0",
        "--position",
        position,
        "--table",
        &table,
        "--json",
    ]);
    assert_shape(
        &moves,
        &format!(
            "$: object
             {}
             $.position: string
             $.to_move: string
             $.value: object
             $.value.outcome: string
             $.value.plies: number
             $.variant: string
             $.winner: null",
            gobblet_moves("$.moves", "$.moves[].value.plies?: number")
        ),
    );
    let fresh = json(&[
        "gobblet",
        "moves",
        "--variant",
        "1,5,0",
        "--position",
        position,
        "--threads",
        "1",
        "--json",
    ]);
    assert_eq!(moves, fresh);
    assert_eq!(moves["position"], position);
    assert_eq!(moves["to_move"], "X");
    let mut board = [1, 2, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        moves["value"]["outcome"],
        outcome(tic_tac_toe(&mut board, 1))
    );
    let listed = items(&moves["moves"]);
    assert_eq!(listed.len(), 7);
    for m in listed {
        let square = u(&m["end"]) as usize;
        assert_eq!(m["move"], format!("1@{square}"));
        assert_eq!(m["start"], -1, "a new piece of size 1");
        board[square] = 1;
        assert_eq!(
            m["value"]["outcome"],
            outcome(-tic_tac_toe(&mut board, 2)),
            "{m}"
        );
        board[square] = 0;
        assert_eq!(m["best"], m["value"] == moves["value"]);
    }

    // A finished game: X has a row, O to move has lost and has no moves.
    let over = json(&[
        "gobblet",
        "moves",
        "--variant",
        "1,5,0",
        "--position",
        "o:x1,x1,x1,o1,o1,-,-,-,-",
        "--table",
        &table,
        "--json",
    ]);
    assert_shape(
        &over,
        "$: object
         $.moves: array
         $.position: string
         $.to_move: string
         $.value: object
         $.value.outcome: string
         $.value.plies: number
         $.variant: string
         $.winner: string",
    );
    assert_eq!(over["winner"], "X");
    assert_eq!(over["to_move"], "O");
    assert_eq!(
        over["value"],
        serde_json::json!({"outcome": "loss", "plies": 0})
    );

    // Gobblet proper, smallest: two sizes, one piece each; X's small piece on the board moves.
    let moving = json(&[
        "gobblet",
        "moves",
        "--variant",
        "2,1,1",
        "--position",
        "x:x1,o2,-,-,-,-,-,-,-",
        "--threads",
        "1",
        "--json",
    ]);
    let texts: Vec<&str> = items(&moving["moves"])
        .iter()
        .filter_map(|m| m["move"].as_str())
        .collect();
    assert!(
        texts.contains(&"0>2") && texts.contains(&"2@0"),
        "{texts:?}"
    );
}

#[test]
fn poker() {
    let report = json(&["poker", "--hands", "4", "--heat-map", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.best_bets: array
         $.best_bets[]: object
         $.best_bets[].bet: null | number
         $.best_bets[].hand: number
         $.best_bets[].outcome: number
         $.discretised: object
         $.discretised.alice_bet_fraction: number
         $.discretised.alice_bets: array
         $.discretised.alice_bets[]: number
         $.discretised.bet: number
         $.discretised.bob_call_fraction: number
         $.discretised.bob_calls: array
         $.discretised.bob_calls[]: number
         $.discretised.bob_value: number
         $.discretised.continuous_value: number
         $.discretised.hands: number
         $.discretised.value: number
         $.fixed_bet: object
         $.fixed_bet.alice_threshold: string
         $.fixed_bet.alice_threshold_f64: number
         $.fixed_bet.bet: string
         $.fixed_bet.bet_f64: number
         $.fixed_bet.bob_threshold: string
         $.fixed_bet.bob_threshold_f64: number
         $.fixed_bet.value: string
         $.fixed_bet.value_f64: number
         $.heat_map: object
         $.heat_map.best_bets: array
         $.heat_map.best_bets[]: null | number
         $.heat_map.bets: array
         $.heat_map.bets[]: number
         $.heat_map.hands: array
         $.heat_map.hands[]: number
         $.heat_map.max_outcome: number
         $.heat_map.outcomes: array
         $.heat_map.outcomes[]: array
         $.heat_map.outcomes[][]: number
         $.post_variable_bet_value: string
         $.variable_bet: object
         $.variable_bet.fixed_bet_value: string
         $.variable_bet.fold_below: number
         $.variable_bet.raise_above: number
         $.variable_bet.value: string
         $.variable_bet.value_f64: number",
    );
    // The seed: Alice's best variable bet against Bob's fixed-bet strategy is worth 7/24, and
    // for a hand x > 3/4 it is the bet b with (2 + b)² = 1/(1 − x).
    assert_eq!(fraction(&report["variable_bet"]["value"]), q(7, 24));
    assert_eq!(report["post_variable_bet_value"], "7/24");
    for best in items(&report["best_bets"]) {
        let hand = f(&best["hand"]);
        if hand > 0.75 {
            assert_close(f(&best["bet"]), 1.0 / (1.0 - hand).sqrt() - 2.0, 1e-9);
        }
    }
    let map = &report["heat_map"];
    let (hands, bets) = (items(&map["hands"]).len(), items(&map["bets"]).len());
    assert_eq!(items(&map["outcomes"]).len(), bets, "one row per bet");
    assert!(
        items(&map["outcomes"])
            .iter()
            .all(|row| items(row).len() == hands)
    );
    assert_eq!(items(&map["best_bets"]).len(), hands);

    // The seed's fixed-bet thresholds: x_t = (2 + 2b + b²)/(2 + b)², y_t = (1 + b)/(2 + b);
    // at b = 0 Alice calls above 1/2 and A = 1/4.
    for (bet, b) in [("1", (1, 1)), ("1/3", (1, 3)), ("0", (0, 1))] {
        let report = json(&["poker", "--bet", bet, "--hands", "2", "--json"]);
        assert!(
            report.get("heat_map").is_none(),
            "the heat map only with --heat-map"
        );
        let fixed = &report["fixed_bet"];
        let (n, d) = b;
        assert_eq!(
            fraction(&fixed["alice_threshold"]),
            q(2 * d * d + 2 * n * d + n * n, (2 * d + n) * (2 * d + n)),
            "b = {bet}"
        );
        assert_eq!(
            fraction(&fixed["bob_threshold"]),
            q(d + n, 2 * d + n),
            "b = {bet}"
        );
        if n == 0 {
            assert_eq!(fraction(&fixed["value"]), q(1, 4));
        }
    }
}
