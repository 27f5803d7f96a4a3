//! The gobblet exploration (not built yet).
