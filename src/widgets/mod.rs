//! Widgets shared by every page: built once, used everywhere.

pub mod big_count;
pub mod canvas;
pub mod chart;
pub mod job_status;
pub mod notice;
pub mod object_url;
pub mod parsed_input;
pub mod plot;
pub mod progress;
pub mod slider;
pub mod tiling_picture;
pub mod viridis;

pub use big_count::BigCount;
pub use chart::Chart;
pub use job_status::JobStatus;
pub use notice::{Notice, NoticeKind, Notices};
pub use object_url::ObjectUrl;
pub use parsed_input::{ParsedInput, use_parsed_input};
pub use plot::{Marker, Plot, Series, SeriesKind};
pub use progress::ProgressBar;
pub use slider::Slider;
pub use tiling_picture::TilingPicture;
pub use viridis::viridis;
