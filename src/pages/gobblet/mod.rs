//! Gobblet Gobblers, strongly solved in the browser (seed `000_…`, "Strongly solving Gobblet
//! Gobblers using retrograde analysis").
//!
//! Tic Tac Toe where larger pieces gobble smaller ones. The post solves every rule variant
//! (sizes, pieces per size, whether pieces on the board may move) by retrograde analysis; here
//! the worker runs the same solve (`snipelab_core::gobblet`), the page keeps the table in the
//! browser's storage and plays from it: every legal move with its value, perfect play as either
//! side, undo and rewind.
//!
//! URL parameters: `sizes` (1–3), `per` (pieces per size, 1–9), `move` (pieces on the board may
//! move, on/off), `mode` (`humans`, `x` = you play X, `o` = you play O, `perfect`), `hidden`
//! (show only the top piece of each square), `values` (show move values), `moves` (the game
//! as moves like `2@4,0>8`, in the CLI's notation), `at` (how many of them are played).

mod board;
mod hand;
mod history;
mod move_values;
mod solver;
mod storage;
mod variant_picker;

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use snipelab_core::gobblet::{self, Move, Player, Position, Solution, Value, Variant};
use yew::prelude::*;

use crate::jobs::gobblet::Solve;
use crate::jobs::{JobState, use_job};
use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::Notices;
use board::{Board, Source};
use hand::Hand;
use history::History;
use move_values::MoveValues;
use solver::SolvePanel;
use variant_picker::VariantPicker;

/// The variant the page opens with: two sizes of two pieces, moves allowed, which the worker
/// solves in a blink, so the page plays at once. Gobblet Gobblers itself is one click away.
const DEFAULT_VARIANT: (u8, u8, bool) = (2, 2, true);

/// Variants whose table needs less memory than this are solved as soon as they are chosen;
/// larger ones wait for the reader's click, after the memory they need is stated.
const AUTO_SOLVE_BYTES: u64 = 40_000_000;

/// Perfect play waits this long before moving, so a reader can follow it.
const PERFECT_PLAY_DELAY_MS: u32 = 450;

/// The longest game a link may hold (a drawn game can go on forever when pieces move).
const MAX_MOVES: usize = 400;

/// Who plays each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people at one screen.
    Humans,
    /// The reader plays X against perfect play.
    HumanX,
    /// The reader plays O against perfect play.
    HumanO,
    /// Perfect play against itself.
    Perfect,
}

impl Mode {
    /// Every mode, in the picker's order.
    pub const ALL: [Mode; 4] = [Mode::HumanX, Mode::HumanO, Mode::Humans, Mode::Perfect];

    /// Its value in the URL.
    pub fn key(self) -> &'static str {
        match self {
            Mode::Humans => "humans",
            Mode::HumanX => "x",
            Mode::HumanO => "o",
            Mode::Perfect => "perfect",
        }
    }

    /// Its name in the picker.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Humans => "Two players",
            Mode::HumanX => "You play X against perfect play",
            Mode::HumanO => "You play O against perfect play",
            Mode::Perfect => "Perfect play against itself",
        }
    }

    /// Whether perfect play (the solved table) moves for `player`.
    pub fn is_perfect(self, player: Player) -> bool {
        match self {
            Mode::Humans => false,
            Mode::HumanX => player == Player::O,
            Mode::HumanO => player == Player::X,
            Mode::Perfect => true,
        }
    }
}

/// Everything the URL says about the view.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The rules.
    pub variant: Variant,
    /// Who plays each side.
    pub mode: Mode,
    /// Show only the top piece of each square, as in the real game.
    pub hidden: bool,
    /// Show every legal move's value.
    pub values: bool,
    /// The game's moves, including any undone ones (for redo).
    pub moves: Vec<Move>,
    /// How many of `moves` are played.
    pub at: usize,
}

impl View for GameView {
    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        view_from_query(q, notices).0
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let on = |b: bool| if b { "1" } else { "0" }.to_string();
        let mut pairs = vec![
            ("sizes", self.variant.num_sizes().to_string()),
            ("per", self.variant.num_per_size().to_string()),
            ("move", on(self.variant.allow_move())),
            ("mode", self.mode.key().to_string()),
            ("hidden", on(self.hidden)),
            ("values", on(self.values)),
        ];
        if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
            pairs.push(("moves", moves.join(",")));
            pairs.push(("at", self.at.to_string()));
        }
        pairs
    }
}

