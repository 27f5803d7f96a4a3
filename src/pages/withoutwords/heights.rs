//! A tiling as text, for the URL and the heights box: the stacks' heights row by row (i), one
//! character per stack (j), `0`–`9` then `a`–`z`, rows separated by dots: `321.210.100` is a
//! 3×3 corner of cubes.

use snipelab_core::cftp::hexagon::{Hexagon, Stacks};

use crate::format::count;

/// The text of `stacks`.
pub fn encode(stacks: &Stacks) -> String {
    let b = stacks.hexagon().b();
    stacks
        .heights()
        .chunks(b.max(1))
        .map(|row| {
            row.iter()
                .map(|&h| char::from_digit(u32::from(h), 36).unwrap_or('?'))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The stacks `text` describes in `hexagon`, or why not (with the character's position).
pub fn parse(text: &str, hexagon: Hexagon) -> Result<Stacks, String> {
    let (a, b, c) = (hexagon.a(), hexagon.b(), hexagon.c());
    let text = text.trim();
    let rows: Vec<&str> = text.split('.').collect();
    if rows.len() != a {
        return Err(format!(
            "{} for a = {a}; expected {}, separated by dots",
            count(rows.len() as u64, "row", "rows"),
            count(a as u64, "row", "rows")
        ));
    }
    let mut heights = Vec::with_capacity(a * b);
    let mut position = 0usize;
    for (i, row) in rows.iter().enumerate() {
        let heights_in_row = row.chars().count();
        if heights_in_row != b {
            return Err(format!(
                "row {} has {}; expected b = {b}",
                i + 1,
                count(heights_in_row as u64, "height", "heights")
            ));
        }
        for ch in row.chars() {
            position += 1;
            let h = ch
                .to_digit(36)
                .filter(|&h| h as usize <= c)
                .ok_or_else(|| {
                    format!(
                        "character {position} ('{}') is not a height from 0 to c = {c}",
                        ch.escape_default()
                    )
                })?;
            heights.push(h as u8);
        }
        position += 1; // the dot
    }
    Stacks::new(hexagon, heights).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let h = Hexagon::new(3, 3, 3).unwrap();
        let s = parse("321.210.100", h).unwrap();
        assert_eq!(s.cubes(), 10);
        assert_eq!(encode(&s), "321.210.100");
        assert_eq!(
            parse("321.210", h).unwrap_err(),
            "2 rows for a = 3; expected 3 rows, separated by dots"
        );
        // Issue 31: "1 rows" and "1 heights" were the plural for one.
        assert_eq!(
            parse("321210100", h).unwrap_err(),
            "1 row for a = 3; expected 3 rows, separated by dots"
        );
        assert_eq!(
            parse("321.210.1", h).unwrap_err(),
            "row 3 has 1 height; expected b = 3"
        );
        // A height of 1 does not exceed c = 3: the rule broken is named, counted from 1.
        assert_eq!(
            parse("321.210.012", h).unwrap_err(),
            "the height 1 in row 3, column 2 is more than the height 0 to its left: stacks never grow away from the corner"
        );
        assert_eq!(
            parse("321.230.100", h).unwrap_err(),
            "the height 3 in row 2, column 2 is more than the height 2 above it: stacks never grow away from the corner"
        );
        assert!(parse("321.2x0.100", h).unwrap_err().contains("character 6"));
        assert!(parse("321.210.10", h).unwrap_err().contains("row 3"));
        // Increasing away from the corner is not a stack of cubes.
        assert!(parse("123.000.000", h).is_err());
    }
}
