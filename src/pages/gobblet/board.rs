//! The SVG board: nine squares, each with its stack of pieces; click or press Enter on a
//! square to pick a piece up or put it down, or drag a piece (from the hand or the board) onto
//! a square.

use std::cell::RefCell;
use std::rc::Rc;

use snipelab_core::gobblet::{LINES, Move, Piece, Player, Position, SQUARES, Value};

use super::names::{size_name, square_name};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

/// Where the piece to move comes from: the hand (by size) or the top of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A new piece of this size from the mover's hand.
    Hand(u8),
    /// The mover's top piece on this square.
    Square(u8),
}

impl Source {
    /// Whether `mv` moves a piece from here.
    pub fn matches(self, mv: Move) -> bool {
        match (self, mv) {
            (Source::Hand(s), Move::NewPiece { size, .. }) => s == size,
            (Source::Square(f), Move::BoardPiece { from, .. }) => f == from,
            _ => false,
        }
    }
}

/// CSS class of a value for the player making the move.
pub fn value_class(value: Value) -> &'static str {
    match value {
        Value::Win { .. } => "val-win",
        Value::Draw => "val-draw",
        Value::Loss { .. } => "val-loss",
    }
}

/// Radius of a piece of `size` in a board square of side 100.
pub fn radius(size: u8, num_sizes: u8) -> f64 {
    14.0 + 32.0 * f64::from(size) / f64::from(num_sizes.max(1))
}

/// CSS class of a player's pieces.
pub fn player_class(player: Player) -> &'static str {
    match player {
        Player::X => "gobblet-x",
        Player::O => "gobblet-o",
    }
}

/// One piece drawn at (`cx`, `cy`) with radius `r`, its owner's letter inside.
pub fn piece_svg(piece: Piece, cx: f64, cy: f64, r: f64) -> Html {
    html! {
        <g class={classes!("gobblet-piece", player_class(piece.owner))}>
            <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
            <text x={cx.to_string()} y={(cy + r * 0.35).to_string()} font-size={(r * 0.95).to_string()}
                text-anchor="middle">{ piece.owner.letter() }</text>
        </g>
    }
}

/// The squares of the winner's lines of three top pieces (empty while nobody has won).
pub fn winning_squares(position: &Position) -> Vec<u8> {
    let Some(winner) = position.winner() else {
        return Vec::new();
    };
    let owned = (0..SQUARES)
        .filter(|&s| position.top(s).is_some_and(|p| p.owner == winner))
        .fold(0u16, |mask, s| mask | 1 << s);
    let lines = LINES
        .iter()
        .filter(|&&line| line & owned == line)
        .fold(0u16, |mask, line| mask | line);
    (0..SQUARES as u8).filter(|s| lines >> s & 1 == 1).collect()
}

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position shown.
    pub position: Position,
    /// Show only the top piece of each square.
    pub hidden: bool,
    /// The piece picked up, if any.
    pub selected: Option<Source>,
    /// Where the piece picked up (or, when `previewing`, the piece pointed at) may go, with
    /// the move's value for the mover when known and shown.
    pub targets: Vec<(u8, Option<Value>)>,
    /// The targets are a preview for a piece under the pointer or focus, not yet picked up.
    pub previewing: bool,
    /// Squares whose top piece the reader may move now (pointing at one previews its moves).
    pub hoverable: Vec<u8>,
    /// The pointer or focus came to such a square's piece (`Some`), or left it (`None`).
    pub on_hover: Callback<Option<Source>>,
    /// Squares of the winner's line(s) of three, once the game is won.
    pub winning: Vec<u8>,
    /// Whether the reader may move now.
    pub enabled: bool,
    /// A square was clicked or chosen with the keyboard.
    pub on_square: Callback<u8>,
}

/// The square under a point of the window, if any (`data-square` of the board's squares).
fn square_at(x: i32, y: i32) -> Option<u8> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    square_of(&element)
}

/// The board square an element belongs to.
fn square_of(element: &web_sys::Element) -> Option<u8> {
    element
        .closest("[data-square]")
        .ok()??
        .get_attribute("data-square")?
        .parse()
        .ok()
}

