//! The hold'em equity table's binary format. With the first byte odd, the rest gets a correct
//! FNV-1a checksum before it is read, so the fuzzer reaches the counts behind the checksum.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snipelab_core::holdem::EquityTable;

fuzz_target!(|data: &[u8]| {
    let Some((&flag, rest)) = data.split_first() else {
        return;
    };
    let mut bytes = rest.to_vec();
    if flag & 1 == 1 && bytes.len() >= 20 {
        let body = bytes.len() - 8;
        let sum = bytes[..body]
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            });
        bytes[body..].copy_from_slice(&sum.to_le_bytes());
    }
    match EquityTable::from_bytes(&bytes) {
        Ok(table) => assert!(table.classes() <= 1024),
        Err(e) => assert!(!e.to_string().trim().is_empty()),
    }
});
