//! The posts' three puzzles as text, in the posts' own words (straight apostrophes).

use super::{Puzzle, parse_puzzle};

/// "Whodunit logic puzzle": five suspects; the answer is Paul and Steve, and every statement is
/// needed.
pub const PAUL: &str = "\
Paul says, “Neither Steve nor Ted was in on it.”
Quinn says, “Ray wasn't in on it, but Paul was.”
Ray says, “If Ted was in on it, then so was Steve.”
Steve says, “Paul wasn't in on it, but Quinn was.”
Ted says, “Quinn wasn't in on it, but Paul was.”
";

/// "Another whodunit logic puzzle": all five are guilty (see the module documentation of
/// [`super`]); only David's and Zoe's statements are needed.
pub const ALICE: &str = "\
Alice says, “Bob could claim that I did it.”
Bob says, “Charlie could claim that I did it.”
Charlie says, “David could claim that I did it.”
David says, “Zoe could claim that I did it.”
Zoe says, “At least one of us is innocent.”
";

/// Its Problem 2, Zoe saying "At least two of us are innocent": two solutions, Bob, Charlie,
/// David and Zoe with or without Alice.
pub const ALICE_TWO: &str = "\
Alice says, “Bob could claim that I did it.”
Bob says, “Charlie could claim that I did it.”
Charlie says, “David could claim that I did it.”
David says, “Zoe could claim that I did it.”
Zoe says, “At least two of us are innocent.”
";

/// The examples by the names the CLI and the page use: `paul`, `alice`, `alice-two`.
pub const EXAMPLES: [(&str, &str); 3] =
    [("paul", PAUL), ("alice", ALICE), ("alice-two", ALICE_TWO)];

/// The example of that name, parsed.
pub fn example(name: &str) -> Option<Puzzle> {
    let (_, text) = EXAMPLES.iter().find(|(n, _)| *n == name)?;
    parse_puzzle(text).ok()
}
