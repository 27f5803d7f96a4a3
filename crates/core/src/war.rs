//! The war exploration (not built yet).
