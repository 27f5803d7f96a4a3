//! The messages and sentences the audits found untrue or ungrammatical (issues 28 and 31).

use super::*;

fn message(text: &str) -> String {
    parse_puzzle(text).expect_err(text).message
}

/// "At least 4294967295 of us are guilty" among one suspect: the count is impossible, said in
/// good English for one suspect and for several.
#[test]
fn an_impossible_count_says_how_many_suspects_there_are() {
    let one = message("Paul says, “At least 4294967295 of us are guilty.”");
    assert_eq!(
        one,
        "a count of 4294967295 is impossible: there is only 1 suspect"
    );
    let two = message("Paul says, “At least 3 of us are guilty.”\nRay says, “I did it.”");
    assert_eq!(two, "a count of 3 is impossible: there are only 2 suspects");
}

/// A flat chain "A or A or …" is one level of nesting, however long; only a chain longer than
/// [`MAX_CLAUSES`] is refused, and as too many clauses.
#[test]
fn flat_chains_are_not_nesting() {
    for word in ["or", "and"] {
        let chain = |n: usize| {
            let clauses = vec!["Ray was in on it"; n].join(&format!(" {word} "));
            format!("Paul says, “{clauses}.”\nRay says, “I did it.”")
        };
        let puzzle = parse_puzzle(&chain(33)).expect("33 flat clauses");
        assert_eq!(puzzle.testimonies()[0].statement.depth(), 2);
        assert!(parse_puzzle(&chain(MAX_CLAUSES)).is_ok(), "{word}");
        let long = message(&chain(MAX_CLAUSES + 1));
        assert!(
            long.contains(&format!("at most {MAX_CLAUSES} clauses")),
            "{long}"
        );
    }
    // Real nesting is still counted and refused past MAX_DEPTH.
    let deep = format!(
        "Paul says, “{}Ray was in on it{}.”\nRay says, “I did it.”",
        "not (".repeat(MAX_DEPTH),
        ")".repeat(MAX_DEPTH)
    );
    assert!(message(&deep).contains("nested deeper"));
}

/// "If I did it, then so was Alice" mixes two verbs: the echo follows the condition's verb,
/// and the sentence still reads back to the same statement.
#[test]
fn so_did_follows_i_did_it() {
    let text = "Paul says, “If I did it, then Alice was in on it.”\n\
                Alice says, “If Paul was in on it, then I did it.”";
    let puzzle = parse_puzzle(text).unwrap();
    assert_eq!(
        puzzle.line(0),
        "Paul says, “If I did it, then so did Alice.”"
    );
    assert_eq!(
        puzzle.line(1),
        "Alice says, “If Paul was in on it, then so was I.”"
    );
    // Not after a condition with another verb: the clause is written out.
    let text = "Paul says, “If neither Alice nor Ray was in on it, then Ray was in on it.”\n\
                Alice says, “I did it.”\nRay says, “I did it.”";
    let puzzle = parse_puzzle(text).unwrap();
    assert_eq!(
        puzzle.line(0),
        "Paul says, “If neither Alice nor Ray was in on it, then Ray was in on it.”"
    );
    for p in [&puzzle, &parse_puzzle(&puzzle.to_string()).unwrap()] {
        assert_eq!(parse_puzzle(&p.to_string()).unwrap(), *p);
    }
}

/// A name that is not a name ("S0") is told why, not shown the general pattern of a line.
#[test]
fn a_bad_name_before_says_is_named() {
    let e = parse_puzzle("S0 says, “I did it.”").unwrap_err();
    assert_eq!(e.message, "a name is letters only: \"S0\"");
    assert_eq!((e.line, e.column), (1, 1));
    let e = parse_puzzle("Paul Smith says, “I did it.”").unwrap_err();
    assert!(e.message.contains("letters only"), "{e}");
    // No "says" at all: the pattern of a line is the help.
    assert!(message("Paul hello").starts_with("expected a line like"));
}

/// A right-to-left override in a puzzle is quoted as an escape, by the library's one helper.
#[test]
fn an_override_character_is_escaped() {
    let e = message("Paul says, “I did it\u{202E}.”");
    assert_eq!(e, "unexpected character '\\u{202e}'");
}

/// "I didn't do it, but Paul was." mixed two verbs: after the speaker's "I didn't do it" the
/// ellipsis is "but Paul did"; after "Ray wasn't in on it" it stays "but Paul was". Both read
/// back as the same statement.
#[test]
fn the_but_clause_takes_the_verb_of_the_clause_before_it() {
    let text = "Paul says, “I did it.”\nRay says, “I didn't do it, but Paul did.”\n\
                Quinn says, “Ray wasn't in on it, but Paul was.”";
    let puzzle = parse_puzzle(text).expect("a puzzle");
    assert_eq!(puzzle.line(1), "Ray says, “I didn't do it, but Paul did.”");
    assert_eq!(
        puzzle.line(2),
        "Quinn says, “Ray wasn't in on it, but Paul was.”"
    );
    for i in 0..3 {
        let again = parse_puzzle(
            &(0..3)
                .map(|j| puzzle.line(j))
                .collect::<Vec<_>>()
                .join("\n"),
        )
        .expect("the wording reads back");
        assert_eq!(
            again.testimonies()[i].statement,
            puzzle.testimonies()[i].statement
        );
    }
}

/// A bad name says which rule it breaks, as a typed error and in the parser's message.
#[test]
fn a_bad_name_names_its_rule() {
    let why = |name: &str| check_name(name).unwrap_err().why;
    assert_eq!(why("paul"), BadName::NoCapital);
    assert_eq!(why("Pa1ul"), BadName::NotLetters);
    assert_eq!(
        why(&format!("P{}", "a".repeat(MAX_NAME_CHARS))),
        BadName::TooLong
    );
    assert_eq!(why("If"), BadName::Keyword);
    assert_eq!(check_name("Paul"), Ok(()));
    assert_eq!(
        check_name("If").unwrap_err().to_string(),
        "\"If\" is a word of the puzzle language, not a name"
    );
}
