//! A lozenge tiling drawn as SVG: three colours, or grey shades that read as stacks of cubes.
//!
//! The geometry is the library's (`cftp::draw::position`), so the page and the exported files
//! agree. Drawn on `/cftp` (the samples) and `/withoutwords`, which passes `on_flip` to make
//! every flippable vertex a button.

use std::rc::Rc;

use snipelab_core::cftp::draw::{self, Palette};
use snipelab_core::cftp::hexagon::{LatticePoint, Lozenge, Orientation, Stacks};
use snipelab_core::withoutwords;
use yew::prelude::*;

/// √3/2: a lattice step across, in lozenge sides.
const HALF_ROOT_3: f64 = 0.866_025_4;

/// The lozenges as one SVG path in lattice units, u = q − p + a across and v = p + q down, all
/// integers, each lozenge a move and three relative lines ("M12 17l-1 1 1 1 1-1z"). Why: in
/// decimals the default /cftp page's 22 pictures were 556 kB of the prerendered HTML, and the
/// browser built and set all of it again while taking the page over.
fn lattice_path<'a>(a: usize, lozenges: impl Iterator<Item = &'a Lozenge>) -> String {
    use std::fmt::Write;
    let a = a as i64;
    let uv = |(p, q): LatticePoint| (i64::from(q) - i64::from(p) + a, i64::from(p) + i64::from(q));
    // A number after another: a minus sign separates by itself.
    let push = |d: &mut String, n: i64, first: bool| {
        if !first && n >= 0 {
            d.push(' ');
        }
        let _ = write!(d, "{n}");
    };
    let mut d = String::new();
    for lozenge in lozenges {
        let corners = lozenge.corners().map(uv);
        d.push('M');
        push(&mut d, corners[0].0, true);
        push(&mut d, corners[0].1, false);
        d.push('l');
        for (k, w) in corners.windows(2).enumerate() {
            push(&mut d, w[1].0 - w[0].0, k == 0);
            push(&mut d, w[1].1 - w[0].1, false);
        }
        d.push('z');
    }
    d
}

/// The margin around the hexagon, in lozenge sides, so that edge strokes and dots are not cut.
pub const PAD: f64 = 0.3;

/// Props of [`TilingPicture`].
#[derive(Properties, PartialEq)]
pub struct TilingPictureProps {
    /// Element id.
    pub id: AttrValue,
    /// The tiling.
    pub stacks: Rc<Stacks>,
    /// Colours.
    pub palette: Palette,
    /// What the picture shows, for screen readers.
    pub label: AttrValue,
    /// If given, each vertex where three lozenges can be flipped is a button calling this.
    #[prop_or_default]
    pub on_flip: Option<Callback<LatticePoint>>,
}

