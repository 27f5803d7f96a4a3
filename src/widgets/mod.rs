//! Widgets shared by every page: built once, used everywhere.

pub mod canvas;
pub mod chart;
pub mod notice;
pub mod plot;
pub mod progress;
pub mod slider;

pub use chart::Chart;
pub use notice::{Notice, NoticeKind};
pub use plot::{Marker, Plot, Series, SeriesKind};
pub use progress::ProgressBar;
pub use slider::Slider;
