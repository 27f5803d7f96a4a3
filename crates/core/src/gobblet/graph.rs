//! The game's moves and unmoves between slots of the ranked table, a block at a time.
//!
//! A block holds the boards sharing their pieces of size 2 and larger (see the `index`
//! module). A move of a larger piece leaves the small pieces alone, so for every board of a
//! block it leads into the same few blocks: those index parts are found once per block, and a
//! board's children (or parents) then cost a table lookup each.

use std::ops::ControlFlow;

use super::Variant;
use super::index::{Indexer, Upper};
use super::rules::{Board, MAX_SIZES, for_each_layer_move, for_each_layer_unmove};

/// The boards of one block, which share their pieces of size 2 and larger (see the `index`
/// module): what their moves and unmoves have in common, computed once for the block.
pub(crate) struct Block {
    /// The shared larger pieces (with an empty size-1 layer).
    upper: Board,
    /// Squares holding a piece of size 2 or larger.
    above: u16,
    /// Index part of the larger pieces seen from the other player: the children by a move of a
    /// small piece, and the parents by an unmove of one, keep the larger pieces.
    swapped: Upper,
    /// Index parts of the children by a move of a larger piece (the small pieces stay).
    children: Vec<Upper>,
    /// Index parts of the parents by an unmove of a larger piece.
    parents: Vec<Upper>,
}

/// The game's moves and unmoves between slots, a block at a time.
pub(crate) struct Graph<'a> {
    pub(crate) variant: Variant,
    pub(crate) indexer: &'a Indexer,
}

impl Graph<'_> {
    /// The first slot of a block.
    pub(crate) fn block_start(&self, block: usize) -> usize {
        block * self.indexer.block_len()
    }

    /// The shared part of a block, with its children's or its parents' index parts.
    pub(crate) fn block(&self, block: usize, parents: bool) -> Block {
        let mut upper = self.indexer.board(self.block_start(block));
        upper.mine[0] = 0;
        upper.theirs[0] = 0;
        let above = (1..MAX_SIZES).fold(0, |above, k| above | upper.mine[k] | upper.theirs[k]);
        let mut links = Vec::new();
        if parents {
            upper.for_each_parent(self.variant, 1, |parent| {
                links.push(self.indexer.upper(&parent))
            });
        } else {
            let _ = upper.for_each_child(self.variant, 1, |child| {
                links.push(self.indexer.upper(&child));
                ControlFlow::Continue(())
            });
        }
        let (children, parents) = if parents {
            (Vec::new(), links)
        } else {
            (links, Vec::new())
        };
        Block {
            upper,
            above,
            swapped: self.indexer.upper(&upper.swap()),
            children,
            parents,
        }
    }

    /// The board at offset `small` of a block.
    pub(crate) fn board(&self, block: &Block, small: usize) -> Board {
        let mut board = block.upper;
        (board.mine[0], board.theirs[0]) = self.indexer.small_layer(small);
        board
    }

    /// Calls `visit` with the slot of every child of the board at offset `small` of `block`
    /// (built with its children), as [`Board::for_each_child`] followed by ranking would.
    pub(crate) fn for_each_child_slot(
        &self,
        block: &Block,
        small: usize,
        mut visit: impl FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for upper in &block.children {
            visit(upper.index_swapped(self.indexer, small))?;
        }
        let (mine, theirs) = self.indexer.small_layer(small);
        let blocked = block.above | mine | theirs;
        for_each_layer_move(self.variant, mine, blocked, block.above, |moved| {
            visit(block.swapped.index(self.indexer, theirs, moved))
        })
    }

    /// Calls `visit` with the slot of every child of the boards at offsets `smalls` of `block`
    /// (built with its children): the slots [`Self::for_each_child_slot`] gives for each, in
    /// another order. A move of a larger piece is taken for all the boards at once, as its
    /// part of the index is fixed, which makes the search's loop over its 3 billion moves (for
    /// the real game) a tight one.
    pub(crate) fn for_each_child_slot_of(
        &self,
        block: &Block,
        smalls: &[u16],
        mut visit: impl FnMut(usize),
    ) {
        for upper in &block.children {
            upper.for_each_index_swapped(self.indexer, smalls, &mut visit);
        }
        for &small in smalls {
            let (mine, theirs) = self.indexer.small_layer(usize::from(small));
            let blocked = block.above | mine | theirs;
            let _ = for_each_layer_move(self.variant, mine, blocked, block.above, |moved| {
                visit(block.swapped.index(self.indexer, theirs, moved));
                ControlFlow::Continue(())
            });
        }
    }

    /// Calls `visit` with the slot of every parent of the board at offset `small` of `block`
    /// (built with its parents), as [`Board::for_each_parent`] followed by ranking would.
    pub(crate) fn for_each_parent_slot(
        &self,
        block: &Block,
        small: usize,
        mut visit: impl FnMut(usize),
    ) {
        for upper in &block.parents {
            visit(upper.index_swapped(self.indexer, small));
        }
        // The small pieces of the player who just moved are `theirs` here.
        let (mine, theirs) = self.indexer.small_layer(small);
        let blocked = block.above | mine | theirs;
        for_each_layer_unmove(self.variant, theirs, blocked, block.above, |before| {
            visit(block.swapped.index(self.indexer, before, mine));
        });
    }
}
