//! The brute force: stacks of (owner, size) per square, players as absolute X/O, rules read
//! directly from the post, states in a hash map, values by repeated full sweeps; and the
//! solver's every state checked against it.

use super::*;

/// A square's stack bottom to top; `true` = the player to move's piece.
pub(super) type Stacks = [Vec<(bool, u8)>; 9];

pub(super) fn naive_tops(stacks: &Stacks) -> [Option<bool>; 9] {
    std::array::from_fn(|s| stacks[s].last().map(|&(mine, _)| mine))
}

/// +1 if the player to move has a line, else -1 if the opponent has one, else 0.
pub(super) fn naive_ending(stacks: &Stacks) -> i32 {
    let tops = naive_tops(stacks);
    let lines = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    let line_of = |who: bool| {
        lines
            .iter()
            .any(|l| l.iter().all(|&s| tops[s] == Some(who)))
    };
    if line_of(true) {
        1
    } else if line_of(false) {
        -1
    } else {
        0
    }
}

pub(super) fn swap_stacks(stacks: &Stacks) -> Stacks {
    stacks.clone().map(|stack| {
        stack
            .into_iter()
            .map(|(mine, size)| (!mine, size))
            .collect()
    })
}

/// Children (after swapping seats) with the post's `(start, end)` move pairs.
pub(super) fn naive_moves(v: Variant, stacks: &Stacks) -> Vec<((i8, u8), Stacks)> {
    let mut out = Vec::new();
    let fits =
        |stacks: &Stacks, to: usize, size: u8| stacks[to].last().is_none_or(|&(_, s)| s < size);
    if v.allow_move() {
        for from in 0..9 {
            if let Some(&(true, size)) = stacks[from].last() {
                for to in 0..9 {
                    if to != from && fits(stacks, to, size) {
                        let mut next = stacks.clone();
                        next[from].pop();
                        next[to].push((true, size));
                        out.push(((from as i8, to as u8), swap_stacks(&next)));
                    }
                }
            }
        }
    }
    for size in 1..=v.num_sizes() {
        let used = stacks
            .iter()
            .flatten()
            .filter(|&&p| p == (true, size))
            .count();
        if used < usize::from(v.num_per_size()) {
            for to in 0..9 {
                if fits(stacks, to, size) {
                    let mut next = stacks.clone();
                    next[to].push((true, size));
                    out.push(((-(size as i8), to as u8), swap_stacks(&next)));
                }
            }
        }
    }
    out
}

pub(super) const PERMS: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

/// The stacks with square `s` showing what square `perm[s]` held.
pub(super) fn permute(stacks: &Stacks, perm: &[usize; 9]) -> Stacks {
    std::array::from_fn(|s| stacks[perm[s]].clone())
}

pub(super) fn canonical(stacks: &Stacks) -> Stacks {
    PERMS
        .iter()
        .map(|p| permute(stacks, p))
        .min()
        .unwrap_or_default()
}

/// Value as (outcome, plies): outcome +1 win, -1 loss, 0 draw for the player to move.
pub(super) type NaiveValue = (i32, u32);

pub(super) struct BruteForce {
    values: HashMap<Stacks, NaiveValue>,
}

/// Breadth-first search from the empty board (canonical or not), then levels of full sweeps.
pub(super) fn brute_force(v: Variant, symmetric: bool) -> BruteForce {
    let key = |s: &Stacks| if symmetric { canonical(s) } else { s.clone() };
    let start: Stacks = Default::default();
    let mut ids: HashMap<Stacks, usize> = HashMap::from([(key(&start), 0)]);
    let mut states = vec![key(&start)];
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < states.len() {
        let mut kids = Vec::new();
        if naive_ending(&states[i]) == 0 {
            for (_, child) in naive_moves(v, &states[i].clone()) {
                let k = key(&child);
                let next = ids.len();
                let id = *ids.entry(k.clone()).or_insert(next);
                if id == next {
                    states.push(k);
                }
                kids.push(id);
            }
        }
        children.push(kids);
        i += 1;
    }
    let mut value: Vec<Option<NaiveValue>> = states
        .iter()
        .map(|s| Some(naive_ending(s)).filter(|&e| e != 0).map(|e| (e, 0)))
        .collect();
    for level in 1.. {
        let mut changed = Vec::new();
        for (s, kids) in children.iter().enumerate() {
            if value[s].is_some() || kids.is_empty() {
                continue;
            }
            let known = |c: &usize| value[*c].filter(|&(_, d)| d < level);
            if kids.iter().any(|c| known(c).is_some_and(|(o, _)| o == -1)) {
                changed.push((s, (1, level)));
            } else if kids.iter().all(|c| known(c).is_some_and(|(o, _)| o == 1)) {
                changed.push((s, (-1, level)));
            }
        }
        if changed.is_empty() {
            break;
        }
        for (s, v) in changed {
            value[s] = Some(v);
        }
    }
    BruteForce {
        values: states
            .into_iter()
            .zip(value)
            .map(|(s, v)| (s, v.unwrap_or((0, 0))))
            .collect(),
    }
}

