//! Pictures of a tiling: SVG (vector) and PNG (rasterised here, simply).
//!
//! The lattice point (p, q) is drawn at x = (q − p)·√3/2, y = (p + q)/2 (y down), shifted so
//! the hexagon's top-left is at the origin, times the lozenge side in pixels. Three colours
//! ([`Palette::Flat`]) show the orientations; [`Palette::Cubes`] shades them like lit faces, so
//! the same picture reads as a stack of cubes.

use serde::{Deserialize, Serialize};

use super::BadInput;
use super::hexagon::{Hexagon, LatticePoint, Orientation, Stacks};

/// √3/2, the horizontal extent of a unit lattice step.
const HALF_ROOT_3: f64 = 0.866_025_403_784_438_6;

/// The largest PNG [`tiling_png`] makes, in pixels (about 8000 × 8000).
pub const MAX_PNG_PIXELS: u64 = 64_000_000;

/// How the three orientations are coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    /// Three distinct colours, to count the orientations by eye.
    Flat,
    /// Grey shades of a lit cube (light tops, mid left faces, dark right faces).
    Cubes,
}

impl Palette {
    /// The RGB colour of an orientation.
    pub fn colour(self, orientation: Orientation) -> [u8; 3] {
        match (self, orientation) {
            (Palette::Flat, Orientation::Top) => [0xE8, 0xB0, 0x4B],
            (Palette::Flat, Orientation::Left) => [0x3B, 0x6E, 0xA8],
            (Palette::Flat, Orientation::Right) => [0xC8, 0x55, 0x3D],
            (Palette::Cubes, Orientation::Top) => [0xF0, 0xF0, 0xF0],
            (Palette::Cubes, Orientation::Left) => [0xA8, 0xA8, 0xA8],
            (Palette::Cubes, Orientation::Right) => [0x60, 0x60, 0x60],
        }
    }

    /// The colour of the lozenges' edges.
    pub fn edge(self) -> [u8; 3] {
        [0x22, 0x22, 0x22]
    }
}

/// Where a lattice point is drawn, in units of the lozenge side, with the hexagon's bounding
/// box starting at (0, 0).
pub fn position(hexagon: Hexagon, point: LatticePoint) -> (f64, f64) {
    let (p, q) = (f64::from(point.0), f64::from(point.1));
    (
        (q - p + hexagon.a() as f64) * HALF_ROOT_3,
        (p + q) / 2.0 + hexagon.c() as f64,
    )
}

/// The hexagon's bounding box in units of the lozenge side: (width, height).
pub fn extent(hexagon: Hexagon) -> (f64, f64) {
    let (a, b, c) = (hexagon.a() as f64, hexagon.b() as f64, hexagon.c() as f64);
    ((a + b) * HALF_ROOT_3, c + (a + b) / 2.0)
}

