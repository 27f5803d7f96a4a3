//! The pen's marks: polylines drawn while the pen was down, each in the pen's colour.

use serde::{Deserialize, Serialize};

use super::body::Motion;
use super::geometry::Point;

/// The pen's marks: polylines drawn while the pen was down.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Trace {
    /// Each stroke is a connected polyline; lifting the pen or changing its colour starts a
    /// new one.
    pub strokes: Vec<Vec<Point>>,
    /// Each stroke's colour: an index into [`super::lang::PALETTE`], or `None` for the
    /// page's own pen colour (before any `setpencolor`).
    pub colours: Vec<Option<u8>>,
    /// Whether the next mark continues the last stroke.
    open: bool,
    /// The pen's colour now.
    colour: Option<u8>,
}

impl Trace {
    pub(super) fn mark(&mut self, motion: &Motion) {
        if motion.from == motion.to {
            return;
        }
        match self.strokes.last_mut() {
            Some(stroke) if self.open => stroke.push(motion.to),
            _ => {
                self.strokes.push(vec![motion.from, motion.to]);
                self.colours.push(self.colour);
                self.open = true;
            }
        }
    }

    pub(super) fn lift(&mut self) {
        self.open = false;
    }

    /// A new pen colour: the next mark starts a stroke of its own.
    pub(super) fn set_colour(&mut self, colour: Option<u8>) {
        if colour != self.colour {
            self.colour = colour;
            self.open = false;
        }
    }

    /// The pen's colour now.
    pub fn colour(&self) -> Option<u8> {
        self.colour
    }
}