/// Our position for brute-force stacks (the player to move is X).
pub(super) fn position_of(v: Variant, stacks: &Stacks) -> Position {
    let squares: Vec<String> = stacks
        .iter()
        .map(|stack| {
            if stack.is_empty() {
                "-".to_string()
            } else {
                stack
                    .iter()
                    .map(|&(mine, size)| format!("{}{size}", if mine { 'x' } else { 'o' }))
                    .collect()
            }
        })
        .collect();
    Position::from_text(v, &format!("x:{}", squares.join(","))).unwrap()
}

pub(super) fn naive_value(value: Value) -> NaiveValue {
    match value {
        Value::Win { plies } => (1, plies),
        Value::Loss { plies } => (-1, plies),
        Value::Draw => (0, 0),
    }
}

/// Variants small enough for the brute force.
pub(super) const SMALL: [(u8, u8, bool); 8] = [
    (1, 5, false),
    (1, 3, true),
    (1, 4, true),
    (2, 1, true),
    (2, 1, false),
    (3, 1, true),
    (3, 1, false),
    (2, 2, false),
];

#[test]
fn every_state_matches_the_brute_force() {
    for (s, p, m) in SMALL {
        let v = variant(s, p, m);
        let truth = brute_force(v, true);
        let solution = solved(s, p, m);
        assert_eq!(solution.stats().states, truth.values.len() as u64, "{v}");
        let decided = truth.values.values().filter(|&&(o, _)| o != 0).count() as u64;
        assert_eq!(solution.stats().win_loss_states, decided, "{v}");
        for (stacks, &value) in &truth.values {
            let ours = solution.value(&position_of(v, stacks)).unwrap();
            assert_eq!(naive_value(ours), value, "{v} {}", position_of(v, stacks));
        }
        // The browser's path: one thread, plain loads and stores for compare-and-swaps.
        let alone = solve(v, 1, &mut Silent).unwrap();
        assert_eq!(alone.to_bytes(), solution.to_bytes(), "{v}");
        // Every level found by pushing along the unmoves, or every level by pulling from the
        // moves: the brute force's values either way.
        for pull in [always, never] {
            let forced = solve_with(v, 1, pull, &mut Silent).unwrap();
            assert_eq!(forced.to_bytes(), solution.to_bytes(), "{v}");
        }
    }
}

fn always(_: u64, _: u64) -> bool {
    true
}

fn never(_: u64, _: u64) -> bool {
    false
}

/// The variants too large for the brute force: pushing every level (the solver before issue
/// 19's pulls), pulling every level and the solver's own mix write the same table, on one
/// thread and on two.
#[test]
fn pulls_and_pushes_write_the_same_table() {
    for (s, p, m) in [(2, 3, true), (2, 3, false), (2, 2, true), (1, 5, false)] {
        let v = variant(s, p, m);
        let pushed = solve_with(v, 1, never, &mut Silent).unwrap().to_bytes();
        for threads in [1, 2] {
            for pull in [always, never] {
                let forced = solve_with(v, threads, pull, &mut Silent).unwrap();
                assert!(forced.to_bytes() == pushed, "{v}, {threads} threads");
            }
            let mixed = solve(v, threads, &mut Silent).unwrap();
            assert!(mixed.to_bytes() == pushed, "{v}, {threads} threads");
        }
    }
}

#[test]
fn values_are_symmetric() {
    // Without any symmetry reduction, the brute force finds equal values for a position and
    // its 8 images, and so does our table.
    for (s, p, m) in [(1, 4, true), (2, 1, false), (2, 1, true)] {
        let v = variant(s, p, m);
        let truth = brute_force(v, false);
        let solution = solved(s, p, m);
        for (stacks, &value) in &truth.values {
            for perm in &PERMS {
                assert_eq!(truth.values.get(&permute(stacks, perm)), Some(&value));
            }
            let position = position_of(v, stacks);
            for g in 0..8 {
                let ours = solution.value(&position.transformed(g)).unwrap();
                assert_eq!(naive_value(ours), value);
            }
        }
    }
}