/// The tiling as an SVG document, lozenges of side `side` pixels (a positive number), one path
/// per orientation.
pub fn tiling_svg(stacks: &Stacks, side: f64, palette: Palette) -> String {
    let hexagon = stacks.hexagon();
    let side = if side.is_finite() && side > 0.0 {
        side
    } else {
        1.0
    };
    let (width, height) = extent(hexagon);
    let lozenges = stacks.lozenges();
    let stroke = (side / 16.0).min(1.0);
    let hex = |c: [u8; 3]| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.2}\" height=\"{h:.2}\" viewBox=\"0 0 {w:.2} {h:.2}\">\n",
        w = width * side,
        h = height * side
    );
    for orientation in [Orientation::Top, Orientation::Left, Orientation::Right] {
        let mut d = String::new();
        for lozenge in lozenges.iter().filter(|l| l.orientation == orientation) {
            for (k, corner) in lozenge.corners().into_iter().enumerate() {
                let (x, y) = position(hexagon, corner);
                d.push(if k == 0 { 'M' } else { 'L' });
                d.push_str(&format!("{:.2} {:.2}", x * side, y * side));
            }
            d.push('Z');
        }
        svg.push_str(&format!(
            "<path data-orientation=\"{orientation:?}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{stroke:.3}\" stroke-linejoin=\"round\" d=\"{d}\"/>\n",
            hex(palette.colour(orientation)),
            hex(palette.edge()),
        ));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The largest lozenge side in pixels a picture (PNG or SVG) may ask for.
pub const MAX_SIDE: u32 = 400;

/// Refuses a lozenge side outside 1 to [`MAX_SIDE`] pixels: the range of every picture, so
/// that an SVG's side is checked as a PNG's is (an SVG with side 0 used to be drawn with side
/// 1, and one with side 4294967295 some 37 billion pixels wide).
pub fn check_side(side: u32) -> Result<(), BadInput> {
    if (1..=MAX_SIDE).contains(&side) {
        Ok(())
    } else {
        Err(BadInput(format!(
            "the lozenge side must be 1 to {MAX_SIDE} pixels, not {side}"
        )))
    }
}

/// The tiling as an RGB PNG with lozenges of `side` pixels (1 to 400), white outside the
/// hexagon, edges drawn when lozenges are at least 8 pixels wide (below that they would
/// darken the whole picture).
pub fn tiling_png(stacks: &Stacks, side: u32, palette: Palette) -> Result<Vec<u8>, BadInput> {
    let hexagon = stacks.hexagon();
    check_side(side)?;
    let (w, h) = extent(hexagon);
    let width = (w * f64::from(side)).ceil() as u32;
    let height = (h * f64::from(side)).ceil() as u32;
    if u64::from(width) * u64::from(height) > MAX_PNG_PIXELS {
        return Err(BadInput(format!(
            "a {width}×{height} picture is over {MAX_PNG_PIXELS} pixels; choose a smaller side"
        )));
    }
    let raster = Raster::new(stacks);
    let scale = 1.0 / f64::from(side);
    let edges = side >= 8;
    let mut pixels = vec![0xFFu8; width as usize * height as usize * 3];
    let mut previous_row: Vec<u32> = vec![0; width as usize];
    let mut row_ids: Vec<u32> = vec![0; width as usize];
    for y in 0..height {
        for x in 0..width {
            let point = ((f64::from(x) + 0.5) * scale, (f64::from(y) + 0.5) * scale);
            row_ids[x as usize] = raster.lozenge_at(point);
        }
        for x in 0..width as usize {
            let id = row_ids[x];
            if id == 0 {
                continue;
            }
            let boundary = edges
                && ((x > 0 && row_ids[x - 1] != id)
                    || (x + 1 < width as usize && row_ids[x + 1] != id)
                    || (y > 0 && previous_row[x] != id));
            let colour = if boundary {
                palette.edge()
            } else {
                palette.colour(raster.orientations[id as usize - 1])
            };
            let at = (y as usize * width as usize + x) * 3;
            pixels[at..at + 3].copy_from_slice(&colour);
        }
        std::mem::swap(&mut previous_row, &mut row_ids);
    }
    let error = |e: png::EncodingError| BadInput(format!("cannot encode PNG: {e}"));
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(error)?;
    writer.write_image_data(&pixels).map_err(error)?;
    writer.finish().map_err(error)?;
    Ok(bytes)
}

/// Which lozenge covers each unit triangle, for rasterising.
struct Raster {
    hexagon: Hexagon,
    /// Lozenge number + 1 (0: outside) of triangle (p, q, upper), p in −c..a, q in −c..b.
    triangles: Vec<u32>,
    orientations: Vec<Orientation>,
}

impl Raster {
    fn new(stacks: &Stacks) -> Self {
        let hexagon = stacks.hexagon();
        let lozenges = stacks.lozenges();
        let (rows, cols) = (hexagon.a() + hexagon.c(), hexagon.b() + hexagon.c());
        let mut raster = Raster {
            hexagon,
            triangles: vec![0; rows * cols * 2],
            orientations: lozenges.iter().map(|l| l.orientation).collect(),
        };
        for (k, lozenge) in lozenges.iter().enumerate() {
            for triangle in lozenge.triangles() {
                if let Some(at) = raster.slot(triangle.cell, triangle.upper) {
                    raster.triangles[at] = k as u32 + 1;
                }
            }
        }
        raster
    }

    fn slot(&self, (p, q): LatticePoint, upper: bool) -> Option<usize> {
        let c = self.hexagon.c() as i32;
        let (rows, cols) = (self.hexagon.a() as i32 + c, self.hexagon.b() as i32 + c);
        let (r, s) = (p + c, q + c);
        if r < 0 || s < 0 || r >= rows || s >= cols {
            return None;
        }
        Some(((r * cols + s) as usize) * 2 + usize::from(upper))
    }

    /// The lozenge (number + 1, or 0 outside) under a point given in units of the side.
    fn lozenge_at(&self, (x, y): (f64, f64)) -> u32 {
        // Invert `position`: q − p = x/(√3/2) − a, p + q = 2(y − c).
        let difference = x / HALF_ROOT_3 - self.hexagon.a() as f64;
        let sum = 2.0 * (y - self.hexagon.c() as f64);
        let (p, q) = ((sum - difference) / 2.0, (sum + difference) / 2.0);
        let (cell_p, cell_q) = (p.floor(), q.floor());
        let upper = q - cell_q > p - cell_p;
        match self.slot((cell_p as i32, cell_q as i32), upper) {
            Some(at) => self.triangles[at],
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG has one path per orientation with as many lozenges (subpaths) as the tiling has
    /// of that orientation: ab, bc, ca.
    #[test]
    fn svg_has_one_subpath_per_lozenge() {
        let hexagon = Hexagon::new(2, 3, 4).unwrap();
        let stacks = Stacks::new(hexagon, vec![4, 3, 1, 2, 2, 0]).unwrap();
        let svg = tiling_svg(&stacks, 10.0, Palette::Flat);
        let paths: Vec<&str> = svg.split("<path").skip(1).collect();
        assert_eq!(paths.len(), 3);
        let subpaths: Vec<usize> = paths.iter().map(|p| p.matches('M').count()).collect();
        assert_eq!(subpaths, [6, 12, 8]);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    }

    /// Every picture's side is 1 to 400 pixels, and the PNG refuses what `check_side` refuses.
    #[test]
    fn sides_outside_1_to_400_are_refused() {
        let stacks = Hexagon::new(2, 2, 2).unwrap().empty();
        for side in [0, MAX_SIDE + 1, u32::MAX] {
            let why = check_side(side).unwrap_err().to_string();
            assert!(
                why.contains(&format!("1 to 400 pixels, not {side}")),
                "{why}"
            );
            assert_eq!(
                tiling_png(&stacks, side, Palette::Flat)
                    .unwrap_err()
                    .to_string(),
                why
            );
        }
        assert!(check_side(1).is_ok() && check_side(MAX_SIDE).is_ok());
    }

    /// The rasteriser colours each pixel by the lozenge under it: the PNG decodes to the
    /// expected size, white outside the hexagon, and the pixel areas of the three colours are
    /// in the ratio ab : bc : ca (the lozenges have equal areas).
    #[test]
    fn png_areas_follow_the_orientation_counts() {
        let hexagon = Hexagon::new(3, 5, 2).unwrap();
        let stacks =
            Stacks::new(hexagon, vec![2, 2, 1, 1, 0, 2, 1, 1, 0, 0, 1, 0, 0, 0, 0]).unwrap();
        let palette = Palette::Flat;
        let bytes = tiling_png(&stacks, 40, palette).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buffer).unwrap();
        let (w, h) = extent(hexagon);
        assert_eq!(
            (info.width, info.height),
            ((w * 40.0).ceil() as u32, (h * 40.0).ceil() as u32)
        );
        let mut area = [0u64; 4];
        for pixel in buffer.chunks(3) {
            let k = [Orientation::Top, Orientation::Left, Orientation::Right]
                .iter()
                .position(|&o| palette.colour(o) == pixel)
                .unwrap_or(3);
            area[k] += 1;
        }
        // One lozenge of side 40 covers 40² · √3/2 ≈ 1386 pixels; edges take a few percent.
        let lozenge = 1600.0 * HALF_ROOT_3;
        for (k, expected) in [15.0, 10.0, 6.0].into_iter().enumerate() {
            let ratio = area[k] as f64 / (expected * lozenge);
            assert!((0.85..=1.0).contains(&ratio), "orientation {k}: {ratio}");
        }
        assert_eq!(&buffer[..3], &[0xFF, 0xFF, 0xFF]);
    }

    /// Sides out of range and huge pictures are refused before any work.
    #[test]
    fn bad_png_sizes_are_refused() {
        let stacks = Hexagon::new(200, 200, 200).unwrap().empty();
        assert!(tiling_png(&stacks, 0, Palette::Cubes).is_err());
        assert!(tiling_png(&stacks, 401, Palette::Cubes).is_err());
        assert!(tiling_png(&stacks, 100, Palette::Cubes).is_err());
    }
}
