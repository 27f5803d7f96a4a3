//! Four gray levels: the post's palette, adjustable thresholds, optional Floyd–Steinberg
//! dithering.

use super::HalftoneError;
use super::picture::{Picture, check_grid_size};
use serde::{Deserialize, Serialize};

/// One of the post's four gray levels, darkest first. The discriminant indexes [`super::STEPS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// `BLACK` in the post: the curve visits all 16 points of the block.
    Black = 0,
    /// `DARK_GRAY`: 9 of the 16 points.
    DarkGray = 1,
    /// `LIGHT_GRAY`: 4 points, a U across the block.
    LightGray = 2,
    /// `WHITE`: 2 points, one straight segment along a side of the block.
    White = 3,
}

impl Level {
    /// All four, darkest first.
    pub const ALL: [Level; 4] = [
        Level::Black,
        Level::DarkGray,
        Level::LightGray,
        Level::White,
    ];

    /// The level's gray in the post's palette: `BLACK` 0, `DARK_GRAY` 85, `LIGHT_GRAY` 160,
    /// `WHITE` 255. Used for the preview and as the target of dithering.
    pub fn gray(self) -> u8 {
        match self {
            Level::Black => 0,
            Level::DarkGray => 85,
            Level::LightGray => 160,
            Level::White => 255,
        }
    }
}

/// Where the levels meet: a gray below `dark_gray` is black, below `light_gray` dark gray,
/// below `white` light gray, anything else white. Built with [`Thresholds::new`], which keeps
/// them in order (equal thresholds drop a level).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thresholds {
    /// Darkest gray that is no longer black.
    pub dark_gray: u8,
    /// Darkest gray that is light gray or white.
    pub light_gray: u8,
    /// Darkest gray that is white.
    pub white: u8,
}

impl Default for Thresholds {
    /// 43, 123, 208: the midpoints between the post's palette grays (0, 85, 160, 255), so each
    /// gray goes to the nearest palette colour, as a photo editor's 4-colour posterize would.
    fn default() -> Self {
        Thresholds {
            dark_gray: 43,
            light_gray: 123,
            white: 208,
        }
    }
}

impl Thresholds {
    /// Thresholds `dark_gray ≤ light_gray ≤ white`; anything else is refused.
    pub fn new(dark_gray: u8, light_gray: u8, white: u8) -> Result<Self, HalftoneError> {
        if dark_gray <= light_gray && light_gray <= white {
            Ok(Thresholds {
                dark_gray,
                light_gray,
                white,
            })
        } else {
            Err(HalftoneError::BadOption {
                message: format!(
                    "thresholds must not decrease: got {dark_gray},{light_gray},{white}"
                ),
            })
        }
    }

    /// The level of a gray value (a float, because dithering carries fractional error).
    pub fn level(&self, gray: f32) -> Level {
        if gray < f32::from(self.dark_gray) {
            Level::Black
        } else if gray < f32::from(self.light_gray) {
            Level::DarkGray
        } else if gray < f32::from(self.white) {
            Level::LightGray
        } else {
            Level::White
        }
    }
}

/// How many pixels of each level a picture has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCounts {
    /// Black pixels.
    pub black: u64,
    /// Dark gray pixels.
    pub dark_gray: u64,
    /// Light gray pixels.
    pub light_gray: u64,
    /// White pixels.
    pub white: u64,
}

/// A picture at four levels, row by row from the top-left pixel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quantized {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height` levels, row-major.
    pub levels: Vec<Level>,
}

impl Quantized {
    /// Refuses a size beyond the input-size caps or a level list of the wrong length.
    pub fn check(&self) -> Result<(), HalftoneError> {
        check_grid_size(self.width, self.height)?;
        if self.levels.len() as u64 != u64::from(self.width) * u64::from(self.height) {
            return Err(HalftoneError::BadOption {
                message: format!(
                    "a {}×{} picture needs {} levels, not {}",
                    self.width,
                    self.height,
                    u64::from(self.width) * u64::from(self.height),
                    self.levels.len()
                ),
            });
        }
        Ok(())
    }

