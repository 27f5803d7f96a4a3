//! The truecount exploration (not built yet).
