//! The robot's Logo: any text is a program or a located error; a program runs for a bounded
//! number of steps on an open floor without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snipelab_core::progress::Silent;
use snipelab_core::robot::{Machine, Program, World};

fuzz_target!(|text: &str| {
    match Program::parse(text) {
        Ok(program) => {
            let mut machine = Machine::new(program, World::open(), 2_000);
            let _ = machine.run(&mut Silent);
            assert!(machine.steps() <= 2_000);
        }
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
});
