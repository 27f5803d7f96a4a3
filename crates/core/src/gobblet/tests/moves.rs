//! Move generation, the solver's block links and the ranking, against the brute force's rules.

use super::brute::*;
use super::*;

/// A random position reached by random play (stopping at a finished game).
pub(super) fn random_position(v: Variant, rng: &mut SmallRng) -> Position {
    let mut position = Position::start(v);
    for _ in 0..rng.random_range(0..40) {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position = position
            .play(moves[rng.random_range(0..moves.len())])
            .unwrap();
    }
    position
}

pub(super) fn stacks_of(position: &Position) -> Stacks {
    let me = position.to_move();
    std::array::from_fn(|s| {
        position
            .stack(s)
            .iter()
            .map(|p| (p.owner == me, p.size))
            .collect()
    })
}

pub(super) fn board_of(stacks: &Stacks) -> Board {
    let mut board = Board::default();
    for (square, stack) in stacks.iter().enumerate() {
        for &(mine, size) in stack {
            let masks = if mine {
                &mut board.mine
            } else {
                &mut board.theirs
            };
            masks[usize::from(size) - 1] |= 1 << square;
        }
    }
    board
}

pub(super) fn all_variants() -> impl Iterator<Item = Variant> {
    (1..=3).flat_map(|s| (1..=9).flat_map(move |p| [false, true].map(|m| variant(s, p, m))))
}

#[test]
fn move_generation_matches_the_brute_force() {
    let mut rng = SmallRng::seed_from_u64(6);
    for v in all_variants() {
        for _ in 0..40 {
            let position = random_position(v, &mut rng);
            let stacks = stacks_of(&position);
            let over = naive_ending(&stacks) != 0;
            assert_eq!(position.winner().is_some(), over);
            let naive: Vec<((i8, u8), Stacks)> = if over {
                Vec::new()
            } else {
                naive_moves(v, &stacks)
            };
            // Public moves: the same moves, in the post's order, to the same positions.
            let ours: Vec<((i8, u8), Stacks)> = position
                .successors()
                .iter()
                .map(|(mv, next)| (mv.post_pair(), stacks_of(next)))
                .collect();
            assert_eq!(ours, naive, "{v} {position}");
            // The solver's children and parents, on bitboards.
            let board = position.board();
            let mut children = Vec::new();
            let _ = board.for_each_child(v, 0, |c| {
                children.push(c);
                std::ops::ControlFlow::Continue(())
            });
            let expected: Vec<Board> = naive_moves(v, &stacks)
                .iter()
                .map(|(_, c)| board_of(c))
                .collect();
            let as_set = |b: &[Board]| b.iter().copied().collect::<HashSet<Board>>();
            assert_eq!(as_set(&children), as_set(&expected), "{v} {position}");
            assert_eq!(children.len(), expected.len());
            for child in children {
                let mut parents = Vec::new();
                child.for_each_parent(v, 0, |p| parents.push(p));
                assert!(parents.contains(&board), "{v} {position}");
                // Every claimed parent really has this child.
                for parent in parents {
                    let mut found = false;
                    let _ = parent.for_each_child(v, 0, |c| {
                        found |= c == child;
                        std::ops::ControlFlow::Continue(())
                    });
                    assert!(found);
                }
            }
        }
    }
}

/// The solver's block-at-a-time children and parents are the boards' children and parents.
#[test]
fn block_links_match_the_boards() {
    let mut rng = SmallRng::seed_from_u64(2);
    for v in all_variants().filter(|&v| is_solvable(v) && v.num_per_size() <= 4) {
        let indexer = Indexer::new(v);
        let graph = Graph {
            variant: v,
            indexer: &indexer,
        };
        for _ in 0..30 {
            let slot = indexer.index(&random_position(v, &mut rng).board());
            let (block, small) = (slot / indexer.block_len(), slot % indexer.block_len());
            let board = indexer.board(slot);
            let with_children = graph.block(block, false);
            assert_eq!(graph.board(&with_children, small), board);
            let mut ours = Vec::new();
            let _ = graph.for_each_child_slot(&with_children, small, |c| {
                ours.push(c);
                std::ops::ControlFlow::Continue(())
            });
            let mut expected = Vec::new();
            let _ = board.for_each_child(v, 0, |c| {
                expected.push(indexer.index(&c));
                std::ops::ControlFlow::Continue(())
            });
            ours.sort_unstable();
            expected.sort_unstable();
            assert_eq!(ours, expected, "{v}");
            // The same children, with those of other boards of the block, a move at a time.
            let others = [small, (small * 7 + 3) % indexer.block_len(), 0];
            let mut all = Vec::new();
            let smalls = others.map(|s| s as u16);
            graph.for_each_child_slot_of(&with_children, &smalls, |c| all.push(c));
            let mut one_by_one = Vec::new();
            for other in others {
                let _ = graph.for_each_child_slot(&with_children, other, |c| {
                    one_by_one.push(c);
                    std::ops::ControlFlow::Continue(())
                });
            }
            all.sort_unstable();
            one_by_one.sort_unstable();
            assert_eq!(all, one_by_one, "{v}");
            let mut ours = Vec::new();
            graph.for_each_parent_slot(&graph.block(block, true), small, |p| ours.push(p));
            let mut expected = Vec::new();
            board.for_each_parent(v, 0, |p| expected.push(indexer.index(&p)));
            ours.sort_unstable();
            expected.sort_unstable();
            assert_eq!(ours, expected, "{v}");
        }
    }
}

#[test]
fn ranking_is_a_perfect_index_up_to_symmetry() {
    let mut rng = SmallRng::seed_from_u64(1);
    for v in [
        variant(3, 2, true),
        variant(2, 3, true),
        variant(1, 9, true),
        variant(2, 9, false),
    ] {
        let indexer = Indexer::new(v);
        assert_eq!(
            Indexer::shape_of(v),
            (indexer.slots() as u64, indexer.block_len() as u64)
        );
        let mut seen: HashMap<usize, Stacks> = HashMap::new();
        for _ in 0..3000 {
            let position = random_position(v, &mut rng);
            let stacks = stacks_of(&position);
            let slot = indexer.index(&position.board());
            assert!(slot < indexer.slots());
            assert!(indexer.is_canonical(slot));
            // The slot holds a symmetric image of the board, and only boards of one class
            // share a slot.
            let stored = indexer.board(slot);
            assert!((0..8).any(|g| position.board().transformed(g) == stored));
            let class = canonical(&stacks);
            assert_eq!(seen.entry(slot).or_insert_with(|| class.clone()), &class);
            for g in 0..8 {
                assert_eq!(indexer.index(&position.board().transformed(g)), slot);
            }
        }
    }
}
