//! Bytes across the worker boundary, one way each direction.
//!
//! - **To the worker**, inside the job's JSON: [`Bytes`] as one base64 string (the `base64`
//!   crate's standard alphabet, with padding). Only an upload travels this way (a few MB at
//!   most, once per file), and a job stays one JSON text.
//! - **From the worker**, beside the result's JSON: a [`Blob`] taken out of the output by
//!   [`WorkerJob::take_data`](crate::WorkerJob::take_data), whose buffer the worker transfers to
//!   the page instead of copying it (the crate's docs). Every picture and file a job makes
//!   leaves this way; several parts share one buffer and the JSON gives their lengths
//!   ([`Parts`]).

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::Range;

use crate::Payload;

/// A byte buffer that travels to the worker inside a job, as a base64 string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&STANDARD.encode(&self.0))
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        STANDARD.decode(&text).map(Bytes).map_err(|_| {
            serde::de::Error::custom(format!("not base64 ({} characters)", text.len()))
        })
    }
}

/// Bytes a job's output hands to the page as a transferred buffer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Blob(pub Vec<u8>);

impl Payload for Blob {
    fn byte_len(&self) -> u64 {
        self.0.len() as u64
    }

    fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        out.write_all(&self.0)
    }
}

impl Blob {
    /// Takes the bytes out of `slot` for the transfer: None if there are none.
    pub fn take(slot: &mut Vec<u8>) -> Option<Box<dyn Payload>> {
        (!slot.is_empty()).then(|| Box::new(Blob(std::mem::take(slot))) as Box<dyn Payload>)
    }
}

/// The lengths of the parts one transferred buffer holds, in order: what the page needs to cut
/// it up again (the JSON carries this; the bytes travel beside it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parts(pub Vec<u64>);

impl Parts {
    /// The parts' lengths, and their bytes joined into one buffer.
    pub fn join(parts: &[&[u8]]) -> (Parts, Vec<u8>) {
        let lengths = parts.iter().map(|p| p.len() as u64).collect();
        (Parts(lengths), parts.concat())
    }

    /// Where each part lies in a buffer of `total` bytes; an error if the lengths do not add up
    /// to it (a buffer lost or cut short on the way).
    pub fn ranges(&self, total: u64) -> Result<Vec<Range<u64>>, String> {
        let mut start = 0u64;
        let mut ranges = Vec::with_capacity(self.0.len());
        for &len in &self.0 {
            let end = start
                .checked_add(len)
                .ok_or("the parts' lengths overflow")?;
            ranges.push(start..end);
            start = end;
        }
        if start == total {
            Ok(ranges)
        } else {
            Err(format!("{total} bytes arrived for parts of {start}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(bytes: &[u8]) -> String {
        serde_json::from_value(serde_json::to_value(Bytes(bytes.to_vec())).unwrap()).unwrap()
    }

    fn decode(text: &str) -> Result<Vec<u8>, String> {
        serde_json::from_value::<Bytes>(serde_json::Value::String(text.into()))
            .map(|b| b.0)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn base64_matches_rfc_4648() {
        // The test vectors of RFC 4648, section 10.
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in vectors {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(decode(&encode(&all)).unwrap(), all);
        for junk in ["Zg=", "Z===", "Zg==Zg==", "Zm9*", "é"] {
            let why = decode(junk).unwrap_err();
            assert!(why.starts_with("not base64"), "{junk}: {why}");
        }
    }

    #[test]
    fn parts_cut_the_buffer_where_they_were_joined() {
        let (parts, joined) = Parts::join(&[b"ab", b"", b"cde"]);
        assert_eq!(parts, Parts(vec![2, 0, 3]));
        let ranges = parts.ranges(joined.len() as u64).unwrap();
        let cut: Vec<&[u8]> = ranges
            .iter()
            .map(|r| &joined[r.start as usize..r.end as usize])
            .collect();
        assert_eq!(cut, [&b"ab"[..], b"", b"cde"]);
        assert!(
            parts
                .ranges(4)
                .unwrap_err()
                .contains("4 bytes arrived for parts of 5")
        );
        assert!(Parts(vec![u64::MAX, 1]).ranges(0).is_err());
    }

    #[test]
    fn an_empty_blob_is_not_sent() {
        let mut empty = Vec::new();
        assert!(Blob::take(&mut empty).is_none());
        let mut full = vec![1, 2, 3];
        let blob = Blob::take(&mut full).unwrap();
        assert_eq!(blob.byte_len(), 3);
        assert!(full.is_empty(), "the bytes move, not copied");
    }
}
