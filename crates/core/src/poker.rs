//! The poker exploration (not built yet).
