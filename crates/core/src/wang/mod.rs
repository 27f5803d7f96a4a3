//! Thomas Wang's 64-bit integer hash and its inverse.
//!
//! Seed `004_…`, post "Inverse of a hash function" (2012). Wang's hash is a composition of seven
//! steps, each a bijection of the 64-bit words:
//!
//! ```text
//! key = (~key) + (key << 21);            // key * (2^21 - 1) - 1
//! key = key ^ (key >> 24);
//! key = (key + (key << 3)) + (key << 8); // key * 265
//! key = key ^ (key >> 14);
//! key = (key + (key << 2)) + (key << 4); // key * 21
//! key = key ^ (key >> 28);
//! key = key + (key << 31);               // key * (2^31 + 1)
//! ```
//!
//! Multiplications by odd numbers are invertible modulo 2^64, and `key ^ (key >> s)` is a Feistel
//! step: the top `s` bits pass through unchanged and each further block of `s` bits is recovered
//! by one more xor. The post inverts the steps one by one, in reverse order, and finds
//! `inverse_hash(0) = 0x7ffffbffffdfffff`, the one key that hashes to zero.
//!
//! [`STEPS`] exposes each step with its inverse so that a page can show a key passing through
//! them ([`trace_hash`], [`trace_inverse`]); [`avalanche`] flips one input bit and shows which
//! output bits change.

mod error;

use serde::{Deserialize, Serialize};

pub use error::{BitError, KeyError};

/// Wang's 64-bit hash, exactly as in the post (wrapping arithmetic modulo 2^64).
pub fn hash(key: u64) -> u64 {
    STEPS.iter().fold(key, |key, step| step.apply(key))
}

/// The inverse of [`hash`]: `hash(inverse_hash(y)) == y` for every `y`.
///
/// Undoes the steps of [`STEPS`] in reverse order, with the post's formulas.
pub fn inverse_hash(key: u64) -> u64 {
    STEPS.iter().rev().fold(key, |key, step| step.undo(key))
}

/// One invertible step of Wang's hash.
pub struct Step {
    /// A short name for the step, e.g. "multiply by 265".
    pub name: &'static str,
    /// The step as the post writes it in C.
    pub formula: &'static str,
    /// How the post undoes it, in C (one line, statements separated by `;`).
    pub inverse_formula: &'static str,
    forward: fn(u64) -> u64,
    inverse: fn(u64) -> u64,
}

impl Step {
    /// Applies the step.
    pub fn apply(&self, key: u64) -> u64 {
        (self.forward)(key)
    }

    /// Undoes the step: `step.undo(step.apply(k)) == k`.
    pub fn undo(&self, key: u64) -> u64 {
        (self.inverse)(key)
    }
}

/// 21⁻¹ modulo 2^64 (the post's constant).
const INVERSE_OF_21: u64 = 14933078535860113213;
/// 265⁻¹ modulo 2^64 (the post's constant).
const INVERSE_OF_265: u64 = 15244667743933553977;

