//! The whodunit page's view, as it lives in the URL: which puzzle (one of the posts', a
//! generated one by its seed, or typed text), the statements applied to the truth table, the
//! statement removed, the suspects marked, and whether those marks were checked (so a shared
//! link shows the same verdict).

use snipelab_core::whodunit::examples::{ALICE, ALICE_TWO, PAUL};
use snipelab_core::whodunit::generate::{MAX_DIFFICULTY, MAX_GENERATED, MIN_GENERATED};
use snipelab_core::whodunit::{MAX_STATEMENTS, MAX_SUSPECTS, parse_puzzle};

use crate::format::thousands;
use crate::query::{Query, shorten_to};
use crate::view::View;

/// Which puzzle the page shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// "Whodunit logic puzzle" (seed `001_…`): Paul, Quinn, Ray, Steve and Ted.
    Paul,
    /// "Another whodunit logic puzzle" (seed `000_…`): Alice, Bob, Charlie, David and Zoe.
    Alice,
    /// Its Problem 2: Zoe says "at least two of us are innocent".
    AliceTwo,
    /// A generated puzzle, from its seed.
    New,
    /// A puzzle typed by the reader.
    Own,
}

impl Choice {
    /// Every choice, in the order of the page's tabs.
    pub const ALL: [Choice; 5] = [
        Choice::Paul,
        Choice::Alice,
        Choice::AliceTwo,
        Choice::New,
        Choice::Own,
    ];

    /// Its name in the URL (the posts' puzzles by the library's example names).
    pub fn key(self) -> &'static str {
        match self {
            Choice::Paul => "paul",
            Choice::Alice => "alice",
            Choice::AliceTwo => "alice-two",
            Choice::New => "new",
            Choice::Own => "own",
        }
    }

    /// Its name on the tab.
    pub fn label(self) -> &'static str {
        match self {
            Choice::Paul => "Paul, Quinn, Ray…",
            Choice::Alice => "Alice, Bob, Charlie…",
            Choice::AliceTwo => "Problem 2",
            Choice::New => "New puzzle",
            Choice::Own => "Your own",
        }
    }

    /// Whether the reader solves it first (marks, Check, Reveal): the posts' puzzles and a
    /// generated one. A typed puzzle is the reader's own, shown solved.
    pub fn has_marks(self) -> bool {
        self != Choice::Own
    }

    /// The posts' text of an example, `None` for a generated or typed puzzle.
    pub fn example_text(self) -> Option<&'static str> {
        match self {
            Choice::Paul => Some(PAUL),
            Choice::Alice => Some(ALICE),
            Choice::AliceTwo => Some(ALICE_TWO),
            Choice::New | Choice::Own => None,
        }
    }
}

/// Longest typed puzzle kept in a link, in bytes (the library refuses longer text anyway).
pub const MAX_LINK_TEXT: usize = 8_000;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WhodunitView {
    /// Which puzzle (`puzzle=paul|alice|alice-two|new|own`).
    pub choice: Choice,
    /// Suspects of a generated puzzle (`n`, 3–8).
    pub suspects: usize,
    /// Difficulty asked of a generated puzzle (`difficulty`, 0 for any, else 1–3).
    pub difficulty: usize,
    /// Seed of a generated puzzle (`seed`).
    pub seed: u64,
    /// The typed puzzle (`text`), Paul's by default so there is something to edit.
    pub text: String,
    /// Statements applied to the truth table, bit i for statement i + 1 (`filter=1,3`).
    pub filter: u64,
    /// The statement removed in "what if", from 1; 0 for none (`without`).
    pub without: usize,
    /// Suspects the reader marked guilty, bit i for suspect i + 1 (`guess=1,4`).
    pub guess: u32,
    /// Whether the marks in `guess` were checked, so the verdict shows (`checked=1`); any
    /// change of the marks clears it, as the verdict is about the marks checked.
    pub checked: bool,
    /// Whether the answer is shown (`reveal=1`), for the posts' puzzles and a generated one.
    pub reveal: bool,
}

impl Default for WhodunitView {
    fn default() -> Self {
        WhodunitView {
            choice: Choice::Paul,
            suspects: 5,
            difficulty: 0,
            seed: 1,
            text: PAUL.to_string(),
            filter: 0,
            without: 0,
            guess: 0,
            checked: false,
            reveal: false,
        }
    }
}

