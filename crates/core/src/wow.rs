//! The WOW board (in progress).