/// The seven steps of Wang's hash, in the order the hash applies them.
pub const STEPS: [Step; 7] = [
    Step {
        name: "not-and-shift by 21",
        formula: "key = (~key) + (key << 21)",
        inverse_formula: "tmp = ~key; tmp = ~(key - (tmp << 21)); tmp = ~(key - (tmp << 21)); key = ~(key - (tmp << 21))",
        forward: |k| (!k).wrapping_add(k << 21),
        // Writing k' = key and t = ~k, the step says key = t + ((~t) << 21). Each round recovers
        // 21 more low bits of t, so three rounds after the first guess fix all 64.
        inverse: |key| {
            let mut tmp = !key;
            tmp = !key.wrapping_sub(tmp << 21);
            tmp = !key.wrapping_sub(tmp << 21);
            !key.wrapping_sub(tmp << 21)
        },
    },
    Step {
        name: "xor-shift by 24",
        formula: "key = key ^ (key >> 24)",
        inverse_formula: "tmp = key ^ key >> 24; key = key ^ tmp >> 24",
        forward: |k| k ^ (k >> 24),
        inverse: |key| {
            let tmp = key ^ (key >> 24);
            key ^ (tmp >> 24)
        },
    },
    Step {
        name: "multiply by 265",
        formula: "key = (key + (key << 3)) + (key << 8)",
        inverse_formula: "key *= 15244667743933553977",
        forward: |k| k.wrapping_add(k << 3).wrapping_add(k << 8),
        inverse: |key| key.wrapping_mul(INVERSE_OF_265),
    },
    Step {
        name: "xor-shift by 14",
        formula: "key = key ^ (key >> 14)",
        inverse_formula: "tmp = key ^ key >> 14; tmp = key ^ tmp >> 14; tmp = key ^ tmp >> 14; key = key ^ tmp >> 14",
        forward: |k| k ^ (k >> 14),
        inverse: |key| {
            let mut tmp = key ^ (key >> 14);
            tmp = key ^ (tmp >> 14);
            tmp = key ^ (tmp >> 14);
            key ^ (tmp >> 14)
        },
    },
    Step {
        name: "multiply by 21",
        formula: "key = (key + (key << 2)) + (key << 4)",
        inverse_formula: "key *= 14933078535860113213",
        forward: |k| k.wrapping_add(k << 2).wrapping_add(k << 4),
        inverse: |key| key.wrapping_mul(INVERSE_OF_21),
    },
    Step {
        name: "xor-shift by 28",
        formula: "key = key ^ (key >> 28)",
        inverse_formula: "tmp = key ^ key >> 28; key = key ^ tmp >> 28",
        forward: |k| k ^ (k >> 28),
        inverse: |key| {
            let tmp = key ^ (key >> 28);
            key ^ (tmp >> 28)
        },
    },
    Step {
        name: "add-shift by 31",
        formula: "key = key + (key << 31)",
        inverse_formula: "tmp = key - (key << 31); key = key - (tmp << 31)",
        forward: |k| k.wrapping_add(k << 31),
        inverse: |key| {
            let tmp = key.wrapping_sub(key << 31);
            key.wrapping_sub(tmp << 31)
        },
    },
];

/// One step of a trace: what went in and what came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepTrace {
    /// The step's name (see [`Step::name`]).
    pub name: String,
    /// The C formula executed: the step's own for [`trace_hash`], its inverse for
    /// [`trace_inverse`].
    pub formula: String,
    /// The key before the step (as `0x` and 16 hex digits in JSON).
    #[serde(with = "hex_u64")]
    pub input: u64,
    /// The key after the step.
    #[serde(with = "hex_u64")]
    pub output: u64,
}

/// The hash of `key` step by step, in the order the hash applies the steps.
pub fn trace_hash(key: u64) -> Vec<StepTrace> {
    let mut key = key;
    STEPS
        .iter()
        .map(|step| {
            let output = step.apply(key);
            let trace = StepTrace {
                name: step.name.to_string(),
                formula: step.formula.to_string(),
                input: key,
                output,
            };
            key = output;
            trace
        })
        .collect()
}

/// The inverse hash of `key` step by step: the steps undone from last to first.
pub fn trace_inverse(key: u64) -> Vec<StepTrace> {
    let mut key = key;
    STEPS
        .iter()
        .rev()
        .map(|step| {
            let output = step.undo(key);
            let trace = StepTrace {
                name: format!("undo {}", step.name),
                formula: step.inverse_formula.to_string(),
                input: key,
                output,
            };
            key = output;
            trace
        })
        .collect()
}

/// What flipping one input bit does to the hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Avalanche {
    /// The original key.
    #[serde(with = "hex_u64")]
    pub key: u64,
    /// The input bit flipped, 0 = least significant.
    pub bit: u32,
    /// `key` with that bit flipped.
    #[serde(with = "hex_u64")]
    pub flipped_key: u64,
    /// `hash(key)`.
    #[serde(with = "hex_u64")]
    pub hash: u64,
    /// `hash(flipped_key)`.
    #[serde(with = "hex_u64")]
    pub flipped_hash: u64,
    /// The output bits that changed: `hash ^ flipped_hash`.
    #[serde(with = "hex_u64")]
    pub changed: u64,
    /// How many output bits changed (ideally about 32 of 64).
    pub changed_bits: u32,
}

/// Flips input bit `bit` (0..=63) of `key` and compares the hashes.
pub fn avalanche(key: u64, bit: u32) -> Result<Avalanche, BitError> {
    if bit >= 64 {
        return Err(BitError { bit });
    }
    let flipped_key = key ^ (1u64 << bit);
    let hash_of_key = hash(key);
    let flipped_hash = hash(flipped_key);
    let changed = hash_of_key ^ flipped_hash;
    Ok(Avalanche {
        key,
        bit,
        flipped_key,
        hash: hash_of_key,
        flipped_hash,
        changed,
        changed_bits: changed.count_ones(),
    })
}

