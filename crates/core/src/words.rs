//! The words exploration (not built yet).