    /// The level of pixel (x, y); white outside the picture.
    pub fn level_at(&self, x: u32, y: u32) -> Level {
        if x >= self.width {
            return Level::White;
        }
        let index = y as usize * self.width as usize + x as usize;
        self.levels.get(index).copied().unwrap_or(Level::White)
    }

    /// The four-level picture in the post's palette grays (the page's middle picture).
    pub fn preview(&self) -> Picture {
        Picture {
            width: self.width,
            height: self.height,
            gray: self.levels.iter().map(|level| level.gray()).collect(),
        }
    }

    /// Pixels per level.
    pub fn counts(&self) -> LevelCounts {
        let mut counts = LevelCounts::default();
        for level in &self.levels {
            match level {
                Level::Black => counts.black += 1,
                Level::DarkGray => counts.dark_gray += 1,
                Level::LightGray => counts.light_gray += 1,
                Level::White => counts.white += 1,
            }
        }
        counts
    }
}

/// Quantizes a picture to the four levels with `thresholds`.
///
/// With `dither`, Floyd–Steinberg error diffusion runs first: each pixel's error against its
/// level's palette gray ([`Level::gray`]) is passed on to the unvisited neighbours, 7/16 to the
/// right, 3/16, 5/16, 1/16 to the lower left, below and lower right, so that areas keep their
/// average gray. Pixels past the picture's gray list (only for an inconsistent [`Picture`])
/// count as white.
pub fn quantize(picture: &Picture, thresholds: &Thresholds, dither: bool) -> Quantized {
    let (width, height) = (picture.width as usize, picture.height as usize);
    let gray_at = |index: usize| f32::from(picture.gray.get(index).copied().unwrap_or(255));
    let mut levels = Vec::with_capacity(width * height);
    if !dither {
        levels.extend((0..width * height).map(|i| thresholds.level(gray_at(i))));
    } else {
        // Error carried into the current row and the next one (one extra cell on each side).
        let mut here = vec![0f32; width + 2];
        let mut below = vec![0f32; width + 2];
        for y in 0..height {
            for x in 0..width {
                let value = gray_at(y * width + x) + here[x + 1];
                let level = thresholds.level(value);
                let error = value - f32::from(level.gray());
                here[x + 2] += error * 7.0 / 16.0;
                below[x] += error * 3.0 / 16.0;
                below[x + 1] += error * 5.0 / 16.0;
                below[x + 2] += error * 1.0 / 16.0;
                levels.push(level);
            }
            std::mem::swap(&mut here, &mut below);
            below.iter_mut().for_each(|e| *e = 0.0);
        }
    }
    Quantized {
        width: picture.width,
        height: picture.height,
        levels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The default thresholds send every gray to the nearest palette gray (brute force).
    #[test]
    fn default_thresholds_pick_the_nearest_palette_gray() {
        let thresholds = Thresholds::default();
        for gray in 0..=255u8 {
            let nearest = Level::ALL
                .into_iter()
                .min_by_key(|level| level.gray().abs_diff(gray))
                .unwrap();
            assert_eq!(thresholds.level(f32::from(gray)), nearest, "gray {gray}");
        }
    }

    #[test]
    fn thresholds_out_of_order_are_refused() {
        assert!(Thresholds::new(10, 5, 200).is_err());
        assert!(Thresholds::new(10, 200, 100).is_err());
        assert!(Thresholds::new(10, 10, 10).is_ok());
    }

    /// Dithering keeps a uniform area's average gray (within 1 of 255), where plain quantizing
    /// moves it to a palette gray.
    #[test]
    fn dithering_keeps_the_average_gray() {
        for gray in [20u8, 60, 100, 128, 190, 230] {
            let picture = Picture {
                width: 200,
                height: 200,
                gray: vec![gray; 200 * 200],
            };
            let dithered = quantize(&picture, &Thresholds::default(), true);
            let mean = dithered
                .levels
                .iter()
                .map(|l| f64::from(l.gray()))
                .sum::<f64>()
                / 40_000.0;
            assert!((mean - f64::from(gray)).abs() < 1.0, "{gray}: {mean}");
            let plain = quantize(&picture, &Thresholds::default(), false);
            assert!(plain.levels.iter().all(|&l| l == plain.levels[0]));
        }
    }
}
