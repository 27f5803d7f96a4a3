//! The santa exploration (not built yet).