impl GameView {
    /// The positions of the game: the start and one after each move (`moves.len() + 1`). The
    /// moves were checked when the URL was read, so they all play.
    fn positions(&self) -> Vec<Position> {
        let mut positions = vec![Position::start(self.variant)];
        for &mv in &self.moves {
            match positions.last().map(|p| p.play(mv)) {
                Some(Ok(next)) => positions.push(next),
                _ => break,
            }
        }
        positions
    }

    /// A fresh game of `variant`, other settings kept.
    fn with_variant(&self, variant: Variant) -> GameView {
        GameView {
            variant,
            moves: Vec::new(),
            at: 0,
            ..self.clone()
        }
    }
}

/// Reads the view from a query string; every invalid parameter falls back with a notice.
/// Returns the view and the positions of its game (`moves.len() + 1` of them).
pub fn view_from_query(q: &Query, notices: &mut Vec<String>) -> (GameView, Vec<Position>) {
    let (sizes, per, allow_move) = DEFAULT_VARIANT;
    let sizes = q.number("sizes", 1..=gobblet::MAX_SIZES as u8, sizes, notices);
    let per = q.number("per", 1..=gobblet::MAX_PER_SIZE, per, notices);
    let allow_move = q.flag("move", allow_move, notices);
    // Both numbers are in range, so this cannot fail; fall back to the default anyway.
    let variant = Variant::new(sizes, per, allow_move).unwrap_or(Variant::GOBBLET);
    let mode = match q.get("mode") {
        None => Mode::HumanX,
        Some(key) => Mode::ALL.into_iter().find(|m| m.key() == key).unwrap_or_else(|| {
            notices.push(format!(
                "The link asked for mode={}, which is not one of humans, x, o, perfect; you play X.",
                crate::query::shorten(key)
            ));
            Mode::HumanX
        }),
    };
    let hidden = q.flag("hidden", false, notices);
    let values = q.flag("values", true, notices);
    let mut positions = vec![Position::start(variant)];
    let mut moves = Vec::new();
    if let Some(text) = q.get("moves").filter(|t| !t.trim().is_empty()) {
        for (n, part) in text.split(',').enumerate() {
            let current = positions
                .last()
                .cloned()
                .unwrap_or(Position::start(variant));
            let next = part.parse::<Move>().and_then(|mv| {
                if current.winner().is_some() {
                    return Err(gobblet::GobbletError::InvalidMove(
                        "the game is already over".into(),
                    ));
                }
                current.play(mv).map(|p| (mv, p))
            });
            match next {
                Ok((mv, position)) if n < MAX_MOVES => {
                    moves.push(mv);
                    positions.push(position);
                }
                Ok(_) => {
                    notices.push(format!(
                        "The link's game is longer than {MAX_MOVES} moves; it stops there."
                    ));
                    break;
                }
                Err(why) => {
                    let why = crate::query::shorten_message(&why.to_string());
                    notices.push(format!(
                        "The link's move {} ({}) cannot be played ({why}); the game stops before it.",
                        n + 1,
                        crate::query::shorten(part)
                    ));
                    break;
                }
            }
        }
    }
    let at = q.number("at", 0..=moves.len(), moves.len(), notices);
    let view = GameView {
        variant,
        mode,
        hidden,
        values,
        moves,
        at,
    };
    (view, positions)
}

/// A solved table on the page, compared by identity (it may be hundreds of megabytes).
#[derive(Clone)]
pub struct Solved(pub Rc<Solution>);

