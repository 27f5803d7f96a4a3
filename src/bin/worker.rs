//! The web worker: runs one job at a time for the page (see `snipelab_app::worker`).

fn main() {
    snipelab_app::worker::start();
}