/// A list of numbers from 1 to `max` ("1,3,4") as bits; anything else adds a notice.
fn number_set(q: &Query, key: &str, max: usize, notices: &mut Vec<String>) -> u64 {
    let Some(raw) = q.get(key) else { return 0 };
    let mut bits = 0u64;
    // One notice for all the bad entries, however many: a link of 4,000 zeros used to get
    // 4,000 notices (a page 221,523 px tall).
    let mut bad = 0u64;
    let mut first_bad = None;
    for part in raw.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<usize>() {
            Ok(i) if (1..=max).contains(&i) => bits |= 1 << (i - 1),
            _ => {
                bad += 1;
                first_bad.get_or_insert(part);
            }
        }
    }
    if let Some(first) = first_bad {
        let ignored = if bad == 1 {
            shorten_to(first, 12)
        } else {
            format!(
                "{} entries, the first {}",
                thousands(bad),
                shorten_to(first, 12)
            )
        };
        notices.push(format!(
            "The link asked for {key}={}, which is not a list of numbers from 1 to {max}; \
             ignoring {ignored}.",
            shorten_to(raw, 24),
        ));
    }
    bits
}

/// The set bits as a list from 1 ("1,3,4").
fn list(bits: u64) -> String {
    (0..64)
        .filter(|i| bits >> i & 1 == 1)
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Notices for the link's entries beyond this puzzle: statements in `filter` or `without` past
/// its `statements`, and (for the puzzles with marks: the posts' and a generated one) suspects in `guess`
/// past its `suspects`. The URL is read before the puzzle is known, so these pass the reading
/// (up to the largest puzzle's limits) and are dropped by the page, which says so here.
pub fn beyond_puzzle(view: &WhodunitView, statements: usize, suspects: usize) -> Vec<String> {
    let beyond = |bits: u64, n: usize| if n >= 64 { 0 } else { bits >> n << n };
    let mut notices = Vec::new();
    let extra = beyond(view.filter, statements);
    if extra != 0 {
        notices.push(format!(
            "The link asked for filter={}, but this puzzle has only {statements} statements; \
             ignoring {}.",
            list(view.filter),
            list(extra)
        ));
    }
    if view.without > statements {
        notices.push(format!(
            "The link asked for without={}, but this puzzle has only {statements} statements; \
             ignoring it.",
            view.without
        ));
    }
    let extra = beyond(u64::from(view.guess), suspects);
    if view.choice.has_marks() && extra != 0 {
        notices.push(format!(
            "The link asked for guess={}, but this puzzle has only {suspects} suspects; \
             ignoring {}.",
            list(u64::from(view.guess)),
            list(extra)
        ));
    }
    notices
}

impl View for WhodunitView {
    const PARAMETERS: &'static [&'static str] = &[
        "puzzle",
        "n",
        "difficulty",
        "seed",
        "text",
        "guess",
        "checked",
        "reveal",
        "filter",
        "without",
    ];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = WhodunitView::default();
        let choice = match q.get("puzzle") {
            None => d.choice,
            Some(raw) => match Choice::ALL.into_iter().find(|c| c.key() == raw) {
                Some(c) => c,
                None => {
                    notices.push(format!(
                        "The link asked for puzzle={}, which is not one of paul, alice, \
                         alice-two, new, own; showing Paul's puzzle instead.",
                        shorten_to(raw, 24)
                    ));
                    d.choice
                }
            },
        };
        let mut text = d.text.clone();
        let mut choice = choice;
        if choice == Choice::Own {
            let raw = q.get("text").unwrap_or(PAUL);
            if raw.len() > MAX_LINK_TEXT {
                notices.push(format!(
                    "The link's puzzle text is longer than {MAX_LINK_TEXT} bytes; showing Paul's \
                     puzzle instead."
                ));
                choice = Choice::Paul;
            } else if let Err(e) = parse_puzzle(raw) {
                notices.push(format!(
                    "The link's puzzle text does not read as a puzzle ({}); showing Paul's puzzle \
                     instead.",
                    shorten_to(&e.to_string(), 80)
                ));
                choice = Choice::Paul;
            } else {
                text = raw.to_string();
            }
        }
        let mut view = WhodunitView {
            choice,
            suspects: q.number("n", MIN_GENERATED..=MAX_GENERATED, d.suspects, notices),
            difficulty: q.number("difficulty", 0..=MAX_DIFFICULTY, d.difficulty, notices),
            seed: q.number("seed", 0..=u64::MAX, d.seed, notices),
            text,
            filter: number_set(q, "filter", MAX_STATEMENTS, notices),
            without: q.number("without", 0..=MAX_STATEMENTS, 0, notices),
            guess: number_set(q, "guess", MAX_SUSPECTS, notices) as u32,
            checked: q.flag("checked", false, notices),
            reveal: q.flag("reveal", false, notices),
        };
        // The view holds only what its link writes ([`View::to_query`]), so that a link read
        // back is the same view (the URL fuzz test): the generator's settings belong to a new
        // puzzle, the marks to a puzzle that has them.
        if view.choice != Choice::New {
            (view.suspects, view.difficulty, view.seed) = (d.suspects, d.difficulty, d.seed);
        }
        if !view.choice.has_marks() {
            (view.guess, view.checked, view.reveal) = (0, false, false);
        }
        view
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let mut pairs = vec![("puzzle", self.choice.key().to_string())];
        match self.choice {
            Choice::New => {
                pairs.push(("n", self.suspects.to_string()));
                pairs.push(("difficulty", self.difficulty.to_string()));
                pairs.push(("seed", self.seed.to_string()));
            }
            Choice::Own => pairs.push(("text", self.text.clone())),
            _ => {}
        }
        if self.choice.has_marks() {
            if self.guess != 0 {
                pairs.push(("guess", list(u64::from(self.guess))));
            }
            if self.checked {
                pairs.push(("checked", "1".into()));
            }
            if self.reveal {
                pairs.push(("reveal", "1".into()));
            }
        }
        if self.filter != 0 {
            pairs.push(("filter", list(self.filter)));
        }
        if self.without != 0 {
            pairs.push(("without", self.without.to_string()));
        }
        pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (WhodunitView, Vec<String>) {
        let mut notices = Vec::new();
        let view = WhodunitView::from_query(&Query::parse(query), &mut notices);
        (view, notices)
    }

    #[test]
    fn a_view_survives_its_link() {
        let view = WhodunitView {
            choice: Choice::New,
            suspects: 8,
            difficulty: 2,
            seed: 12345,
            filter: 0b101,
            without: 2,
            guess: 0b11,
            checked: true,
            reveal: true,
            ..WhodunitView::default()
        };
        let query: Vec<String> = (view.to_query().into_iter())
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        assert_eq!(read(&query.join("&")), (view, vec![]));
        // The posts' puzzles keep their marks and the reveal in the link too.
        let view = WhodunitView {
            choice: Choice::AliceTwo,
            guess: 0b10011,
            checked: true,
            reveal: true,
            ..WhodunitView::default()
        };
        let query: Vec<String> = (view.to_query().into_iter())
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        assert_eq!(read(&query.join("&")), (view, vec![]));
    }

    #[test]
    fn bad_parameters_fall_back_with_notices() {
        let (view, notices) = read("puzzle=zzz&n=99&filter=1,x,70&guess=0");
        assert_eq!(view.choice, Choice::Paul);
        assert_eq!(view.suspects, 5);
        assert_eq!(view.filter, 1);
        // One for the puzzle, n, guess, and one for filter's two bad entries together.
        assert_eq!(notices.len(), 4, "{notices:?}");
        assert!(
            notices
                .iter()
                .any(|n| n.ends_with("ignoring 2 entries, the first x.")),
            "{notices:?}"
        );
        // Issue 28, item 10: 4,000 bad entries are one notice that counts them.
        let zeros = vec!["0"; 4_000].join(",");
        let (view, notices) = read(&format!("filter={zeros}&guess=7,{zeros}"));
        assert_eq!((view.filter, view.guess), (0, 1 << 6));
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert!(
            notices[0].contains("ignoring 4,000 entries, the first 0."),
            "{notices:?}"
        );
        assert!(notices[1].contains("ignoring 4,000 entries"), "{notices:?}");
        let (view, notices) = read("puzzle=own&text=Paul+says+hello");
        assert_eq!(view.choice, Choice::Paul);
        assert!(notices[0].contains("line 1"), "{notices:?}");
    }

    #[test]
    fn entries_beyond_the_puzzle_are_named_in_notices() {
        // Paul's puzzle: 5 suspects, 5 statements (the post's).
        let (view, notices) = read("filter=1,5,6,64&without=6&guess=5,6");
        assert_eq!(notices, Vec::<String>::new());
        let found = beyond_puzzle(&view, 5, 5);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].contains("filter=1,5,6,64") && found[0].ends_with("ignoring 6,64."));
        assert!(found[1].contains("without=6") && found[1].contains("only 5 statements"));
        // The posts' puzzles have marks too (issue 31: the reader tries first).
        assert!(found[2].contains("guess=5,6") && found[2].ends_with("ignoring 6."));
        // A typed puzzle has none.
        let (view, _) = read("puzzle=own&guess=2,7");
        assert!(beyond_puzzle(&view, 5, 5).is_empty());
        let (view, _) = read("puzzle=new&n=5&guess=2,7&without=5");
        let found = beyond_puzzle(&view, 5, 5);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("guess=2,7") && found[0].ends_with("ignoring 7."));
        // Within the puzzle: nothing to say.
        let (view, _) = read("filter=1,2,3,4,5&without=5");
        assert!(beyond_puzzle(&view, 5, 5).is_empty());
        assert!(beyond_puzzle(&view, 64, 24).is_empty());
    }
}
