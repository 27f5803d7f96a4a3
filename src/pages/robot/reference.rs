//! The language's commands, as the page lists them: the Logo a Logo user expects (UCBLogo's
//! spellings) and the robot's sensors.

use snipelab_core::robot::lang::PALETTE;
use yew::prelude::*;

/// Each command (as typed) and what it does.
pub const COMMANDS: [(&str, &str); 15] = [
    (
        "forward 30, fd 30, back 30, bk 30",
        "drive 30 cm along the heading, or backwards; a wall stops the robot (the stall light)",
    ),
    (
        "left 90, lt 90, right 90, rt 90",
        "turn in place, in degrees",
    ),
    ("penup, pu, pendown, pd", "lift or lower the pen"),
    (
        "setpencolor 4, setpc \"red",
        "the pen's colour: UCBLogo's numbers 0 to 15, or their names",
    ),
    (
        "setxy 30 -20",
        "drive straight to the point (x east, y north, in cm from the start) without turning; walls stop it too",
    ),
    (
        "home",
        "drive straight back to the start and face east again",
    ),
    (
        "repeat 4 [ … ], repcount",
        "run the brackets 4 times; repcount is the pass, from 1",
    ),
    (
        "forever [ … ]",
        "until the robot leaves the maze or the step budget runs out",
    ),
    (
        "if cond [ … ], ifelse cond [ … ] [ … ], while cond [ … ]",
        "conditions: stalled, sensor.left, sensor.centre, sensor.right, comparisons (:x > 10, < = <= >= <>), not, and, or",
    ),
    (
        "make \"size 50, :size",
        "set a variable and read it (numbers only); inside a procedure, make sets its input of that name",
    ),
    (
        "random 100",
        "a whole number from 0 to 99, drawn from the page's seed: the same link draws the same numbers",
    ),
    (
        "print :size, print \"word, print [some words], show [a list]",
        "write a line under the board (show keeps the list's brackets)",
    ),
    (
        "to square :side … end, square 50",
        "define a procedure with inputs, then use it",
    ),
    ("stop", "leave the procedure (or the program)"),
    (
        "+ - * / ( ), ; comment",
        "arithmetic as usual; a semicolon starts a comment",
    ),
];

/// The command list.
#[function_component(Reference)]
pub fn reference() -> Html {
    let colours = PALETTE
        .iter()
        .enumerate()
        .map(|(i, (name, _))| format!("{i} {name}"))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <details class="robot-reference">
            <summary>{ "The commands" }</summary>
            <dl id="robot-commands">
                { for COMMANDS.iter().map(|(command, meaning)| html! {
                    <>
                        <dt><code>{ *command }</code></dt>
                        <dd>{ *meaning }</dd>
                    </>
                }) }
            </dl>
            <p id="robot-colours">{ format!("The pen colours (UCBLogo's and FMSLogo's standard sixteen): {colours}.") }</p>
            <p>{ "Words are case-insensitive. This is the Logo of UCBLogo's manual for these words, with two \
                  differences: variables hold numbers only, and the robot starts (and goes home) facing east, \
                  where Logo's turtle faces north." }</p>
        </details>
    }
}
