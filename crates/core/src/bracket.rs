//! The bracket exploration (not built yet).
