//! The 13×13 grid of starting-hand classes, coloured cell by cell: ranks A to 2 down the rows
//! and across the columns, pairs on the diagonal, suited hands above it, offsuit below
//! ([`HandClass::grid_position`]). Every cell is a button; the grid keeps one tab stop and
//! the arrow keys move between cells, so the keyboard reaches all 169.

use snipelab_core::holdem::HandClass;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The ranks down the rows and across the columns ([`HandClass::grid_position`]): the table's
/// row and column headers, for screen readers (hidden on screen, where the cells name
/// themselves).
const RANKS: [&str; 13] = [
    "A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2",
];

/// One cell's look and words.
#[derive(Clone, PartialEq)]
pub struct CellLook {
    /// CSS background colour.
    pub background: String,
    /// Whether the text should be white (on a dark background).
    pub light_text: bool,
    /// What a screen reader says about the cell (after its class name).
    pub description: String,
}

/// Props of [`HandGrid`].
#[derive(Properties, PartialEq)]
pub struct HandGridProps {
    /// Prefix of the element ids: the table is `{id}`, a cell `{id}-AKs`.
    pub id: AttrValue,
    /// The table's caption.
    pub caption: AttrValue,
    /// Look of each class, by [`HandClass::index`] (169).
    pub cells: Vec<CellLook>,
    /// The selected class (outlined, and the grid's tab stop).
    pub selected: HandClass,
    /// Called when a cell is chosen (click, tap, focus, arrow keys).
    pub on_select: Callback<HandClass>,
    /// Called when the pointer enters a cell (`Some`) or leaves the grid (`None`).
    pub on_hover: Callback<Option<HandClass>>,
}

/// Moves focus to a cell's button (it exists: all 169 are always drawn).
fn focus_cell(id: &str, class: HandClass) {
    if let Some(button) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("{id}-{}", class.name())))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = button.focus();
    }
}

/// The grid as a table of buttons.
#[function_component(HandGrid)]
pub fn hand_grid(props: &HandGridProps) -> Html {
    let onkeydown = {
        let (id, selected, on_select) = (props.id.clone(), props.selected, props.on_select.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (row, col) = selected.grid_position();
            let (row, col) = match e.key().as_str() {
                "ArrowUp" => (row.saturating_sub(1), col),
                "ArrowDown" => ((row + 1).min(12), col),
                "ArrowLeft" => (row, col.saturating_sub(1)),
                "ArrowRight" => (row, (col + 1).min(12)),
                "Home" => (row, 0),
                "End" => (row, 12),
                _ => return,
            };
            e.prevent_default();
            let Some(next) = HandClass::from_grid(row, col) else {
                return;
            };
            on_select.emit(next);
            focus_cell(&id, next);
        })
    };
    let onmouseleave = props.on_hover.reform(|_: MouseEvent| None);
    let cell = |class: HandClass| {
        let look = props.cells.get(class.index()).cloned().unwrap_or(CellLook {
            background: "#fff".into(),
            light_text: false,
            description: String::new(),
        });
        let is_selected = class == props.selected;
        let select = props.on_select.reform(move |_: MouseEvent| class);
        let focus = props.on_select.reform(move |_: FocusEvent| class);
        let hover = props.on_hover.reform(move |_: MouseEvent| Some(class));
        html! {
            <td role="gridcell" aria-selected={is_selected.to_string()}>
                <button type="button" id={format!("{}-{}", props.id, class.name())}
                    class={classes!("holdem-cell", look.light_text.then_some("light"), is_selected.then_some("selected"))}
                    style={format!("background-color: {}", look.background)}
                    tabindex={if is_selected { "0" } else { "-1" }}
                    aria-label={format!("{}: {}", class.name(), look.description)}
                    onclick={select} onfocus={focus} onmouseenter={hover}>
                    { class.name() }
                </button>
            </td>
        }
    };
    html! {
        <div class="holdem-grid-wrap">
            <table class="holdem-grid" id={props.id.clone()} role="grid" aria-label={props.caption.clone()}
                {onkeydown} {onmouseleave}>
                <caption>{ props.caption.clone() }</caption>
                <thead>
                    <tr>
                        <td class="visually-hidden"></td>
                        { for RANKS.iter().map(|r| html! { <th scope="col" class="visually-hidden">{ *r }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for (0..13).map(|row| html! {
                        <tr>
                            <th scope="row" class="visually-hidden">{ RANKS[row] }</th>
                            { for (0..13).filter_map(|col| HandClass::from_grid(row, col)).map(cell) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}