/// Where a drag began: `Some(square)` on the board, `None` for a piece in hand.
type DragOrigin = Option<u8>;

/// What a drop acts on, as of the latest render: the target squares, whether the reader may
/// move, and the board's square callback.
type DropContext = (Vec<u8>, bool, Callback<u8>);

/// Drag and drop, for mouse, pen and touch alike.
///
/// Pressing on a piece picks it up (the hand's buttons and the squares select on
/// `pointerdown`), so its targets light up while it is dragged. Releasing over another square
/// that is a target plays the move there. The release is read from the window, at the point
/// under the pointer, because a touch keeps sending its events to the element it began on.
/// A press and release on one square is left to the ordinary click.
#[hook]
fn use_drag_and_drop(targets: &[(u8, Option<Value>)], enabled: bool, on_square: &Callback<u8>) {
    // What the window's listeners act on: this render's targets and callback.
    let latest: Rc<RefCell<DropContext>> = use_mut_ref(|| (Vec::new(), false, Callback::noop()));
    *latest.borrow_mut() = (
        targets.iter().map(|(t, _)| *t).collect(),
        enabled,
        on_square.clone(),
    );
    let origin: Rc<RefCell<Option<DragOrigin>>> = use_mut_ref(|| None);
    use_effect_with((), move |_| {
        let down = {
            let origin = origin.clone();
            Closure::<dyn FnMut(web_sys::PointerEvent)>::new(move |e: web_sys::PointerEvent| {
                let element = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                *origin.borrow_mut() = element.and_then(|el| {
                    if let Some(square) = square_of(&el) {
                        Some(Some(square))
                    } else {
                        el.closest(".gobblet-hand-piece")
                            .ok()
                            .flatten()
                            .map(|_| None)
                    }
                });
            })
        };
        let up =
            Closure::<dyn FnMut(web_sys::PointerEvent)>::new(move |e: web_sys::PointerEvent| {
                let Some(from) = origin.borrow_mut().take() else {
                    return;
                };
                let Some(to) = square_at(e.client_x(), e.client_y()) else {
                    return;
                };
                let (targets, enabled, on_square) = latest.borrow().clone();
                if enabled && from != Some(to) && targets.contains(&to) {
                    on_square.emit(to);
                }
            });
        let window = web_sys::window();
        if let Some(w) = &window {
            let _ =
                w.add_event_listener_with_callback("pointerdown", down.as_ref().unchecked_ref());
            let _ = w.add_event_listener_with_callback("pointerup", up.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = window {
                let _ = w.remove_event_listener_with_callback(
                    "pointerdown",
                    down.as_ref().unchecked_ref(),
                );
                let _ =
                    w.remove_event_listener_with_callback("pointerup", up.as_ref().unchecked_ref());
            }
        }
    });
}

/// The 3×3 board in SVG.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let drop_targets: &[(u8, Option<Value>)] = if props.previewing {
        &[]
    } else {
        &props.targets
    };
    use_drag_and_drop(drop_targets, props.enabled, &props.on_square);
    let num_sizes = props.position.variant().num_sizes();
    let square = |s: usize| {
        let (x, y) = (100.0 * (s % 3) as f64, 100.0 * (s / 3) as f64);
        let stack = props.position.stack(s);
        let target = props.targets.iter().find(|(t, _)| usize::from(*t) == s);
        let is_selected = props.selected == Some(Source::Square(s as u8));
        let name = if s == 4 {
            "b2 (centre)".to_string()
        } else {
            square_name(s as u8)
        };
        let mut label = format!("square {name}: ");
        match stack.split_last() {
            None => label.push_str("empty"),
            Some((top, below)) => {
                label.push_str(&format!(
                    "{} {}",
                    top.owner.letter(),
                    size_name(top.size, num_sizes)
                ));
                if !props.hidden && !below.is_empty() {
                    let below: Vec<String> = below
                        .iter()
                        .rev()
                        .map(|p| format!("{} {}", p.owner.letter(), size_name(p.size, num_sizes)))
                        .collect();
                    label.push_str(&format!(", covering {}", below.join(", ")));
                }
            }
        }
        if let Some((_, value)) = target.filter(|_| !props.previewing) {
            label.push_str("; move here");
            if let Some(value) = value {
                label.push_str(&format!(": {value}"));
            }
        }
        let on_click = {
            let on_square = props.on_square.clone();
            Callback::from(move |_: MouseEvent| on_square.emit(s as u8))
        };
        // Pressing on one's own piece picks it up, so that it can be dragged; pressing on a
        // target is left to the click, which puts the picked-up piece there (it may be the
        // mover's own smaller piece, to be gobbled).
        let on_press = {
            let (on_square, is_target, enabled) = (
                props.on_square.clone(),
                target.is_some() && !props.previewing,
                props.enabled,
            );
            Callback::from(move |e: PointerEvent| {
                if enabled && e.button() == 0 && !is_target {
                    on_square.emit(s as u8);
                }
            })
        };
        let on_key = {
            let on_square = props.on_square.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_square.emit(s as u8);
                }
            })
        };
        let hoverable = props.hoverable.contains(&(s as u8));
        let on_enter = {
            let on_hover = props.on_hover.clone();
            Callback::from(move |_: PointerEvent| {
                on_hover.emit(hoverable.then_some(Source::Square(s as u8)));
            })
        };
        let on_focus = {
            let on_hover = props.on_hover.clone();
            Callback::from(move |_: FocusEvent| {
                on_hover.emit(hoverable.then_some(Source::Square(s as u8)));
            })
        };
        let on_leave = props.on_hover.reform(|_: PointerEvent| None);
        let on_blur = props.on_hover.reform(|_: FocusEvent| None);
        let class = classes!(
            "gobblet-square",
            target.map(|_| "target"),
            (target.is_some() && props.previewing).then_some("preview"),
            target.and_then(|(_, v)| v.map(value_class)),
            is_selected.then_some("selected"),
            props.winning.contains(&(s as u8)).then_some("winning"),
        );
        let below = if props.hidden {
            Vec::new()
        } else {
            stack.iter().rev().skip(1).copied().collect()
        };
        html! {
            <g class={class} role="button" tabindex={if props.enabled { "0" } else { "-1" }}
                aria-label={label} data-square={s.to_string()} onclick={on_click} onpointerdown={on_press} onkeydown={on_key}
                onpointerenter={on_enter} onpointerleave={on_leave} onfocus={on_focus} onblur={on_blur}>
                <rect x={(x + 2.0).to_string()} y={(y + 2.0).to_string()} width="96" height="96" rx="8" />
                { for stack.last().map(|top| piece_svg(*top, x + 50.0, y + 50.0, radius(top.size, num_sizes) * 0.92)) }
                { for below.iter().enumerate().map(|(i, p)| piece_svg(*p, x + 12.0 + 14.0 * i as f64, y + 12.0,
                    3.0 + 2.0 * f64::from(p.size))) }
                if let Some((_, Some(value))) = target {
                    <text class="gobblet-target-value" x={(x + 50.0).to_string()} y={(y + 92.0).to_string()}
                        text-anchor="middle">{ value.to_string() }</text>
                }
            </g>
        }
    };
    html! {
        <svg id="gobblet-board" class="gobblet-board" viewBox="-16 0 316 316" role="group"
            aria-label="The board: columns a to c from the left, rows 3 to 1 from the top">
            { for (0..SQUARES).map(square) }
            // The coordinates the move names use, in the margins.
            { for (0..3u8).map(|i| html! {
                <g class="gobblet-coordinate" aria-hidden="true">
                    <text x={(50.0 + 100.0 * f64::from(i)).to_string()} y="312" text-anchor="middle">
                        { char::from(b'a' + i).to_string() }
                    </text>
                    <text x="-8" y={(55.0 + 100.0 * f64::from(i)).to_string()} text-anchor="middle">
                        { (3 - i).to_string() }
                    </text>
                </g>
            }) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::gobblet::Variant;

    #[test]
    fn the_winning_line_is_found() {
        let position =
            Position::from_text(Variant::TIC_TAC_TOE, "o:x1,x1,x1,o1,o1,-,-,-,-").unwrap();
        assert_eq!(winning_squares(&position), vec![0, 1, 2]);
        assert!(winning_squares(&Position::start(Variant::TIC_TAC_TOE)).is_empty());
    }
}
