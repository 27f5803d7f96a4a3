//! The turtle robot in a maze (seed `000_789cb35ecfca4f68`, "Robot simulator updated to
//! VPython 7.6.5"): a Logo-like robot with a pen, a stall sensor and three proximity sensors,
//! driven by typed commands, the arrow keys or a program, in a seeded maze with an exit.
//!
//! URL parameters: `p` (program text), `maze` (on/off), `seed` (the maze's seed, and the seed
//! of `random`), `size` (cells a side, 2–40), `challenge` (on/off), `speed` (1–5).
//!
//! Programs run step-wise on a timer: each tick takes a bounded number of the library's steps
//! (and stops early after ~12 ms), so the UI thread never blocks; the library's whole 30 × 30
//! maze walk takes a few milliseconds natively (BENCHMARKS.md), and an endless loop ends at the
//! step budget of 1,000,000 with a message.

mod board;
mod challenge;
mod command_line;
mod editor;
mod output;
mod readout;
mod reference;
mod runner;
mod trace;

use gloo_timers::callback::Interval;
use snipelab_core::robot::body::{RADIUS, SENSOR_RANGE};
use snipelab_core::robot::examples::{EXAMPLES, example};
use snipelab_core::robot::lang::MAX_SOURCE_BYTES;
use snipelab_core::robot::maze::{MAX_SIZE, MIN_SIZE};
use snipelab_core::robot::svg;
use snipelab_core::robot::{Program, Status};
use yew::prelude::*;

use crate::platform::now_ms;
use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::canvas::use_resize_count;
use crate::widgets::{Notices, Slider};
use board::Board;
use challenge::Challenge;
use command_line::CommandLine;
use editor::{Editor, SPEEDS};
use output::{Output, SHOWN_LINES};
use readout::{Figures, Readout};
use reference::Reference;
use runner::{Floor, Runner};

/// The maze's side when the link names none: 8 × 8 cells, 2.4 m square.
pub const DEFAULT_SIZE: u32 = 8;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Debug)]
pub struct RobotView {
    /// The program text in the editor.
    pub program: String,
    /// Whether the robot is in a maze (or on an open floor).
    pub maze: bool,
    /// The maze's seed.
    pub seed: u64,
    /// Cells a side.
    pub size: u32,
    /// Challenge mode: reach the exit with the fewest commands.
    pub challenge: bool,
    /// Animation speed, 1 to 5.
    pub speed: u32,
}

/// The wall follower: the page opens on the program that solves any maze.
fn default_program() -> String {
    example("wall-follower")
        .map(|e| e.source.to_string())
        .unwrap_or_default()
}