impl PartialEq for Solved {
    fn eq(&self, other: &Solved) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A line about the table: where it came from or what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct TableNote {
    /// Whether it is an error.
    pub error: bool,
    /// The text.
    pub text: String,
}

/// What the page says while it reads a table of `bytes`.
fn reading_text(bytes: &js_sys::Uint8Array) -> String {
    format!(
        "Reading and checking the table ({:.1} MB)…",
        f64::from(bytes.length()) / 1e6
    )
}

/// The outcome of the empty board, in words, for X (the first player).
pub fn outcome_text(value: Value) -> String {
    match value {
        Value::Win { plies } => format!("the first player (X) wins in {plies} plies"),
        Value::Draw => "a draw".to_string(),
        Value::Loss { plies } => format!("the second player (O) wins in {plies} plies"),
    }
}

/// The Gobblet Gobblers page.
#[function_component(GobbletPage)]
pub fn gobblet_page() -> Html {
    let handle = use_view::<GameView>();
    let view = handle.view.clone();
    let positions = use_memo(view.clone(), GameView::positions);
    let variant = view.variant;
    let job = use_job::<Solve>();
    let solved = use_state(|| None::<Solved>);
    let note = use_state(|| None::<TableNote>);
    // What the page is busy with, between solving and playing (searching or reading a table).
    let busy = use_state(|| None::<String>);
    let known = use_state(storage::outcomes);
    let selected = use_state(|| None::<(usize, Source)>);
    // When the current solve started, to say how long it took.
    let solve_started = use_mut_ref(|| 0.0f64);
    let start_solve = {
        let (start, solve_started) = (job.start.clone(), solve_started.clone());
        Callback::from(move |variant: Variant| {
            *solve_started.borrow_mut() = js_sys::Date::now();
            start.emit(Solve {
                variant,
                budget: crate::view::memory_budget(),
            });
        })
    };
    // The variant on screen now, for answers that arrive after the reader moved on.
    let current = use_mut_ref(|| variant);
    *current.borrow_mut() = variant;

    let solution = solved
        .as_ref()
        .filter(|s| s.0.variant() == variant)
        .cloned();
    let set_view = handle.set.clone();

    // Takes a table (solved, stored or loaded), if it is for the variant on screen.
    let adopt = {
        let (solved, note, current, known) =
            (solved.clone(), note.clone(), current.clone(), known.clone());
        Rc::new(move |solution: Solution, text: String| {
            storage::remember(*solution.stats());
            known.set(storage::outcomes());
            if solution.variant() == *current.borrow() {
                solved.set(Some(Solved(Rc::new(solution))));
                note.set(Some(TableNote { error: false, text }));
            }
        })
    };

    // A new variant: look for its table in storage, else solve it if it is small.
    {
        let (adopt, note, busy, start, solved) = (
            adopt.clone(),
            note.clone(),
            busy.clone(),
            start_solve.clone(),
            solved.clone(),
        );
        let has_table = solution.is_some();
        let current = current.clone();
        use_effect_with(variant, move |&variant| {
            if !has_table {
                // Let the old table go before a new one is made: it may be hundreds of MB.
                solved.set(None);
                note.set(None);
                busy.set(Some("Looking for a stored table…".into()));
                wasm_bindgen_futures::spawn_local(async move {
                    let stored = storage::load(variant).await;
                    if *current.borrow() != variant {
                        return;
                    }
                    if let Ok(Some(bytes)) = &stored {
                        busy.set(Some(reading_text(bytes)));
                        storage::let_the_page_paint().await;
                    }
                    busy.set(None);
                    let why = match stored {
                        Ok(Some(bytes)) => match storage::read_table(&bytes) {
                            Ok(solution) => {
                                return adopt(
                                    solution,
                                    "Table loaded from this browser's storage.".into(),
                                );
                            }
                            Err(e) => Some(e.to_string()),
                        },
                        Ok(None) => None,
                        Err(e) => Some(e),
                    };
                    if let Some(why) = why {
                        note.set(Some(TableNote {
                            error: true,
                            text: format!("No stored table could be used ({why})."),
                        }));
                    }
                    if gobblet::memory_needed(variant) < AUTO_SOLVE_BYTES {
                        start.emit(variant);
                    }
                });
            }
        });
    }

    // A finished solve: read its table, keep it in storage, give the worker's memory back.
    {
        let (busy, adopt, note, release, solve_started, current) = (
            busy.clone(),
            adopt.clone(),
            note.clone(),
            job.release.clone(),
            solve_started.clone(),
            current.clone(),
        );
        let finished = match (&job.state, &job.data) {
            (JobState::Done(_), Some(bytes)) => Some(wasm_bindgen::JsValue::from(bytes.clone())),
            _ => None,
        };
        use_effect_with(finished, move |finished| {
            if let Some(bytes) = finished.clone() {
                let bytes = js_sys::Uint8Array::from(bytes);
                release.emit(());
                let seconds = (js_sys::Date::now() - *solve_started.borrow()) / 1000.0;
                let solved = format!("Solved in this browser in {seconds:.1} s");
                busy.set(Some(reading_text(&bytes)));
                wasm_bindgen_futures::spawn_local(async move {
                    // Reading a large table takes seconds: say so before the page is busy.
                    storage::let_the_page_paint().await;
                    let read = storage::read_table(&bytes);
                    busy.set(None);
                    match read {
                        Ok(solution) => {
                            let variant = solution.variant();
                            adopt(solution, format!("{solved}."));
                            let text = match storage::save(variant, &bytes).await {
                                Ok(()) => format!(
                                    "{solved}, and kept in its storage: a reload plays at once."
                                ),
                                Err(why) => {
                                    format!("{solved} (it could not be kept in storage: {why}).")
                                }
                            };
                            if *current.borrow() == variant {
                                note.set(Some(TableNote { error: false, text }));
                            }
                        }
                        Err(why) => note.set(Some(TableNote {
                            error: true,
                            text: format!("The worker's table could not be read: {why}"),
                        })),
                    }
                });
            }
        });
    }

    let position = positions
        .get(view.at)
        .cloned()
        .unwrap_or_else(|| Position::start(variant));
    let to_move = position.to_move();
    let legal = position.legal_moves();
    let over = position.winner().is_some() || legal.is_empty();
    let move_values = solution
        .as_ref()
        .and_then(|s| s.0.move_values(&position).ok())
        .unwrap_or_default();
    let value_now = solution.as_ref().and_then(|s| s.0.value(&position).ok());
    let perfect_turn = view.mode.is_perfect(to_move);
    // Perfect play against itself stops when a position comes back: a draw, played forever.
    let repeated = view.mode == Mode::Perfect
        && positions
            .get(..view.at)
            .is_some_and(|earlier| earlier.contains(&position));

    let play = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |mv: Move| {
            let mut next = view.clone();
            next.moves.truncate(view.at);
            next.moves.push(mv);
            next.at = next.moves.len();
            set_view.emit(next);
        })
    };

    // Perfect play moves when it is its turn at the end of the game.
    {
        let best = solution
            .as_ref()
            .and_then(|s| s.0.best_move(&position).ok().flatten());
        let due = perfect_turn && !over && !repeated && view.at == view.moves.len();
        let play = play.clone();
        let key = (position.to_string(), due, best);
        use_effect_with(key, move |(_, due, best)| {
            let timer = match (due, best) {
                (true, Some(mv)) => {
                    let mv = *mv;
                    Some(Timeout::new(PERFECT_PLAY_DELAY_MS, move || play.emit(mv)))
                }
                _ => None,
            };
            move || drop(timer)
        });
    }

    let human_turn = !perfect_turn && !over;
    let selection = selected
        .as_ref()
        .filter(|(at, _)| *at == view.at)
        .map(|(_, source)| *source);
    let on_source = {
        let (selected, at) = (selected.clone(), view.at);
        Callback::from(move |source: Source| selected.set(Some((at, source))))
    };
    let on_square = {
        let (legal, play, on_source, selected) = (
            legal.clone(),
            play.clone(),
            on_source.clone(),
            selected.clone(),
        );
        let mover_tops: Vec<usize> = (0..gobblet::SQUARES)
            .filter(|&s| position.top(s).is_some_and(|p| p.owner == to_move))
            .collect();
        Callback::from(move |square: u8| {
            if let Some(mv) = selection.and_then(|source| {
                legal
                    .iter()
                    .find(|m| source.matches(**m) && m.to() == square)
            }) {
                selected.set(None);
                play.emit(*mv);
            } else if mover_tops.contains(&usize::from(square))
                && legal.iter().any(|m| Source::Square(square).matches(*m))
            {
                on_source.emit(Source::Square(square));
            }
        })
    };

    let set = |f: Rc<dyn Fn(&mut GameView)>| {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |_: ()| {
            let mut next = view.clone();
            f(&mut next);
            set_view.emit(next);
        })
    };
    // Against perfect play, undo goes back to the reader's previous turn.
    let undo_to = {
        let mut at = view.at.saturating_sub(1);
        let perfect_moves_at = |at: usize| {
            positions
                .get(at)
                .is_some_and(|p| view.mode.is_perfect(p.to_move()))
        };
        while at > 0 && view.mode != Mode::Perfect && perfect_moves_at(at) {
            at -= 1;
        }
        at
    };
    let redo_to = (view.at + 1).min(view.moves.len());
    let on_undo = set(Rc::new(move |v: &mut GameView| v.at = undo_to));
    let on_redo = set(Rc::new(move |v: &mut GameView| v.at = redo_to));
    let on_new = set(Rc::new(|v: &mut GameView| {
        v.moves.clear();
        v.at = 0;
    }));
    let on_seek = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |at: usize| set_view.emit(GameView { at, ..view.clone() }))
    };
    let on_variant = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |variant: Variant| set_view.emit(view.with_variant(variant)))
    };
    let on_mode = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |e: Event| {
            let key = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Some(mode) = Mode::ALL.into_iter().find(|m| m.key() == key) {
                set_view.emit(GameView {
                    mode,
                    ..view.clone()
                });
            }
        })
    };
    let toggle = |flip: fn(&mut GameView)| {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |_: Event| {
            let mut next = view.clone();
            flip(&mut next);
            set_view.emit(next);
        })
    };
    let on_hidden = toggle(|v| v.hidden = !v.hidden);
    let on_values = toggle(|v| v.values = !v.values);

    let on_solve = start_solve.reform(move |()| variant);
    // A table file from the CLI: read, checked, kept, and its variant shown.
    let on_file = {
        let (solved, note, current, view, set_view, known) = (
            solved.clone(),
            note.clone(),
            current.clone(),
            view.clone(),
            set_view.clone(),
            known.clone(),
        );
        Callback::from(move |file: web_sys::File| {
            let (solved, note, current, view, set_view, known) = (
                solved.clone(),
                note.clone(),
                current.clone(),
                view.clone(),
                set_view.clone(),
                known.clone(),
            );
            let name = file.name();
            wasm_bindgen_futures::spawn_local(async move {
                let bytes = match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                    Ok(buffer) => js_sys::Uint8Array::new(&buffer),
                    Err(_) => {
                        return note.set(Some(TableNote {
                            error: true,
                            text: format!("{name} could not be read."),
                        }));
                    }
                };
                match storage::read_table(&bytes) {
                    Ok(solution) => {
                        let variant = solution.variant();
                        storage::remember(*solution.stats());
                        known.set(storage::outcomes());
                        *current.borrow_mut() = variant;
                        solved.set(Some(Solved(Rc::new(solution))));
                        if variant != view.variant {
                            set_view.emit(view.with_variant(variant));
                        }
                        let kept = match storage::save(variant, &bytes).await {
                            Ok(()) => "and kept in this browser's storage".to_string(),
                            Err(why) => format!("but it could not be kept in storage: {why}"),
                        };
                        note.set(Some(TableNote {
                            error: false,
                            text: format!("Loaded {name}: the table of variant {variant}, {kept}."),
                        }));
                    }
                    Err(why) => note.set(Some(TableNote {
                        error: true,
                        text: format!("{name} was not loaded: {why}."),
                    })),
                }
            });
        })
    };

    let mut status = status_text(&position, over, repeated, value_now, view.mode);
    if perfect_turn && !over && solution.is_none() {
        status.push_str(" Perfect play moves once the variant is solved.");
    }
    let targets: Vec<(u8, Option<Value>)> = selection
        .map(|source| {
            legal
                .iter()
                .filter(|m| source.matches(**m))
                .map(|m| {
                    let value = move_values
                        .iter()
                        .find(|v| v.mv == *m)
                        .map(|v| v.value)
                        .filter(|_| view.values);
                    (m.to(), value)
                })
                .collect()
        })
        .unwrap_or_default();
    let hand = |player: Player| {
        let selectable: Vec<u8> = if human_turn && player == to_move {
            (1..=variant.num_sizes())
                .filter(|&size| legal.iter().any(|m| Source::Hand(size).matches(*m)))
                .collect()
        } else {
            Vec::new()
        };
        html! {
            <Hand player={player} position={position.clone()} selected={selection}
                selectable={selectable} on_pick={on_source.reform(Source::Hand)} />
        }
    };

    html! {
        <article class="exploration gobblet">
            <h1>{ "Gobblet Gobblers, strongly solved" }</h1>
            <p class="lede">
                { "Tic Tac Toe where a larger piece may gobble a smaller one, and pieces on the board may move. \
                   The post solves every rule variant by retrograde analysis: working backward from every finished \
                   game, it finds each position's value under perfect play. Your browser does the same here, then \
                   plays perfectly." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <VariantPicker variant={variant} known={(*known).clone()} on_change={on_variant} />
            <SolvePanel variant={variant} stats={solution.as_ref().map(|s| *s.0.stats())}
                state={job.state.status()} busy={(*busy).clone()} note={(*note).clone()}
                on_solve={on_solve} on_cancel={job.cancel.clone()} on_file={on_file} />
            <section class="gobblet-game" aria-labelledby="gobblet-game-title">
                <h2 id="gobblet-game-title">{ "Play" }</h2>
                <div class="controls gobblet-options">
                    <label for="gobblet-mode">{ "Players" }</label>
                    <select id="gobblet-mode" onchange={on_mode}>
                        { for Mode::ALL.iter().map(|m| html! {
                            <option value={m.key()} selected={*m == view.mode}>{ m.label() }</option>
                        }) }
                    </select>
                    <label class="gobblet-check">
                        <input type="checkbox" id="gobblet-hidden" checked={view.hidden} onchange={on_hidden} />
                        { " Hidden pieces (only the top piece shows)" }
                    </label>
                    <label class="gobblet-check">
                        <input type="checkbox" id="gobblet-values" checked={view.values} onchange={on_values} />
                        { " Show move values" }
                    </label>
                </div>
                <p id="gobblet-status" class="result" aria-live="polite">{ status }</p>
                <div class="gobblet-table">
                    { hand(Player::X) }
                    <Board position={position.clone()} hidden={view.hidden} selected={selection}
                        targets={targets} winning={board::winning_squares(&position)}
                        enabled={human_turn} on_square={on_square} />
                    { hand(Player::O) }
                </div>
                <div class="controls buttons">
                    <button type="button" id="gobblet-undo" disabled={view.at == 0}
                        onclick={on_undo.reform(|_| ())}>{ "Undo" }</button>
                    <button type="button" id="gobblet-redo" disabled={view.at >= view.moves.len()}
                        onclick={on_redo.reform(|_| ())}>{ "Redo" }</button>
                    <button type="button" id="gobblet-new" onclick={on_new.reform(|_| ())}>{ "New game" }</button>
                </div>
                if view.values && !over && solution.is_some() {
                    <MoveValues values={move_values} to_move={to_move} num_sizes={variant.num_sizes()}
                        enabled={human_turn} on_play={play.clone()} />
                }
                <History moves={view.moves.clone()} at={view.at} on_seek={on_seek} />
            </section>
        </article>
    }
}

