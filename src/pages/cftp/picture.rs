//! A lozenge tiling drawn as SVG: three colours, or grey shades that read as stacks of cubes.
//!
//! The geometry is the library's (`cftp::draw::position`), so the page and the exported files
//! agree. The `withoutwords` page passes `on_flip` to make every flippable vertex a button.

use std::rc::Rc;

use snipelab_core::cftp::draw::{self, Palette};
use snipelab_core::cftp::hexagon::{LatticePoint, Orientation, Stacks};
use snipelab_core::withoutwords;
use yew::prelude::*;

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
    // Thin edges on big tilings, where they would otherwise cover the colours.
    let side = hexagon.a() + hexagon.b();
    let stroke = if side > 60 { 0.0 } else { 0.04 };
    let hex = |c: [u8; 3]| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
    let paths = [Orientation::Top, Orientation::Left, Orientation::Right].map(|orientation| {
        let mut d = String::new();
        for lozenge in lozenges.iter().filter(|l| l.orientation == orientation) {
            for (k, corner) in lozenge.corners().into_iter().enumerate() {
                let (x, y) = draw::position(hexagon, corner);
                d.push(if k == 0 { 'M' } else { 'L' });
                d.push_str(&format!("{x:.3} {y:.3}"));
            }
            d.push('Z');
        }
        html! {
            <path data-orientation={format!("{orientation:?}")} d={d}
                fill={hex(props.palette.colour(orientation))} stroke="#222"
                stroke-width={stroke.to_string()} stroke-linejoin="round" />
        }
    });
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
            { for paths }
            { sites }
        </svg>
    }
}