/// The tiling, scaled to its container's width.
#[function_component(TilingPicture)]
pub fn tiling_picture(props: &TilingPictureProps) -> Html {
    let stacks = &props.stacks;
    let hexagon = stacks.hexagon();
    let (width, height) = draw::extent(hexagon);
    let lozenges = stacks.lozenges();
    // Thin edges on big tilings, where they would otherwise cover the colours. In pixels: the
    // stroke does not scale with the lattice's transform (a lozenge side is 10–20 px).
    let side = hexagon.a() + hexagon.b();
    let stroke = if side > 60 { 0.0 } else { 0.6 };
    let hex = |c: [u8; 3]| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
    let paths = [Orientation::Top, Orientation::Left, Orientation::Right].map(|orientation| {
        let d = lattice_path(
            hexagon.a(),
            lozenges.iter().filter(|l| l.orientation == orientation),
        );
        html! {
            <path data-orientation={format!("{orientation:?}")} d={d}
                fill={hex(props.palette.colour(orientation))} stroke="#222"
                stroke-width={stroke.to_string()} stroke-linejoin="round" vector-effect="non-scaling-stroke" />
        }
    });
    // Lattice units to the picture's: x = u·√3/2, y = v/2 + c (`draw::position`).
    let lattice = format!("matrix({HALF_ROOT_3} 0 0 0.5 0 {})", hexagon.c());
    let sites = match &props.on_flip {
        None => Html::default(),
        Some(on_flip) => withoutwords::flip_sites(stacks)
            .into_iter()
            .map(|site| {
                let (x, y) = draw::position(hexagon, site.vertex);
                let vertex = site.vertex;
                let click = on_flip.reform(move |_: MouseEvent| vertex);
                let key = on_flip.clone();
                let keydown = Callback::from(move |e: KeyboardEvent| {
                    if e.key() == "Enter" || e.key() == " " {
                        e.prevent_default();
                        key.emit(vertex);
                    }
                });
                let what = if site.adds_cube { "add" } else { "remove" };
                html! {
                    <circle class={classes!("flip-site", what)} cx={format!("{x:.3}")} cy={format!("{y:.3}")} r="0.2"
                        tabindex="0" role="button" data-vertex={format!("{},{}", vertex.0, vertex.1)}
                        aria-label={format!("Flip the three lozenges here ({what} a cube at stack {}, {})", site.site.0, site.site.1)}
                        onclick={click} onkeydown={keydown} />
                }
            })
            .collect::<Html>(),
    };
    html! {
        <svg id={props.id.clone()} class="tiling" role="img" aria-label={props.label.clone()}
            viewBox={format!("{} {} {} {}", -PAD, -PAD, width + 2.0 * PAD, height + 2.0 * PAD)}
            preserveAspectRatio="xMidYMid meet">
            <g transform={lattice}>{ for paths }</g>
            { sites }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::cftp::hexagon::Hexagon;

    /// The corners a lattice path draws, in the picture's units (the group's transform applied).
    fn corners_drawn(d: &str, c: usize) -> Vec<(f64, f64)> {
        let mut out = Vec::new();
        for lozenge in d.split('z').filter(|l| !l.is_empty()) {
            let (start, lines) = lozenge.trim_start_matches('M').split_once('l').unwrap();
            let numbers = |t: &str| -> Vec<i64> {
                t.replace('-', " -")
                    .split_whitespace()
                    .map(|n| n.parse().unwrap())
                    .collect()
            };
            let (mut u, mut v) = match numbers(start)[..] {
                [u, v] => (u, v),
                _ => panic!("a start is two numbers: {start}"),
            };
            let to_picture = |u: i64, v: i64| (u as f64 * HALF_ROOT_3, v as f64 / 2.0 + c as f64);
            out.push(to_picture(u, v));
            for step in numbers(lines).chunks(2) {
                (u, v) = (u + step[0], v + step[1]);
                out.push(to_picture(u, v));
            }
        }
        out
    }

    #[test]
    fn the_lattice_path_draws_every_corner_where_the_library_puts_it() {
        let hexagon = Hexagon::new(3, 4, 5).unwrap();
        let stacks = Stacks::new(hexagon, vec![5, 4, 2, 1, 4, 3, 1, 0, 2, 2, 0, 0]).unwrap();
        let lozenges = stacks.lozenges();
        let d = lattice_path(hexagon.a(), lozenges.iter());
        let drawn = corners_drawn(&d, hexagon.c());
        let expected: Vec<(f64, f64)> = lozenges
            .iter()
            .flat_map(|l| l.corners())
            .map(|corner| draw::position(hexagon, corner))
            .collect();
        assert_eq!(drawn.len(), expected.len());
        for (got, want) in drawn.iter().zip(&expected) {
            assert!(
                (got.0 - want.0).abs() < 1e-6 && (got.1 - want.1).abs() < 1e-6,
                "{got:?} vs {want:?}"
            );
        }
        assert_eq!(d.matches('z').count(), 3 * 4 + 4 * 5 + 5 * 3);
    }
}