/// For each input bit i (index 0..64), how many output bits change when bit i of `key` flips.
pub fn avalanche_profile(key: u64) -> Vec<u32> {
    let hash_of_key = hash(key);
    (0..64)
        .map(|bit| (hash(key ^ (1u64 << bit)) ^ hash_of_key).count_ones())
        .collect()
}

/// The avalanche matrix over a sample of keys: entry `[i][j]` is the fraction of `keys` for
/// which flipping input bit i flips output bit j. A perfect avalanche has every entry near 1/2.
///
/// An empty sample gives a matrix of zeros.
pub fn avalanche_matrix(keys: &[u64]) -> Vec<Vec<f64>> {
    let hashes: Vec<u64> = keys.iter().map(|&key| hash(key)).collect();
    let mut counts = [[0u32; 64]; 64];
    for (bit, row) in counts.iter_mut().enumerate() {
        let changed = keys
            .iter()
            .zip(&hashes)
            .map(|(&key, &hash_of_key)| hash(key ^ (1u64 << bit)) ^ hash_of_key);
        *row = column_counts(changed);
    }
    let total = keys.len().max(1) as f64;
    counts
        .iter()
        .map(|row| row.iter().map(|&c| f64::from(c) / total).collect())
        .collect()
}

/// For each bit position j, how many of `words` have bit j set.
///
/// Eight bits at a time (SWAR): `lanes[k]` holds eight byte-wide counters, of bits k, k + 8,
/// …, k + 56, so a word costs 8 shifts and adds instead of 64; the counters are emptied every
/// 255 words, before a byte can overflow. The page computes the 64 × 64 matrix while it
/// starts, on a phone's main thread: this is 5–8× less work than counting bit by bit.
fn column_counts(words: impl Iterator<Item = u64>) -> [u32; 64] {
    const LOW_BITS: u64 = 0x0101_0101_0101_0101;
    let mut counts = [0u32; 64];
    let mut lanes = [0u64; 8];
    let mut pending = 0;
    let flush = |lanes: &mut [u64; 8], counts: &mut [u32; 64]| {
        for (k, lane) in lanes.iter_mut().enumerate() {
            for byte in 0..8 {
                counts[k + 8 * byte] += ((*lane >> (8 * byte)) & 0xff) as u32;
            }
            *lane = 0;
        }
    };
    for word in words {
        for (k, lane) in lanes.iter_mut().enumerate() {
            *lane += (word >> k) & LOW_BITS;
        }
        pending += 1;
        if pending == 255 {
            flush(&mut lanes, &mut counts);
            pending = 0;
        }
    }
    flush(&mut lanes, &mut counts);
    counts
}

/// Parses a 64-bit key: decimal (`12345`) or hexadecimal with a `0x` prefix (`0x7ffffbffffdfffff`).
///
/// Surrounding spaces are ignored; signs, other prefixes, stray characters and values of 2^64
/// or more are rejected with a message that says why.
pub fn parse_key(text: &str) -> Result<u64, KeyError> {
    let trimmed = text.trim();
    let (digits, radix) = match trimmed
        .strip_prefix("0x")
        .or_else(|| trimmed.strip_prefix("0X"))
    {
        Some(hex) => (hex, 16),
        None => (trimmed, 10),
    };
    if digits.is_empty() {
        return Err(KeyError::NoDigits {
            text: text.to_string(),
        });
    }
    if let Some(character) = digits.chars().find(|c| !c.is_digit(radix)) {
        return Err(KeyError::UnexpectedCharacter {
            text: text.to_string(),
            radix,
            character,
        });
    }
    u64::from_str_radix(digits, radix).map_err(|_| KeyError::TooLarge {
        text: text.to_string(),
    })
}

/// Formats a key the way the post does: `0x` and 16 lowercase hex digits.
pub fn format_key(key: u64) -> String {
    format!("{key:#018x}")
}

