//! The coins exploration (not built yet).
