//! The Snipe Lab web app: pages, shared widgets, routing and the web-worker plumbing.
//!
//! Presentation only: every number comes from `snipelab-core`. Its binaries are `app` (the page,
//! `src/main.rs`) and `prerender` (native, at build time); the web worker that runs long jobs off
//! the UI thread is its own crate (`crates/worker`, on `crates/jobs`), so that it compiles
//! without Yew. See ARCHITECTURE.md for the boundaries.

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
pub mod site_file;
pub mod view;
pub mod widgets;
