//! The page: installs the panic banner, then renders the app into `<body>`.

fn main() {
    snipelab_app::fatal::install_panic_hook();
    yew::Renderer::<snipelab_app::app::App>::new().render();
}
