//! Built-in sample pictures, drawn by code: the page has no network and must show something
//! before anyone uploads a picture.

use super::HalftoneError;
use super::picture::{Picture, check_input_size};
use serde::{Deserialize, Serialize};

/// A built-in picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sample {
    /// Black at the left to white at the right: all four levels as bands, or with dithering a
    /// smooth ramp.
    Gradient,
    /// Concentric rings that get thinner outwards (a zone plate), a classic test of halftones.
    Circles,
    /// A cartoon face with shading: hair, eyes, eyebrows, nose, smile and shoulders.
    Face,
}

/// Side of the square the page and the CLI draw samples at (pixels), before resizing.
pub const SAMPLE_SIDE: u32 = 512;

/// Sub-samples per pixel side: each pixel is the average of 4 × 4 evaluations, smoothing edges.
const SUPERSAMPLE: u32 = 4;

impl Sample {
    /// Every sample, in the order the page lists them.
    pub const ALL: [Sample; 3] = [Sample::Face, Sample::Circles, Sample::Gradient];

    /// The sample's name, as used by the CLI's `--sample` and the page.
    pub fn name(self) -> &'static str {
        match self {
            Sample::Gradient => "gradient",
            Sample::Circles => "circles",
            Sample::Face => "face",
        }
    }

    /// The sample called `name`; refuses unknown names, listing the known ones.
    pub fn from_name(name: &str) -> Result<Sample, HalftoneError> {
        Sample::ALL
            .into_iter()
            .find(|sample| sample.name() == name)
            .ok_or_else(|| HalftoneError::BadOption {
                message: format!(
                    "unknown sample {name:?}: choose one of {}",
                    Sample::ALL.map(Sample::name).join(", ")
                ),
            })
    }

    /// Draws the sample at `width` × `height` pixels (within the decoding caps). The drawing
    /// fills the central square of side `min(width, height)`; wider pictures get more
    /// background.
    pub fn draw(self, width: u32, height: u32) -> Result<Picture, HalftoneError> {
        check_input_size(width, height)?;
        // Centred coordinates: the central square is [-1, 1] × [-1, 1], y downwards.
        let half = f64::from(width.min(height)) / 2.0;
        let sub = f64::from(SUPERSAMPLE);
        let mut gray = Vec::with_capacity(width as usize * height as usize);
        for y in 0..height {
            for x in 0..width {
                let mut sum = 0.0;
                for sy in 0..SUPERSAMPLE {
                    for sx in 0..SUPERSAMPLE {
                        let px = f64::from(x) + (f64::from(sx) + 0.5) / sub;
                        let py = f64::from(y) + (f64::from(sy) + 0.5) / sub;
                        let u = (px - f64::from(width) / 2.0) / half;
                        let v = (py - f64::from(height) / 2.0) / half;
                        sum += match self {
                            Sample::Gradient => px / f64::from(width),
                            Sample::Circles => circles(u, v),
                            Sample::Face => face(u, v),
                        };
                    }
                }
                let mean = sum / (sub * sub);
                gray.push((mean.clamp(0.0, 1.0) * 255.0).round() as u8);
            }
        }
        Ok(Picture {
            width,
            height,
            gray,
        })
    }
}

/// Brightness (0 black, 1 white) of the zone plate at (u, v): cos(8π·r²), rings that thin
/// outwards (four dark ones), fading to white outside the unit circle.
fn circles(u: f64, v: f64) -> f64 {
    let r2 = u * u + v * v;
    let rings = 0.5 + 0.5 * libm::cos(std::f64::consts::PI * 8.0 * r2);
    if r2 <= 1.0 {
        rings
    } else {
        // Fade the rings into the white background just outside the circle.
        let fade = ((r2.sqrt() - 1.0) / 0.1).min(1.0);
        rings * (1.0 - fade) + fade
    }
}

/// Whether (u, v) is inside the ellipse with centre (cu, cv) and radii (ru, rv); also returns
/// the normalised position inside it (for shading).
fn ellipse(u: f64, v: f64, (cu, cv): (f64, f64), (ru, rv): (f64, f64)) -> Option<(f64, f64)> {
    let (nu, nv) = ((u - cu) / ru, (v - cv) / rv);
    (nu * nu + nv * nv <= 1.0).then_some((nu, nv))
}