impl View for RobotView {
    const PARAMETERS: &'static [&'static str] =
        &["p", "maze", "seed", "size", "challenge", "speed"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let program = match q.get("p") {
            None => default_program(),
            Some(p) if p.len() > MAX_SOURCE_BYTES => {
                notices.push(format!(
                    "The link's program is {} bytes long; at most {} are accepted, so the wall follower is shown instead.",
                    crate::format::thousands(p.len() as u64),
                    crate::format::thousands(MAX_SOURCE_BYTES as u64)
                ));
                default_program()
            }
            Some(p) => p.to_string(),
        };
        RobotView {
            program,
            maze: q.flag("maze", true, notices),
            seed: q.number("seed", 0..=u64::MAX, 1, notices),
            size: q.number("size", MIN_SIZE..=MAX_SIZE, DEFAULT_SIZE, notices),
            challenge: q.flag("challenge", false, notices),
            speed: q.number("speed", 1..=SPEEDS.len() as u32, 3, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let on = |b: bool| if b { "on" } else { "off" }.to_string();
        vec![
            ("p", self.program.clone()),
            ("maze", on(self.maze)),
            ("seed", self.seed.to_string()),
            ("size", self.size.to_string()),
            ("challenge", on(self.challenge)),
            ("speed", self.speed.to_string()),
        ]
    }
}

/// A message that may echo user text, cut so that it cannot widen the page.
fn shortened(message: String) -> AttrValue {
    crate::query::shorten_message(&message).into()
}

/// The robot page.
#[function_component(RobotPage)]
pub fn robot_page() -> Html {
    let handle = use_view::<RobotView>();
    let view = handle.view.clone();
    let floor = Floor {
        maze: view.maze,
        seed: view.seed,
        size: view.size,
    };
    let runner = use_mut_ref(|| Runner::new(floor));
    // A new maze (from the URL) replaces the robot's world at once, before drawing.
    if runner.borrow().floor != floor {
        *runner.borrow_mut() = Runner::new(floor);
    }
    let redraw = use_force_update();
    let running = use_state(|| false);
    let text = use_state(|| view.program.clone());
    let program_error = use_state(|| None::<AttrValue>);
    let command_error = use_state(|| None::<AttrValue>);
    let history = use_state(Vec::<AttrValue>::new);
    let seed_error = use_state(|| None::<AttrValue>);

    // The URL's program wins when it changes from outside (an example, Back, a link).
    {
        let text = text.clone();
        let program_error = program_error.clone();
        use_effect_with(view.program.clone(), move |program| {
            if *program != *text {
                text.set(program.clone());
            }
            program_error.set(
                Program::parse(program)
                    .err()
                    .map(|e| shortened(e.to_string())),
            );
        });
    }

    // The animation: a bounded number of steps per tick, never more than ~12 ms of work; and
    // before it, the run ahead (up to ~10 ms a tick at every speed), which finds how the run
    // ends within seconds, so an endless loop is told at once and not after an hour.
    {
        let runner = runner.clone();
        let redraw = redraw.clone();
        let set_running = running.setter();
        use_effect_with((*running, view.speed), move |&(on, speed)| {
            let level = (speed as usize).clamp(1, SPEEDS.len());
            let steps = SPEEDS[level - 1].1;
            // Speed 1 takes one command every 300 ms; the run ahead still works every 30 ms.
            let every = if level == 1 { 10 } else { 1 };
            let mut tick = 0u32;
            let interval = on.then(|| {
                Interval::new(30, move || {
                    let start = now_ms();
                    let mut r = runner.borrow_mut();
                    r.look_ahead(|| now_ms() - start < 10.0);
                    tick = tick.wrapping_add(1);
                    let going = if tick.is_multiple_of(every) {
                        let begun = now_ms();
                        r.advance(steps, || now_ms() - begun < 12.0)
                    } else {
                        *r.machine.status() == Status::Running
                    };
                    drop(r);
                    if !going {
                        set_running.set(false);
                    }
                    redraw.force_update();
                })
            });
            move || drop(interval)
        });
    }

    let set_view = handle.set.clone();
    let on_text = {
        let (text, view, set_view) = (text.clone(), view.clone(), set_view.clone());
        Callback::from(move |t: String| {
            text.set(t.clone());
            set_view.emit(RobotView {
                program: t,
                ..view.clone()
            });
        })
    };
    let on_run = {
        let (runner, running, text, program_error) = (
            runner.clone(),
            running.clone(),
            text.clone(),
            program_error.clone(),
        );
        Callback::from(move |()| match runner.borrow_mut().load(&text) {
            Ok(()) => {
                program_error.set(None);
                running.set(true);
            }
            Err(e) => {
                program_error.set(Some(shortened(e.to_string())));
                running.set(false);
            }
        })
    };
    let on_pause = {
        let (runner, running) = (runner.clone(), running.clone());
        Callback::from(move |()| {
            let going = *runner.borrow().machine.status() == Status::Running;
            running.set(!*running && going);
        })
    };
    let on_step = {
        let (runner, running, text, program_error, redraw) = (
            runner.clone(),
            running.clone(),
            text.clone(),
            program_error.clone(),
            redraw.clone(),
        );
        Callback::from(move |()| {
            running.set(false);
            let mut r = runner.borrow_mut();
            if *r.machine.status() != Status::Running
                && let Err(e) = r.load(&text)
            {
                program_error.set(Some(shortened(e.to_string())));
                return;
            }
            r.advance(1, || true);
            redraw.force_update();
        })
    };
    let on_skip = {
        let (runner, running, redraw) = (runner.clone(), running.clone(), redraw.clone());
        Callback::from(move |()| {
            runner.borrow_mut().skip_to_end();
            running.set(false);
            redraw.force_update();
        })
    };
    let on_reset = {
        let (runner, running, history, redraw) = (
            runner.clone(),
            running.clone(),
            history.clone(),
            redraw.clone(),
        );
        Callback::from(move |()| {
            running.set(false);
            runner.borrow_mut().reset();
            history.set(Vec::new());
            redraw.force_update();
        })
    };
    let on_speed = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |speed: u32| {
            set_view.emit(RobotView {
                speed,
                ..view.clone()
            })
        })
    };
    let on_example = {
        let (view, set_view, running) = (view.clone(), set_view.clone(), running.clone());
        Callback::from(move |name: String| {
            if let Some(ex) = EXAMPLES.iter().find(|e| e.name == name) {
                running.set(false);
                set_view.emit(RobotView {
                    program: ex.source.to_string(),
                    maze: ex.in_maze,
                    ..view.clone()
                });
            }
        })
    };
    let on_command = {
        let (runner, running, command_error, history) = (
            runner.clone(),
            running.clone(),
            command_error.clone(),
            history.clone(),
        );
        Callback::from(move |line: String| {
            let result = runner.borrow_mut().command(&line);
            match result {
                Ok(()) => {
                    command_error.set(None);
                    let mut lines = (*history).clone();
                    lines.push(shortened(line));
                    history.set(lines);
                    running.set(true);
                }
                Err(e) => command_error.set(Some(shortened(e.to_string()))),
            }
        })
    };
    let on_maze = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |e: Event| {
            let maze = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked();
            set_view.emit(RobotView {
                maze,
                ..view.clone()
            });
        })
    };
    let on_size = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |v: f64| {
            set_view.emit(RobotView {
                size: v as u32,
                ..view.clone()
            })
        })
    };
    let on_seed = {
        let (view, set_view, seed_error) = (view.clone(), set_view.clone(), seed_error.clone());
        Callback::from(move |e: Event| {
            let raw = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match raw.trim().parse::<u64>() {
                Ok(seed) => {
                    seed_error.set(None);
                    set_view.emit(RobotView {
                        seed,
                        ..view.clone()
                    });
                }
                Err(_) => seed_error.set(Some(shortened(format!(
                    "The seed “{}” is not a whole number from 0 to {}.",
                    raw.chars().take(24).collect::<String>(),
                    u64::MAX
                )))),
            }
        })
    };
    let on_challenge = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |challenge: bool| {
            set_view.emit(RobotView {
                challenge,
                maze: view.maze || challenge,
                ..view.clone()
            })
        })
    };
    let on_new_maze = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |()| {
            // 53 random bits are plenty of mazes and stay exact through an f64.
            let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
            set_view.emit(RobotView {
                seed,
                maze: true,
                ..view.clone()
            })
        })
    };

    let frame = runner.borrow_mut().frame(*running);
    let r = runner.borrow();
    let machine = &r.machine;
    let robot = machine.robot();
    let paused = !*running && *machine.status() == Status::Running;
    let figures = Figures {
        x: robot.position.x,
        y: robot.position.y,
        heading: robot.heading,
        steps: machine.steps(),
        moves: machine.moves(),
        stalls: machine.stalls(),
        distance: machine.distance(),
        sensors: machine.readings(),
        status: machine.status().clone(),
        animating: *running,
        total: r.total,
        skipped: r.skipped,
    };
    let walls = r.walls.clone();
    let printed = machine.printed();
    let kept = machine.output().count();
    let lines: Vec<AttrValue> = machine
        .output()
        .skip(kept.saturating_sub(SHOWN_LINES))
        .map(|l| AttrValue::from(l.to_string()))
        .collect();
    let robot_picture = AttrValue::from(svg::robot(machine));
    let can_skip = r.can_skip();
    let solved = *machine.status() == Status::ReachedExit;
    let (par, used) = (r.par, r.commands_used);
    drop(r);

    // After each render the canvas takes the trace's new points (all of them when the frame
    // or the board's size changed: a resized window renders again).
    let canvas = use_node_ref();
    use_resize_count();
    {
        let (runner, canvas) = (runner.clone(), canvas.clone());
        use_effect(move || {
            let r = &mut *runner.borrow_mut();
            r.drawing.draw(&canvas, r.machine.trace(), frame);
        });
    }

    html! {
        <article class="exploration robot">
            <h1>{ "The turtle robot in a maze" }</h1>
            <p class="lede">
                { format!("A three-wheeled robot like the Parallax Scribbler runs Logo: forward, back, left, right, pen up and \
                   down, pen colours, setxy and home, repeat, procedures, variables with make, random numbers and print. Its body is a disc {} cm in radius; a stall light shows when a wall stopped \
                   the last move, and three proximity lights (left, centre, right) see a wall within {} cm of its rim. Type a \
                   command, drive it with the arrow keys, or write a program that finds the exit.", RADIUS, SENSOR_RANGE) }
            </p>
            <Notices notices={handle.notices.clone()} />
            <div class="robot-layout">
                <div class="robot-stage">
                    <Board {frame} {walls} {canvas} robot={robot_picture} on_command={on_command.clone()} />
                    <Readout {figures} />
                    <Output {lines} {printed} />
                </div>
                <div class="robot-controls">
                    <CommandLine on_command={on_command} error={(*command_error).clone()} history={(*history).clone()} />
                    <Editor text={AttrValue::from((*text).clone())} {on_text} error={(*program_error).clone()}
                        running={*running} {paused} {can_skip} speed={view.speed} {on_run} {on_pause} {on_step} {on_skip} {on_reset} {on_speed} {on_example} />
                    <Reference />
                    <section class="robot-floor" aria-label="Maze">
                        <div class="robot-row">
                            <input id="robot-maze" type="checkbox" checked={view.maze} onchange={on_maze} />
                            <label for="robot-maze">{ "In a maze (otherwise an open floor)" }</label>
                        </div>
                        <div class="robot-row">
                            <label for="robot-seed">{ "Seed (of the maze and of random)" }</label>
                            <input id="robot-seed" type="text" inputmode="numeric" value={view.seed.to_string()} onchange={on_seed} />
                        </div>
                        <p id="robot-seed-error" class="robot-error" role="alert">
                            { (*seed_error).clone().map(|e| html! { <span class="notice-error">{ e }</span> }).unwrap_or_default() }
                        </p>
                        if view.maze {
                            <Slider id="robot-size" label="Cells a side" min={f64::from(MIN_SIZE)} max={f64::from(MAX_SIZE)}
                                value={f64::from(view.size)} on_change={on_size} />
                            if let Some(par) = par {
                                <p id="robot-maze-par">{ format!(
                                    "Out of this maze in {} at the fewest without loops, counting each straight run between cell centres and each quarter or half turn as one.",
                                    crate::format::count(par as u64, "command", "commands")) }</p>
                            }
                        }
                    </section>
                    <Challenge on={view.challenge} {on_challenge} on_new_maze={on_new_maze} {par} {used} {solved} />
                </div>
            </div>
        </article>
    }
}
