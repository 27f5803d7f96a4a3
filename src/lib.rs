//! The Snipe Lab web app: pages, shared widgets, routing and the web-worker plumbing.
//!
//! Presentation only: every number comes from `snipelab-core`. Two binaries share this library:
//! `app` (the page, `src/main.rs`) and `worker` (`src/bin/worker.rs`), which runs long jobs off
//! the UI thread. See ARCHITECTURE.md for the boundaries.

pub mod app;
pub mod fatal;
pub mod fetch;
pub mod format;
pub mod jobs;
pub mod pages;
pub mod platform;
pub mod prerender;
pub mod query;
pub mod registry;
pub mod route;
pub mod view;
pub mod widgets;
pub mod worker;
