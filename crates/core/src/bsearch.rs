//! The bsearch exploration (not built yet).
