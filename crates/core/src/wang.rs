//! The wang exploration (not built yet).
