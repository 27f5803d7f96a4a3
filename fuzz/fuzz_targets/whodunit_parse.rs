//! Whodunit puzzle text: read, or refused with a reason; what is read prints back as text that
//! reads again to the same puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snipelab_core::whodunit::parse::parse_puzzle;

fuzz_target!(|text: &str| {
    match parse_puzzle(text) {
        Ok(puzzle) => {
            let again = parse_puzzle(&puzzle.to_string());
            assert_eq!(again.as_ref().ok(), Some(&puzzle), "{text:?}");
        }
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
});
