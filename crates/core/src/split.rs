//! The split exploration (not built yet).
