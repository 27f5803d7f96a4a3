//! A tiling as text, for the URL and the heights box: the stacks' heights row by row (i), one
//! character per stack (j), `0`–`9` then `a`–`z`, rows separated by dots: `321.210.100` is a
//! 3×3 corner of cubes.

use snipelab_core::cftp::hexagon::{Hexagon, Stacks};

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
            "{} rows (separated by dots) for a = {a}; expected {a}",
            rows.len()
        ));
    }
    let mut heights = Vec::with_capacity(a * b);
    let mut position = 0usize;
    for (i, row) in rows.iter().enumerate() {
        let count = row.chars().count();
        if count != b {
            return Err(format!(
                "row {} has {count} heights; expected b = {b}",
                i + 1
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
        assert!(parse("321.210", h).unwrap_err().contains("2 rows"));
        assert!(parse("321.2x0.100", h).unwrap_err().contains("character 6"));
        assert!(parse("321.210.10", h).unwrap_err().contains("row 3"));
        // Increasing away from the corner is not a stack of cubes.
        assert!(parse("123.000.000", h).is_err());
    }
}