/// The line above the board: whose turn, and the position's value under perfect play.
fn status_text(
    position: &Position,
    over: bool,
    repeated: bool,
    value: Option<Value>,
    mode: Mode,
) -> String {
    let to_move = position.to_move();
    let you = |player: Player| match mode {
        Mode::HumanX | Mode::HumanO if !mode.is_perfect(player) => " You win!",
        Mode::HumanX | Mode::HumanO => " You lose.",
        _ => "",
    };
    if let Some(winner) = position.winner() {
        return format!("{} wins.{}", winner.letter(), you(winner));
    }
    if over {
        return format!("{} cannot move: a draw.", to_move.letter());
    }
    if repeated {
        return "The position repeats: a draw under perfect play, which would go on forever."
            .into();
    }
    let (me, them) = (to_move.letter(), to_move.opponent().letter());
    let value = match value {
        Some(Value::Win { plies }) => format!(" {me} can force a win in {plies} plies."),
        Some(Value::Loss { plies }) => format!(" {them} can force a win in {plies} plies."),
        Some(Value::Draw) => " Neither side can force a win.".into(),
        None => String::new(),
    };
    format!("{me} to move.{value}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_round_trips_through_the_url() {
        let mut notices = Vec::new();
        let (view, positions) = view_from_query(
            &Query::parse("?sizes=3&per=2&move=1&mode=o&hidden=1&values=0&moves=2@4,3@4,1@0&at=2"),
            &mut notices,
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(view.variant, Variant::GOBBLET);
        assert_eq!(
            (view.mode, view.hidden, view.values),
            (Mode::HumanO, true, false)
        );
        assert_eq!((view.moves.len(), view.at, positions.len()), (3, 2, 4));
        let query: Vec<String> = view
            .to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let (again, again_positions) =
            view_from_query(&Query::parse(&query.join("&")), &mut notices);
        assert_eq!(again, view);
        assert_eq!(again.positions(), again_positions);
    }

    #[test]
    fn bad_parameters_fall_back_with_notices() {
        let mut notices = Vec::new();
        let (view, positions) = view_from_query(
            &Query::parse("?sizes=7&per=0&mode=robot&moves=2@4,2@4,zz&at=99"),
            &mut notices,
        );
        assert_eq!(notices.len(), 5, "{notices:?}");
        assert_eq!(view.variant, Variant::new(2, 2, true).unwrap());
        assert_eq!(view.mode, Mode::HumanX);
        // O cannot put a large piece on a large one, so the game stops after one move.
        assert_eq!((view.moves.len(), view.at, positions.len()), (1, 1, 2));
    }
}
