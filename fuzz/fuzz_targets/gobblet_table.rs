//! Gobblet's solution files (`gobblet solve --out`, the page's "load a table"): any bytes are
//! read, or refused with a reason. With the first byte odd, the rest are edits (offset, xor)
//! of a real table (variant 2,1,1, solved once), so the fuzzer starts past the magic number
//! and the header instead of having to guess them.
#![no_main]

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use snipelab_core::gobblet::{self, Solution, Variant};
use snipelab_core::progress::Silent;

static GOOD: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let variant = Variant::new(2, 1, true).expect("variant");
    gobblet::solve(variant, 1, &mut Silent)
        .expect("solves")
        .to_bytes()
});

fuzz_target!(|data: &[u8]| {
    let Some((&flag, rest)) = data.split_first() else {
        return;
    };
    let bytes = if flag & 1 == 1 {
        let mut bytes = GOOD.clone();
        for edit in rest.chunks_exact(3) {
            let at = usize::from(u16::from_le_bytes([edit[0], edit[1]])) % bytes.len();
            bytes[at] ^= edit[2];
        }
        bytes
    } else {
        rest.to_vec()
    };
    match Solution::from_bytes(&bytes) {
        Ok(_) => assert!(bytes == *GOOD, "a damaged table was accepted"),
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
});
