//! The viridis colour ramp, shared by the heat maps of `/poker` (Alice's outcome, 0 to the
//! largest) and `/holdem` (Alice's mean raise, small to large).

/// Colour stops of viridis, dark to bright (readable in grey and for colour-blind readers).
const STOPS: [(f64, f64, f64); 5] = [
    (68.0, 1.0, 84.0),
    (59.0, 82.0, 139.0),
    (33.0, 145.0, 140.0),
    (94.0, 201.0, 98.0),
    (253.0, 231.0, 37.0),
];

/// The viridis colour at `t` in [0, 1] (channels 0–255, not rounded): the [`STOPS`] joined by
/// straight lines. A `t` outside [0, 1] is clamped; one that is not finite is 0.
pub fn viridis(t: f64) -> (f64, f64, f64) {
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let scaled = t * (STOPS.len() - 1) as f64;
    let i = (scaled.floor() as usize).min(STOPS.len() - 2);
    let f = scaled - i as f64;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    (
        a.0 + (b.0 - a.0) * f,
        a.1 + (b.1 - a.1) * f,
        a.2 + (b.2 - a.2) * f,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ramp_passes_through_its_stops_and_clamps() {
        for (k, stop) in STOPS.iter().enumerate() {
            assert_eq!(viridis(k as f64 / 4.0), *stop);
        }
        assert_eq!(viridis(-1.0), STOPS[0]);
        assert_eq!(viridis(2.0), STOPS[4]);
        assert_eq!(viridis(f64::NAN), STOPS[0]);
    }
}
