//! The halftone exploration (not built yet).