/// Serde helper: a `u64` as a `0x…` string, because JSON numbers lose precision beyond 2^53.
mod hex_u64 {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&super::format_key(*value))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        let text = String::deserialize(deserializer)?;
        super::parse_key(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The post's headline figure.
    #[test]
    fn inverse_of_zero_is_the_posts_key() {
        assert_eq!(inverse_hash(0), 0x7ffffbffffdfffff);
        assert_eq!(hash(0x7ffffbffffdfffff), 0);
    }

    /// The hash as the post writes it, a single function with no step table: the steps in
    /// [`STEPS`] must compose to exactly this.
    fn hash_as_in_the_post(mut key: u64) -> u64 {
        key = (!key).wrapping_add(key << 21);
        key ^= key >> 24;
        key = key.wrapping_add(key << 3).wrapping_add(key << 8);
        key ^= key >> 14;
        key = key.wrapping_add(key << 2).wrapping_add(key << 4);
        key ^= key >> 28;
        key.wrapping_add(key << 31)
    }

    /// Inverse of an odd number modulo 2^64 by Newton's iteration x ← x(2 − ax), which doubles
    /// the number of correct low bits each round (a is its own inverse modulo 8).
    fn inverse_mod_2_64(a: u64) -> u64 {
        let mut x = a;
        for _ in 0..6 {
            x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
        }
        x
    }

    /// Undoes y = x ^ (x >> s) bit by bit from the top: bit i of x is bit i of y xor bit i + s
    /// of x, which is already known.
    fn unxorshift_bitwise(y: u64, s: u32) -> u64 {
        let mut x = 0u64;
        for i in (0..64).rev() {
            let above = if i + s < 64 { (x >> (i + s)) & 1 } else { 0 };
            x |= (((y >> i) & 1) ^ above) << i;
        }
        x
    }

    /// An inverse built independently of the post's formulas: the first step is
    /// key·(2^21 − 1) − 1 and the last is key·(2^31 + 1), both multiplications by odd numbers.
    fn inverse_independently(mut key: u64) -> u64 {
        key = key.wrapping_mul(inverse_mod_2_64((1 << 31) + 1));
        key = unxorshift_bitwise(key, 28);
        key = key.wrapping_mul(inverse_mod_2_64(21));
        key = unxorshift_bitwise(key, 14);
        key = key.wrapping_mul(inverse_mod_2_64(265));
        key = unxorshift_bitwise(key, 24);
        key.wrapping_add(1)
            .wrapping_mul(inverse_mod_2_64((1 << 21) - 1))
    }

    #[test]
    fn posts_constants_are_the_modular_inverses() {
        assert_eq!(21u64.wrapping_mul(INVERSE_OF_21), 1);
        assert_eq!(265u64.wrapping_mul(INVERSE_OF_265), 1);
        assert_eq!(inverse_mod_2_64(21), INVERSE_OF_21);
        assert_eq!(inverse_mod_2_64(265), INVERSE_OF_265);
    }

    #[test]
    fn hash_and_inverse_agree_with_independent_versions() {
        let mut rng = SmallRng::seed_from_u64(2012);
        let edge_cases = [0, 1, u64::MAX, 1 << 63, 0x7ffffbffffdfffff, 0xdead_beef];
        let random = (0..20_000).map(|_| rng.random::<u64>());
        for key in edge_cases.into_iter().chain(random) {
            assert_eq!(hash(key), hash_as_in_the_post(key), "hash of {key:#x}");
            assert_eq!(
                inverse_hash(key),
                inverse_independently(key),
                "inverse of {key:#x}"
            );
            assert_eq!(inverse_hash(hash(key)), key, "round trip from {key:#x}");
            assert_eq!(hash(inverse_hash(key)), key, "round trip to {key:#x}");
        }
    }

    #[test]
    fn each_step_is_undone_by_its_inverse() {
        let mut rng = SmallRng::seed_from_u64(18);
        for _ in 0..5_000 {
            let key: u64 = rng.random();
            for step in &STEPS {
                assert_eq!(step.undo(step.apply(key)), key, "{} on {key:#x}", step.name);
                assert_eq!(step.apply(step.undo(key)), key, "{} on {key:#x}", step.name);
            }
        }
    }

    #[test]
    fn traces_chain_and_end_at_the_results() {
        let key = 0x0123_4567_89ab_cdef;
        let forward = trace_hash(key);
        assert_eq!(forward.len(), 7);
        assert_eq!(forward[0].input, key);
        assert_eq!(forward[6].output, hash(key));
        for pair in forward.windows(2) {
            assert_eq!(pair[0].output, pair[1].input);
        }
        let backward = trace_inverse(hash(key));
        assert_eq!(backward[6].output, key);
        // Reading the inverse trace backwards retraces the hash.
        for (f, b) in forward.iter().zip(backward.iter().rev()) {
            assert_eq!((f.input, f.output), (b.output, b.input));
        }
        // The post's observation: every step but the first leaves zero alone.
        let zero = trace_inverse(0);
        assert!(zero[..6].iter().all(|t| t.output == 0));
    }

    #[test]
    fn avalanche_counts_changed_bits() {
        let a = avalanche(0, 0).unwrap();
        assert_eq!(a.flipped_key, 1);
        assert_eq!(a.changed, hash(0) ^ hash(1));
        assert_eq!(a.changed_bits, (hash(0) ^ hash(1)).count_ones());
        assert!(avalanche(0, 64).is_err());
        assert_eq!(avalanche(0, 64), Err(BitError { bit: 64 }));
        assert_eq!(
            avalanche(0, 64).unwrap_err().to_string(),
            "bit must be between 0 and 63, got 64"
        );
        let profile = avalanche_profile(42);
        assert_eq!(profile.len(), 64);
        assert_eq!(profile[5], avalanche(42, 5).unwrap().changed_bits);
    }

    /// The post's "changing any input bit changes about half of the output bits". Wang's hash
    /// is not perfect: a 20,000-key sample puts the worst entry near 0.60 (input bit 63 →
    /// output bit 53) and every entry within 0.41..0.61. Over 2000 keys (sampling sd ≈ 0.011)
    /// every entry must be within 1/2 ± 0.15, so none is stuck, and the mean within 1/2 ± 0.01.
    #[test]
    fn avalanche_is_about_one_half() {
        let mut rng = SmallRng::seed_from_u64(7);
        let keys: Vec<u64> = (0..2000).map(|_| rng.random()).collect();
        let matrix = avalanche_matrix(&keys);
        let mut sum = 0.0;
        for row in &matrix {
            for &p in row {
                assert!((p - 0.5).abs() < 0.15, "entry {p}");
                sum += p;
            }
        }
        assert!((sum / 4096.0 - 0.5).abs() < 0.01);
        assert!(avalanche_matrix(&[]).iter().flatten().all(|&p| p == 0.0));
    }

    /// The eight-at-a-time count equals counting bit by bit, across the 255-word flushes.
    #[test]
    fn column_counts_match_counting_bit_by_bit() {
        let mut rng = SmallRng::seed_from_u64(11);
        for len in [0, 1, 254, 255, 256, 1000] {
            let mut words: Vec<u64> = (0..len).map(|_| rng.random()).collect();
            if len == 1000 {
                words[..600].fill(u64::MAX); // every counter past one byte
            }
            let mut plain = [0u32; 64];
            for w in &words {
                for (j, c) in plain.iter_mut().enumerate() {
                    *c += ((w >> j) & 1) as u32;
                }
            }
            assert_eq!(column_counts(words.iter().copied()), plain, "{len} words");
        }
    }

    #[test]
    fn parses_decimal_and_hex_and_rejects_junk() {
        assert_eq!(parse_key("0"), Ok(0));
        assert_eq!(parse_key(" 18446744073709551615 "), Ok(u64::MAX));
        assert_eq!(parse_key("0x7ffffbffffdfffff"), Ok(0x7ffffbffffdfffff));
        assert_eq!(parse_key("0XFF"), Ok(255));
        for junk in [
            "",
            "0x",
            "-1",
            "+1",
            "12a",
            "0xg",
            "18446744073709551616",
            "0x1_0",
            "ten",
        ] {
            let err = parse_key(junk).unwrap_err().to_string();
            assert!(err.contains(&format!("'{junk}'")), "{err}");
        }
        assert_eq!(
            parse_key("0xg"),
            Err(KeyError::UnexpectedCharacter {
                text: "0xg".to_string(),
                radix: 16,
                character: 'g'
            })
        );
        assert_eq!(
            parse_key("0xg").unwrap_err().to_string(),
            "'0xg' is not a hexadecimal number: unexpected character 'g'"
        );
        assert_eq!(
            parse_key("18446744073709551616"),
            Err(KeyError::TooLarge {
                text: "18446744073709551616".to_string()
            })
        );
        assert_eq!(format_key(0x7ffffbffffdfffff), "0x7ffffbffffdfffff");
        assert_eq!(format_key(1), "0x0000000000000001");
    }

    /// The web worker ships results as JSON: keys travel as exact hex strings.
    #[test]
    fn traces_round_trip_through_json_with_hex_keys() {
        let trace = &trace_hash(1)[0];
        let json = serde_json::to_string(trace).unwrap();
        assert!(json.contains("\"input\":\"0x0000000000000001\""), "{json}");
        let back: StepTrace = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, trace);
        let a = avalanche(u64::MAX, 63).unwrap();
        let back: Avalanche = serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
        assert_eq!(back, a);
    }
}
