//! `snipelab withoutwords`: the JSON shapes, the figures against independent values (the
//! products ab, bc, ca; MacMahon's published counts; flips found by trying every site; the
//! semi-axes v²/2g and v²/4g), and one-line errors with exit code 2.

mod common;

use serde_json::Value;

use common::{assert_fails, json, snipelab};

fn heights_of(report: &Value) -> Vec<Vec<i64>> {
    report["heights"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .map(|h| h.as_i64().unwrap())
                .collect()
        })
        .collect()
}

/// Heights are a tiling of the a×b×c box: at most c, never increasing away from the corner.
fn is_plane_partition(h: &[Vec<i64>], c: i64) -> bool {
    (0..h.len()).all(|i| {
        (0..h[i].len()).all(|j| {
            (0..=c).contains(&h[i][j])
                && (i == 0 || h[i - 1][j] >= h[i][j])
                && (j == 0 || h[i][j - 1] >= h[i][j])
        })
    })
}

#[test]
fn lozenges_json_shape_and_counts() {
    let report = json(&[
        "withoutwords",
        "lozenges",
        "--a",
        "2",
        "--b",
        "3",
        "--c",
        "4",
        "--seed",
        "5",
        "--json",
    ]);
    assert_eq!(
        (report["a"].clone(), report["b"].clone()),
        (2.into(), 3.into())
    );
    assert_eq!(
        (report["c"].clone(), report["seed"].clone()),
        (4.into(), 5.into())
    );
    let h = heights_of(&report);
    assert_eq!((h.len(), h[0].len()), (2, 3));
    assert!(is_plane_partition(&h, 4), "{h:?}");
    assert_eq!(
        report["cubes"].as_i64().unwrap(),
        h.iter().flatten().sum::<i64>()
    );
    // The proof: ab = 6 top, bc = 12 left, ca = 8 right lozenges, whatever the tiling.
    assert_eq!(report["counts"]["top"], 6);
    assert_eq!(report["counts"]["left"], 12);
    assert_eq!(report["counts"]["right"], 8);
    assert_eq!(report["products"]["ab"], 6);
    assert_eq!(report["products"]["bc"], 12);
    assert_eq!(report["products"]["ca"], 8);
    assert_eq!(report["counts_are_products"], true);
    // MacMahon's product formula, by hand: Π (i + j + k + 2)/(i + j + k + 1) over the box.
    let (mut num, mut den) = (1u128, 1u128);
    for i in 0..2 {
        for j in 0..3 {
            for k in 0..4 {
                num *= i + j + k + 2;
                den *= i + j + k + 1;
            }
        }
    }
    assert_eq!(num % den, 0);
    assert_eq!(report["tilings"], (num / den).to_string());
}

/// The page's tiling: `lozenges --seed S` samples the same tiling as `cftp tiling --seed S`
/// (both use the seed's random source as the page's job does).
#[test]
fn lozenges_sample_the_same_tiling_as_cftp() {
    let sides = ["--a", "4", "--b", "5", "--c", "3", "--seed", "9", "--json"];
    let ours = json(&[&["withoutwords", "lozenges"][..], &sides[..]].concat());
    let theirs = json(&[&["cftp", "tiling"][..], &sides[..]].concat());
    assert_eq!(ours["heights"], theirs["heights"]);
    assert_eq!(ours["tilings"], theirs["tilings"]);
}

/// MacMahon's published counts: 20 tilings of the 2×2×2 hexagon, 980 of the 3×3×3.
#[test]
fn lozenges_count_the_published_tilings() {
    for (side, count) in [("2", "20"), ("3", "980")] {
        let report = json(&[
            "withoutwords",
            "lozenges",
            "--a",
            side,
            "--b",
            side,
            "--c",
            side,
            "--json",
        ]);
        assert_eq!(report["tilings"], count);
    }
}

/// The flip sites are exactly the sites where adding or removing one cube leaves a tiling,
/// found here by trying every site.
#[test]
fn flip_sites_are_every_site_that_can_gain_or_lose_a_cube() {
    for seed in ["1", "2", "3"] {
        let report = json(&[
            "withoutwords",
            "lozenges",
            "--a",
            "3",
            "--b",
            "4",
            "--c",
            "3",
            "--seed",
            seed,
            "--json",
        ]);
        let h = heights_of(&report);
        let mut expected = Vec::new();
        for i in 0..h.len() {
            for j in 0..h[i].len() {
                for delta in [1i64, -1] {
                    let mut changed = h.clone();
                    changed[i][j] += delta;
                    if is_plane_partition(&changed, 3) {
                        expected.push((i as u64, j as u64, delta == 1));
                    }
                }
            }
        }
        let mut found: Vec<(u64, u64, bool)> = report["flip_sites"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                assert_eq!(s["vertex"].as_array().unwrap().len(), 2);
                (
                    s["site"][0].as_u64().unwrap(),
                    s["site"][1].as_u64().unwrap(),
                    s["adds_cube"].as_bool().unwrap(),
                )
            })
            .collect();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "seed {seed}");
    }
}

#[test]
fn apogees_json_shape_and_ellipse() {
    let report = json(&[
        "withoutwords",
        "apogees",
        "--v",
        "10",
        "--g",
        "9.8",
        "--throws",
        "9",
        "--json",
    ]);
    assert_eq!(
        (report["v"].as_f64(), report["g"].as_f64()),
        (Some(10.0), Some(9.8))
    );
    let e = &report["ellipse"];
    let close = |value: &Value, expected: f64| (value.as_f64().unwrap() - expected).abs() < 1e-12;
    assert!(close(&e["semi_horizontal"], 100.0 / 19.6), "{e}");
    assert!(close(&e["semi_vertical"], 100.0 / 39.2), "{e}");
    assert!(close(&e["centre"]["x"], 0.0) && close(&e["centre"]["y"], 100.0 / 39.2));
    assert!(close(&e["eccentricity"], 3f64.sqrt() / 2.0));
    let apogees = report["apogees"].as_array().unwrap();
    assert_eq!(apogees.len(), 9);
    for (k, apogee) in apogees.iter().enumerate() {
        // The highest point of the throw at θ, from the motion: t = v sin θ / g.
        let angle = std::f64::consts::PI * k as f64 / 8.0;
        let t = 10.0 * angle.sin() / 9.8;
        assert!(close(&apogee["angle"], angle));
        assert!((apogee["point"]["x"].as_f64().unwrap() - 10.0 * angle.cos() * t).abs() < 1e-9);
        assert!(
            (apogee["point"]["y"].as_f64().unwrap() - (10.0 * angle.sin() * t - 4.9 * t * t)).abs()
                < 1e-9
        );
    }
}

#[test]
fn the_summaries_print() {
    let output = snipelab(&["withoutwords", "lozenges"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("4×5×3 hexagon, seed 1"), "{text}");
    assert!(text.contains("as the proof says"), "{text}");
    let output = snipelab(&["withoutwords", "apogees"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("eccentricity 0.866025"), "{text}");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    assert_fails(&["withoutwords", "lozenges", "--a", "0"], "side");
    assert_fails(&["withoutwords", "lozenges", "--c", "201"], "200");
    assert_fails(&["withoutwords", "lozenges", "--seed", "x"], "--seed");
    assert_fails(&["withoutwords", "apogees", "--v", "0"], "speed");
    assert_fails(&["withoutwords", "apogees", "--g", "NaN"], "gravity");
    assert_fails(&["withoutwords", "apogees", "--v", "-1"], "speed");
    assert_fails(&["withoutwords", "apogees", "--throws", "1"], "--throws");
    assert_fails(&["withoutwords"], "usage");
}
