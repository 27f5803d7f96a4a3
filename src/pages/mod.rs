//! One page per exploration, one component per file.

pub mod home;
pub mod not_found;
pub mod wow;
