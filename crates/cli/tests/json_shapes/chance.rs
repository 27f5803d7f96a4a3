//! Probabilities: coins, santa, truecount, war, wow and scrabble, each checked against a brute
//! force over every equally likely case (or the seed's figure where that is out of reach).

use std::collections::BTreeMap;

use crate::{assert_close, assert_shape, f, fraction, items, json, q, snipelab, u};

/// Every permutation of `0..n`, in no particular order.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(n - 1) {
        for at in 0..n {
            let mut p = shorter.clone();
            p.insert(at, n - 1);
            all.push(p);
        }
    }
    all
}

/// HH vs HT over all 2^flips sequences: (Alice's HH count − Bob's HT count) → sequences.
fn coin_differences(flips: u32) -> BTreeMap<i64, u64> {
    let mut differences = BTreeMap::new();
    for bits in 0u32..1 << flips {
        let heads = |i: u32| bits >> i & 1 == 1;
        let (mut hh, mut ht) = (0i64, 0i64);
        for i in 1..flips {
            match (heads(i - 1), heads(i)) {
                (true, true) => hh += 1,
                (true, false) => ht += 1,
                _ => {}
            }
        }
        *differences.entry(hh - ht).or_insert(0) += 1;
    }
    differences
}

#[test]
fn coins() {
    let report = json(&["coins", "--n", "4", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.alice_wins: string
         $.bob_wins: string
         $.differences: array
         $.differences[]: object
         $.differences[].difference: number
         $.differences[].p: number
         $.differences[].sequences: string
         $.flips: number
         $.p_alice: number
         $.p_bob: number
         $.p_tie: number
         $.sequences: string
         $.ties: string",
    );
    // By brute force: Alice wins 4 of the 16 sequences, Bob 6, 6 tie; and the distribution.
    let brute = coin_differences(4);
    let count = |pick: fn(&i64) -> bool| {
        brute
            .iter()
            .filter(|(d, _)| pick(d))
            .map(|(_, n)| n)
            .sum::<u64>()
    };
    let (alice, bob, tie) = (count(|d| *d > 0), count(|d| *d < 0), count(|d| *d == 0));
    assert_eq!((alice, bob, tie), (4, 6, 6));
    for (field, expected) in [
        ("sequences", 16),
        ("alice_wins", alice),
        ("bob_wins", bob),
        ("ties", tie),
    ] {
        assert_eq!(report[field], expected.to_string(), "{field}");
    }
    assert_eq!(f(&report["p_alice"]), 0.25);
    let differences: BTreeMap<i64, u64> = items(&report["differences"])
        .iter()
        .map(|d| {
            let sequences: u64 = d["sequences"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap();
            assert_eq!(f(&d["p"]), sequences as f64 / 16.0);
            (d["difference"].as_i64().unwrap(), sequences)
        })
        .collect();
    assert_eq!(differences, brute);

    let curve = json(&["coins", "--n", "5", "--curve", "--json"]);
    assert_shape(
        &curve,
        "$: array
         $[]: object
         $[].flips: number
         $[].p_alice: number
         $[].p_bob: number
         $[].p_tie: number",
    );
    for (point, flips) in items(&curve).iter().zip(1u32..) {
        let brute = coin_differences(flips);
        let p = |pick: fn(&i64) -> bool| {
            brute
                .iter()
                .filter(|(d, _)| pick(d))
                .map(|(_, n)| *n)
                .sum::<u64>() as f64
                / f64::from(1 << flips)
        };
        assert_eq!(u(&point["flips"]), u64::from(flips));
        assert_close(f(&point["p_alice"]), p(|d| *d > 0), 1e-15);
        assert_close(f(&point["p_bob"]), p(|d| *d < 0), 1e-15);
        assert_close(f(&point["p_tie"]), p(|d| *d == 0), 1e-15);
    }
    assert_eq!(items(&curve).len(), 5);
}

/// Secret Santa with `couples` couples (person p's partner is p ^ 1), by brute force:
/// (P(a random cyclic order has nobody give to their partner), P(a hat drawing is accepted:
/// nobody draws themself or their partner)), as exact fractions.
fn santa_brute_force(couples: usize) -> ((i128, i128), (i128, i128)) {
    let people = 2 * couples;
    // Cyclic orders: person 0 first, the others in every order.
    let rest = permutations(people - 1);
    let good_cycles = rest
        .iter()
        .filter(|p| {
            let order: Vec<usize> = std::iter::once(0).chain(p.iter().map(|x| x + 1)).collect();
            (0..people).all(|i| order[(i + 1) % people] != order[i] ^ 1)
        })
        .count();
    let draws = permutations(people);
    let accepted = draws
        .iter()
        .filter(|draw| {
            draw.iter()
                .enumerate()
                .all(|(giver, &taker)| taker != giver && taker != giver ^ 1)
        })
        .count();
    (
        q(good_cycles as i128, rest.len() as i128),
        q(accepted as i128, draws.len() as i128),
    )
}

#[test]
fn santa() {
    let odds = json(&["santa", "--n", "3", "--json"]);
    assert_shape(
        &odds,
        "$: object
         $.couples: number
         $.cyclic_limit: number
         $.expected_hat_drawings: number
         $.hat_limit: number
         $.p_cyclic: number
         $.p_cyclic_exact: string
         $.p_hat: number
         $.p_hat_exact: string
         $.people: number",
    );
    let (cyclic, hat) = santa_brute_force(3);
    assert_eq!((cyclic, hat), (q(4, 15), q(1, 9)));
    assert_eq!(fraction(&odds["p_cyclic_exact"]), cyclic);
    assert_eq!(fraction(&odds["p_hat_exact"]), hat);
    assert_eq!(f(&odds["expected_hat_drawings"]), 9.0);
    assert_eq!(f(&odds["cyclic_limit"]), (-1f64).exp());
    assert_close(f(&odds["hat_limit"]), (-2f64).exp(), 1e-15);

    let curve = json(&["santa", "--n", "3", "--curve", "--json"]);
    assert_shape(
        &curve,
        "$: array
         $[]: object
         $[].couples: number
         $[].p_cyclic: number
         $[].p_hat: number",
    );
    assert_eq!(items(&curve).len(), 3);
    for (point, couples) in items(&curve).iter().zip(1..) {
        let ((a, b), (c, d)) = santa_brute_force(couples);
        assert_eq!(u(&point["couples"]), couples as u64);
        assert_close(f(&point["p_cyclic"]), a as f64 / b as f64, 1e-15);
        assert_close(f(&point["p_hat"]), c as f64 / d as f64, 1e-15);
    }

    let circle = json(&["santa", "--n", "4", "--draw", "--seed", "2", "--json"]);
    assert_shape(
        &circle,
        "$: object
         $.couples: number
         $.order: array
         $.order[]: number
         $.partner_gifts: array
         $.partner_gifts[]: number",
    );
    // A seed draws the same circle every time.
    assert_eq!(
        circle,
        json(&["santa", "--n", "4", "--draw", "--seed", "2", "--json"])
    );
    let order: Vec<u64> = items(&circle["order"]).iter().map(u).collect();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(
        sorted,
        (0..8).collect::<Vec<u64>>(),
        "a cyclic order of the 8 people"
    );
    let gifts: Vec<u64> = items(&circle["partner_gifts"]).iter().map(u).collect();
    let expected: Vec<u64> = (0..8)
        .filter(|&i| order[(i + 1) % 8] == order[i] ^ 1)
        .map(|i| i as u64)
        .collect();
    assert_eq!(
        gifts, expected,
        "partner_gifts lists the givers whose next is their partner"
    );
}

#[test]
fn truecount() {
    let report = json(&["truecount", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.averages: array
         $.averages[]: object
         $.averages[].agrees: bool
         $.averages[].average: number
         $.averages[].average_exact: string
         $.averages[].description: string
         $.averages[].rule: object
         $.averages[].rule.burn?: number
         $.averages[].rule.coin_flips?: object
         $.averages[].rule.coin_flips.max_heads: number
         $.averages[].rule.until_rank?: object
         $.averages[].rule.until_rank.max_cards: number
         $.averages[].rule.until_rank.rank: number
         $.bug_revealed: bool
         $.buggy: bool
         $.cards: number
         $.expected_value: number
         $.expected_value_exact: string
         $.shoe: array
         $.shoe[]: number
         $.ties_push: bool",
    );
    // The seed's high card game, one card each, tie to the house: the player's expected value is
    // P(win) − P(lose) = −P(tie) by symmetry, and P(tie) counts same-rank ordered pairs.
    let shoe: Vec<i128> = items(&report["shoe"])
        .iter()
        .map(|c| u(c) as i128)
        .collect();
    assert_eq!(shoe, [4, 4, 4, 4, 4, 4, 4, 4, 4, 16]);
    let cards: i128 = shoe.iter().sum();
    let ties: i128 = shoe.iter().map(|c| c * (c - 1)).sum();
    assert_eq!(
        fraction(&report["expected_value_exact"]),
        q(-ties, cards * (cards - 1))
    );
    assert_eq!(fraction(&report["expected_value_exact"]), q(-29, 221));
    // The Extended True Count theorem: in the correct program every average equals it.
    for average in items(&report["averages"]) {
        assert_eq!(average["average_exact"], report["expected_value_exact"]);
        assert_eq!(average["agrees"], true);
    }
    assert_eq!(report["bug_revealed"], false);
    // With the post's missing line left out, the averages disagree: the bug is revealed.
    let buggy = json(&["truecount", "--buggy", "--json"]);
    assert_eq!(buggy["buggy"], true);
    assert_eq!(buggy["bug_revealed"], true);
    // Ties pushing, the game is fair by symmetry.
    let push = json(&["truecount", "--ties-push", "--json"]);
    assert_eq!(fraction(&push["expected_value_exact"]), (0, 1));
}

/// War by brute force over every deal of a deck of `ranks` × `suits` cards: P(A wins the
/// first t turns) for t = 0..=turns. A and B take alternate cards; the deal is a uniform random
/// permutation, so which cards each gets does not change the odds.
fn war_brute_force(ranks: usize, suits: usize) -> Vec<(i128, i128)> {
    let cards = ranks * suits;
    let turns = cards / 2;
    let deals = permutations(cards);
    let mut sweeps = vec![0i128; turns + 1];
    for deal in &deals {
        let rank = |i: usize| deal[i] / suits;
        let won = (0..turns)
            .take_while(|&t| rank(2 * t) > rank(2 * t + 1))
            .count();
        for count in &mut sweeps[..=won] {
            *count += 1;
        }
    }
    sweeps.iter().map(|&s| q(s, deals.len() as i128)).collect()
}

#[test]
fn war() {
    let report = json(&["war", "--ranks", "3", "--suits", "2", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.by_turn: array
         $.by_turn[]: object
         $.by_turn[].abstract_decks: number
         $.by_turn[].p: number
         $.by_turn[].p_exact: string
         $.by_turn[].turn: number
         $.by_turn[].vs_simple: number
         $.cards: number
         $.games_per_sweep: number
         $.p_sweep: number
         $.p_sweep_exact: string
         $.ranks: number
         $.simple_arithmetic: number
         $.suits: number
         $.turns: number",
    );
    let brute = war_brute_force(3, 2);
    assert_eq!(brute[3], q(1, 15));
    assert_eq!(fraction(&report["p_sweep_exact"]), brute[3]);
    let by_turn: Vec<(i128, i128)> = items(&report["by_turn"])
        .iter()
        .map(|t| fraction(&t["p_exact"]))
        .collect();
    assert_eq!(by_turn, brute);
    // The ratio to the simple arithmetic p₁ᵗ, against the brute force's exact fractions.
    for (t, turn) in items(&report["by_turn"]).iter().enumerate() {
        let (p, q) = brute[t];
        let (p1, q1) = brute[1];
        let expected = (p as f64 / q as f64) / (p1 as f64 / q1 as f64).powi(t as i32);
        let got = turn["vs_simple"].as_f64().unwrap();
        assert!(
            (got / expected - 1.0).abs() < 1e-12,
            "turn {t}: {got} vs {expected}"
        );
    }

    let table = json(&["war", "--table", "--json"]);
    assert_shape(
        &table,
        "$: array
         $[]: object
         $[].abstract_enumeration: string
         $[].agree: bool
         $[].brute_force: string
         $[].p: number
         $[].ranks: number
         $[].suits: number",
    );
    for row in items(&table) {
        assert_eq!(row["agree"], true);
        assert_eq!(row["brute_force"], row["abstract_enumeration"]);
        let (ranks, suits) = (u(&row["ranks"]) as usize, u(&row["suits"]) as usize);
        if ranks * suits <= 8 {
            let brute = war_brute_force(ranks, suits);
            assert_eq!(
                fraction(&row["brute_force"]),
                brute[brute.len() - 1],
                "{row}"
            );
        }
    }
}

/// The WOW board n×n by brute force over the 2^(n²) sets of drawn squares: for each k, how many
/// k-sets complete no row or column, so P(X > k) = that / C(n², k) and E(X) = Σ_k P(X > k).
fn wow_brute_force(n: usize) -> ((i128, i128), Vec<f64>) {
    let squares = n * n;
    let mut open = vec![0i128; squares + 1];
    for set in 0u32..1 << squares {
        let drawn = |r: usize, c: usize| set >> (r * n + c) & 1 == 1;
        let line = (0..n).any(|r| (0..n).all(|c| drawn(r, c)))
            || (0..n).any(|c| (0..n).all(|r| drawn(r, c)));
        if !line {
            open[set.count_ones() as usize] += 1;
        }
    }
    let choose = |k: usize| (0..k).fold(1i128, |c, i| c * (squares - i) as i128 / (i as i128 + 1));
    let mut expected = (0, 1);
    let mut cdf = Vec::new();
    for (k, &o) in open.iter().enumerate() {
        let (a, b) = expected;
        expected = q(a * choose(k) + o * b, b * choose(k));
        cdf.push(1.0 - o as f64 / choose(k) as f64);
    }
    (expected, cdf)
}

#[test]
fn wow() {
    let report = json(&["wow", "--n", "3", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.cdf: array
         $.cdf[]: number
         $.expected: number
         $.expected_exact: string
         $.expected_ratio: number
         $.n: number",
    );
    let (expected, cdf) = wow_brute_force(3);
    assert_eq!(expected, q(71, 14));
    assert_eq!(fraction(&report["expected_exact"]), expected);
    assert_close(f(&report["expected"]), 71.0 / 14.0, 1e-14);
    assert_close(f(&report["expected_ratio"]), 71.0 / 14.0 / 9.0, 1e-14);
    let reported: Vec<f64> = items(&report["cdf"]).iter().map(f).collect();
    assert_eq!(reported.len(), cdf.len());
    for (a, b) in reported.iter().zip(&cdf) {
        // Not exact: the library's P(X ≤ k) for k < n is about 1e-15, not 0 (see the report).
        assert_close(*a, *b, 1e-12);
    }
    // The text summary's range of X agrees with the brute force's: the first k with P(X ≤ k)
    // above 0, and the first k where it reaches 1.
    let earliest = cdf.iter().position(|&p| p > 0.0).unwrap();
    let latest = cdf.iter().position(|&p| p >= 1.0).unwrap();
    let text = String::from_utf8(snipelab(&["wow", "--n", "3"]).stdout).unwrap();
    assert!(
        text.contains(&format!("earliest possible X = {earliest},"))
            && text.contains(&format!("latest possible X = {latest}")),
        "{text}"
    );

    let ratios = json(&["wow", "--ratios", "3", "--json"]);
    assert_shape(
        &ratios,
        "$: object
         $.ratios: array
         $.ratios[]: number",
    );
    let ratios: Vec<f64> = items(&ratios["ratios"]).iter().map(f).collect();
    assert_eq!(ratios.len(), 3);
    for (n, ratio) in (1..=3).zip(ratios) {
        let ((a, b), _) = wow_brute_force(n);
        assert_close(ratio, a as f64 / b as f64 / (n * n) as f64, 1e-12);
    }
}

#[test]
fn wow_beyond_the_distribution() {
    // `--exact` prints the reduced fraction alone: 71/14 by the brute force above.
    let out = snipelab(&["wow", "--n", "3", "--exact"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "71/14");
    // Above the distribution's 150, E(X) alone, without a cdf; its exact fraction agrees with
    // the independent floating-point closed form of `--ratios`.
    let report = json(&["wow", "--n", "160", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.expected: number
         $.expected_exact: string
         $.expected_ratio: number
         $.n: number",
    );
    let ratios = json(&["wow", "--ratios", "160", "--json"]);
    let by_float = f(&items(&ratios["ratios"])[159]);
    assert_close(f(&report["expected_ratio"]), by_float, 1e-11);
    let exact = report["expected_exact"].as_str().unwrap_or_default();
    let (p, q) = exact.split_once('/').unwrap_or(("", ""));
    assert!(p.len() > 100 && q.len() > 100, "{exact:.80}");
}

#[test]
fn scrabble() {
    let rack = json(&["scrabble", "--rack", "QUIZ", "--json"]);
    let rack_shape = "$: object
         $.contained: array
         $.contained[]: string
         $.near_misses: array
         $.playable: bool
         $.probability: string
         $.probability_f64: number
         $.rack: string
         $.tiles: number
         $.weight: number";
    assert_shape(&rack, rack_shape);
    // Drawing exactly I, Q, U, Z from the 100-tile bag (9 I, 1 Q, 4 U, 1 Z): 36 of C(100, 4).
    assert_eq!((u(&rack["tiles"]), u(&rack["weight"])), (4, 36));
    assert_eq!(rack["playable"], true);
    assert_eq!(
        fraction(&rack["probability"]),
        q(9 * 4, 100 * 99 * 98 * 97 / 24)
    );

    let unplayable = json(&["scrabble", "--rack", "VVWWKJQ", "--json"]);
    assert_shape(
        &unplayable,
        "$: object
         $.contained: array
         $.near_misses: array
         $.near_misses[]: object
         $.near_misses[].missing: string
         $.near_misses[].subrack: string
         $.playable: bool
         $.probability: string
         $.probability_f64: number
         $.rack: string
         $.tiles: number
         $.weight: number",
    );
    assert_eq!(unplayable["playable"], false);
    assert!(items(&unplayable["contained"]).is_empty());

    let report = json(&["scrabble", "--json"]);
    assert_shape(
        &report,
        "$: object
         $.likeliest_unplayable: array
         $.likeliest_unplayable[]: object
         $.likeliest_unplayable[].probability: number
         $.likeliest_unplayable[].rack: string
         $.likeliest_unplayable[].weight: number
         $.minimal_subracks: number
         $.post_probability: number
         $.probability: string
         $.probability_f64: number
         $.racks: number
         $.seconds: number
         $.total_weight: number
         $.unplayable_racks: number
         $.unplayable_weight: number",
    );
    // The seed: 3,199,724 distinct racks, 223 minimal subracks, P(unplayable) = 0.00788349;
    // C(100, 7) equally likely draws.
    assert_eq!(u(&report["racks"]), 3_199_724);
    assert_eq!(u(&report["minimal_subracks"]), 223);
    let draws = (0..7).fold(1u64, |c, i| c * (100 - i) / (i + 1));
    assert_eq!(u(&report["total_weight"]), draws);
    assert_eq!(
        fraction(&report["probability"]),
        q(
            i128::from(u(&report["unplayable_weight"])),
            i128::from(draws)
        )
    );
    assert_close(f(&report["probability_f64"]), 0.00788349, 5e-9);
}