/// Brightness of the cartoon face at (u, v): layers painted back to front.
fn face(u: f64, v: f64) -> f64 {
    // Background: near white, a little darker towards the bottom.
    let mut value = 0.98 - 0.08 * (v + 1.0) / 2.0;
    // Shoulders in a dark sweater, and the neck.
    if ellipse(u, v, (0.0, 1.25), (0.95, 0.5)).is_some() {
        value = 0.22 + 0.1 * (u + 1.0) / 2.0;
    }
    if u.abs() < 0.2 && v > 0.5 {
        value = 0.42;
    }
    // Hair, behind the face; only its upper part shows.
    if ellipse(u, v, (0.0, -0.12), (0.8, 0.86)).is_some() && v < 0.2 {
        value = 0.08 + 0.08 * libm::sin(u * 40.0).abs();
    }
    // Ears.
    for side in [-1.0, 1.0] {
        if ellipse(u, v, (side * 0.62, 0.08), (0.11, 0.17)).is_some() {
            value = 0.5;
        }
    }
    // The face, lit from the upper left: light gray there, dark gray towards the lower right.
    if let Some((nu, nv)) = ellipse(u, v, (0.0, 0.08), (0.6, 0.76)) {
        let light = (0.55 - 0.45 * nu - 0.45 * nv).clamp(0.0, 1.0);
        value = 0.3 + 0.55 * light;
    }
    // Fringe over the forehead.
    if ellipse(u, v, (0.0, -0.62), (0.62, 0.3)).is_some() {
        value = 0.1;
    }
    for side in [-1.0, 1.0] {
        let eye = (side * 0.24, -0.05);
        // Eyebrow: a thick arc above the eye.
        if let Some((_, nv)) = ellipse(u, v, (eye.0, eye.1 - 0.1), (0.16, 0.08))
            && nv < -0.2
        {
            value = 0.05;
        }
        if ellipse(u, v, eye, (0.14, 0.08)).is_some() {
            value = 1.0;
        }
        if ellipse(u, v, eye, (0.065, 0.065)).is_some() {
            value = 0.3;
        }
        if ellipse(u, v, eye, (0.035, 0.035)).is_some() {
            value = 0.0;
        }
    }
    // Nose: a shadow along its right side.
    if ellipse(u, v, (0.05, 0.16), (0.035, 0.12)).is_some() {
        value = (value - 0.25).max(0.0);
    }
    // Smile: a thick arc of a circle below the nose.
    let from_centre = (u * u + (v + 0.02) * (v + 0.02)).sqrt();
    if (from_centre - 0.42).abs() < 0.04 && v > 0.3 && u.abs() < 0.28 {
        value = 0.05;
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for sample in Sample::ALL {
            assert_eq!(Sample::from_name(sample.name()), Ok(sample));
        }
        let error = Sample::from_name("cat").unwrap_err().to_string();
        assert!(error.contains("face, circles, gradient"), "{error}");
    }

    /// The gradient's columns get lighter left to right, from near 0 to near 255.
    #[test]
    fn gradient_runs_from_black_to_white() {
        let picture = Sample::Gradient.draw(64, 8).unwrap();
        let row = &picture.gray[..64];
        assert!(row.windows(2).all(|p| p[0] <= p[1]));
        assert!(row[0] < 5 && row[63] > 250, "{row:?}");
    }

    /// Each sample uses a good part of the gray range, so it shows several levels.
    #[test]
    fn samples_span_dark_to_light() {
        for sample in Sample::ALL {
            let picture = sample.draw(96, 80).unwrap();
            let (min, max) = (
                picture.gray.iter().min().unwrap(),
                picture.gray.iter().max().unwrap(),
            );
            assert!(*min < 40 && *max > 215, "{sample:?}: {min}..{max}");
        }
        assert!(Sample::Face.draw(0, 10).is_err());
        assert!(Sample::Face.draw(30_000, 30_000).is_err());
    }
}
