//! The page's example programs, and the challenge: reach the exit of a random maze with the
//! fewest commands.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::interp::{Machine, Status};
use super::lang::Program;
use super::maze::{CELL, Maze};
use crate::progress::Silent;

/// An example program for the page's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Example {
    /// Short name, for URLs and the CLI (`square`, `spiral`, `flower`, `wall-follower`).
    pub name: &'static str,
    /// A one-line description.
    pub title: &'static str,
    /// The program text.
    pub source: &'static str,
    /// Whether it is meant to run in a maze (otherwise on an open floor).
    pub in_maze: bool,
}

/// The examples the issue asks for.
pub const EXAMPLES: [Example; 5] = [
    Example {
        name: "square",
        title: "A square, the classic first Logo program",
        source: "repeat 4 [forward 100 right 90]\n",
        in_maze: false,
    },
    Example {
        name: "spiral",
        title: "A square spiral, by a procedure that calls itself",
        source: "\
; Each side is a little longer than the last; 91° makes the spiral twist.
to spiral :side
  if :side > 200 [stop]
  forward :side
  right 91
  spiral :side + 5
end
spiral 5
",
        in_maze: false,
    },
    Example {
        name: "flower",
        title: "A flower of twelve petals, with repeat",
        source: "\
; A petal is two quarter-circle arcs; twelve petals turned 30° apart make the flower.
to petal
  repeat 2 [
    repeat 30 [forward 4 right 3]
    right 90
  ]
end
repeat 12 [petal right 30]
",
        in_maze: false,
    },
    Example {
        name: "random-walk",
        title: "A random walk in colour, with make, random and print",
        source: "\
; Each step turns a random number of quarter turns, in a random colour; the
; draws come from the seed, so the same link always draws the same walk.
make \"step 12
make \"turns 0
repeat 300 [
  setpencolor 1 + random 6
  make \"quarters random 4
  make \"turns :turns + :quarters
  right 90 * :quarters
  forward :step
]
print [quarter turns to the right in all]
print :turns
home
",
        in_maze: false,
    },
    Example {
        name: "wall-follower",
        title: "Keep your left hand on the wall: out of any perfect maze",
        source: "\
; The left-hand rule, one 30 cm cell at a time. A perfect maze's walls are all
; connected to its outer wall, so following them leads to the exit.
forever [
  ifelse sensor.left [
    ifelse sensor.centre [right 90] [forward 30]
  ] [
    left 90
    forward 30
  ]
]
",
        in_maze: true,
    },
];

/// The example of this name.
pub fn example(name: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.name == name)
}

/// How a program did in the challenge.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengeScore {
    /// Whether the robot left the maze through the exit.
    pub solved: bool,
    /// Commands in the program text: the score, fewer is better.
    pub commands: usize,
    /// Commands executed.
    pub steps: u64,
    /// Moves stopped by a wall.
    pub stalls: u64,
    /// How the run ended.
    pub status: Status,
    /// The maze's par (see [`par`]), to compare with.
    pub par: usize,
}

/// Runs `program` in `maze` within `budget` steps and scores it.
pub fn score(program: &Program, maze: &Maze, budget: u64) -> ChallengeScore {
    let mut machine = Machine::new(program.clone(), maze.world(), budget);
    machine.run(&mut Silent).expect("Silent never cancels");
    ChallengeScore {
        solved: *machine.status() == Status::ReachedExit,
        commands: program.command_count,
        steps: machine.steps(),
        stalls: machine.stalls(),
        status: machine.status().clone(),
        par: par(maze).commands,
    }
}

/// The maze's par: the fewest commands of a straight-line program (no loops) that drives
/// cell centre to cell centre with right-angle turns and leaves by the exit, with one such
/// program. (A loop, or a diagonal that cuts a corner, can beat it.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Par {
    /// The number of commands.
    pub commands: usize,
    /// A program that achieves it.
    pub program: String,
}

/// Directions as quarter turns counterclockwise from east.
const STEPS: [(i64, i64); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// Whether the robot can pass from (column, row) one cell in `direction` (0 east … 3 south),
/// or out through the exit.
fn open(maze: &Maze, column: u32, row: u32, direction: usize) -> bool {
    match direction {
        0 => maze.open_east(column, row) || (column, row) == maze.exit_cell(),
        1 => maze.open_north(column, row),
        2 => column > 0 && maze.open_east(column - 1, row),
        _ => row > 0 && maze.open_north(column, row - 1),
    }
}

/// Breadth-first search over (cell, facing) where one command is a turn (left, right or about)
/// or a straight run of any number of open cells, possibly out through the exit.
pub fn par(maze: &Maze) -> Par {
    let n = maze.size();
    let index = |c: u32, r: u32, d: usize| ((r * n + c) * 4) as usize + d;
    // One state per (cell, facing), and one more for "out of the maze".
    let outside = (n * n * 4) as usize;
    let mut previous: Vec<Option<(usize, String)>> = vec![None; outside + 1];
    let mut distance = vec![usize::MAX; outside + 1];
    let mut queue = VecDeque::new();
    distance[index(0, 0, 0)] = 0;
    queue.push_back((0u32, 0u32, 0usize));
    let exit = (maze.exit_cell().0, maze.exit_cell().1, 0);
    // Breadth-first: the first time "outside" is reached is by the fewest commands.
    while let Some((c, r, d)) = queue.pop_front() {
        if distance[outside] != usize::MAX {
            break;
        }
        let here = index(c, r, d);
        let mut visit = |next: usize, command: String, cell: Option<(u32, u32, usize)>| {
            if distance[next] == usize::MAX {
                distance[next] = distance[here] + 1;
                previous[next] = Some((here, command));
                queue.extend(cell);
            }
        };
        for (turn, command) in [(1, "left 90"), (3, "right 90"), (2, "right 180")] {
            let e = (d + turn) % 4;
            visit(index(c, r, e), command.to_string(), Some((c, r, e)));
        }
        let (mut column, mut row, mut cells) = (c, r, 0);
        while open(maze, column, row, d) {
            cells += 1;
            let command = format!("forward {}", cells as f64 * CELL);
            if (column, row, d) == exit {
                visit(outside, command, None);
                break;
            }
            column = (column as i64 + STEPS[d].0) as u32;
            row = (row as i64 + STEPS[d].1) as u32;
            visit(index(column, row, d), command, Some((column, row, d)));
        }
    }
    let commands = distance[outside];
    assert!(
        commands != usize::MAX,
        "a perfect maze connects the start to the exit"
    );
    let mut lines = Vec::new();
    let mut at = outside;
    while let Some((from, command)) = &previous[at] {
        lines.push(command.clone());
        at = *from;
    }
    lines.reverse();
    Par {
        commands,
        program: lines.join("\n") + "\n",
    }
}
