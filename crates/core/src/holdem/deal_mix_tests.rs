//! Tests of the deal mix (a tiny case by hand, a brute force over the 1,326 deals, the sum)
//! and of the post's words about it, on the committed solution and on made-up tables that meet
//! or miss each statement.

use super::*;
use crate::holdem::Hand;
use crate::holdem::claims::tests::{POST_FILE, read, table_with};

fn total(mix: &AliceMix) -> f64 {
    mix.fold + mix.call + mix.raise_share()
}

#[test]
fn a_tiny_case_by_hand() {
    // AA (6 deals) always raises by 5; 72o (12 deals) raises by 2 half the time.
    let table = table_with(&[("AA", &[("5", 1.0)]), ("72o", &[("2", 0.5)])]);
    let mix = table.deal_mix();
    assert!(
        (mix.raise[3] - 6.0 / 1326.0).abs() < 1e-15,
        "{:?}",
        mix.raise
    );
    assert!(
        (mix.raise[0] - 6.0 / 1326.0).abs() < 1e-15,
        "{:?}",
        mix.raise
    );
    assert!((mix.call - 1314.0 / 1326.0).abs() < 1e-15, "{}", mix.call);
    assert_eq!(mix.fold, 0.0);
    assert!(mix.raise.iter().skip(4).all(|&p| p == 0.0));
    assert!(mix.raise[1..3].iter().all(|&p| p == 0.0));
}

#[test]
fn the_mix_sums_to_one_and_matches_every_deal_counted_one_by_one() {
    let table = read(POST_FILE);
    let mix = table.deal_mix();
    assert!((total(&mix) - 1.0).abs() < 1e-12, "{}", total(&mix));
    // Brute force: each of the 1,326 hands with its own class's mix (scaled to sum 1).
    let hands = Hand::all();
    assert_eq!(hands.len(), DEALS);
    let mut call = 0.0;
    let mut raise = vec![0.0; table.raises.len()];
    for hand in hands {
        let row = table.mix(hand.class());
        let sum = total(row);
        call += row.call / sum;
        for (r, p) in raise.iter_mut().zip(&row.raise) {
            *r += p / sum;
        }
    }
    assert!((mix.call - call / 1326.0).abs() < 1e-12);
    for (k, r) in raise.iter().enumerate() {
        assert!((mix.raise[k] - r / 1326.0).abs() < 1e-12, "size {k}");
    }
}

#[test]
fn the_posts_game_confirms_the_plots_words_but_not_the_87s_raises() {
    let table = read(POST_FILE);
    let mix = table.deal_mix();
    // The committed solution: call 43.5%; 4..7 between 6.8% and 9.8%; 8 at 4.6%; 8..16 at
    // least 1.29%; 17 at 0.14%; 20 the most frequent above 16 (1.95%); 24 at 0.01%.
    assert!((mix.call - 0.4354).abs() < 1e-3, "{}", mix.call);
    assert!((mix.raise[3] - 0.098).abs() < 1e-3, "{:?}", mix.raise);
    let checks = table.deal_mix_observations();
    assert_eq!(checks.len(), 5);
    for c in &checks {
        assert_eq!(c.verdict, Verdict::Confirmed, "{c:?}");
        assert!(c.why.is_empty(), "{c:?}");
    }
    assert!(checks[0].found.contains("43.5%"), "{checks:?}");
    assert!(
        checks[1].found.contains("outside them is 8 (4.6%)"),
        "{checks:?}"
    );
    assert!(
        checks[2].found.contains("the next size, 17 (0.14%)"),
        "{checks:?}"
    );
    assert!(
        checks[3]
            .found
            .contains("are 20 (2.0% of deals) and 21 (1.8%)."),
        "{checks:?}"
    );
    // 87s: 13 at 32.1%, 22 at 20.0%, 21 at 16.8%, 16 at only 4.0%.
    let s87 = table.suited_87();
    assert_eq!(s87.verdict, Verdict::NotReproduced, "{s87:?}");
    assert_eq!(
        s87.found,
        "87s's most likely raises are 13 (32.1%), 22 (20.0%), 21 (16.8%); the post's 16 (4.0%)."
    );
    assert!(s87.why.contains("equilibria"), "{s87:?}");
    assert_eq!(table.observations()[3], s87);
}

#[test]
fn a_mix_meeting_the_words_is_confirmed_and_one_missing_them_is_not() {
    // 87s exactly as the post says: confirmed.
    let post = table_with(&[("87s", &[("13", 0.40), ("16", 0.10), ("22", 0.29)])]);
    assert_eq!(post.suited_87().verdict, Verdict::Confirmed);
    // The right sizes, but 13 at 30%: ten points off.
    let off = table_with(&[("87s", &[("13", 0.30), ("16", 0.10), ("22", 0.29)])]);
    assert_eq!(off.suited_87().verdict, Verdict::NotReproduced);
    // The right shares, but 21 more likely than 16.
    let order = table_with(&[(
        "87s",
        &[("13", 0.40), ("16", 0.10), ("22", 0.29), ("21", 0.11)],
    )]);
    assert_eq!(order.suited_87().verdict, Verdict::NotReproduced);

    // Every class calls but AA, which raises by 5 (0.45% of deals) and by 40 (0.03%): the
    // moderate raises hold; nothing trails off; nothing above 16 but 40; 40 is rare enough.
    let bare = table_with(&[("AA", &[("5", 0.95), ("40", 0.05)])]);
    let checks = bare.deal_mix_observations();
    assert_eq!(checks[0].verdict, Verdict::NotReproduced, "{checks:?}");
    assert_eq!(checks[1].verdict, Verdict::NotReproduced, "{checks:?}");
    assert_eq!(checks[2].verdict, Verdict::NotReproduced, "{checks:?}");
    assert_eq!(checks[3].verdict, Verdict::NotReproduced, "{checks:?}");
    assert!(
        checks[3].found.contains("are 40 (0.02% of deals)"),
        "{checks:?}"
    );
    assert_eq!(checks[4].verdict, Verdict::Confirmed, "{checks:?}");
    // Raising by 3 on 0.9% of deals is not "almost never".
    let threes = table_with(&[("72o", &[("3", 1.0)])]).deal_mix_observations();
    assert_eq!(threes[4].verdict, Verdict::NotReproduced, "{threes:?}");
    assert!(threes[4].found.contains("by 2 or 3 on 0.90%"), "{threes:?}");
}

#[test]
fn a_grid_without_the_sizes_cannot_check_them() {
    let mut table = table_with(&[]);
    table.raises = vec![2.0, 3.0, 30.0];
    for mix in &mut table.alice {
        mix.raise.truncate(3);
    }
    let checks = table.deal_mix_observations();
    let verdicts: Vec<Verdict> = checks.iter().map(|c| c.verdict).collect();
    assert_eq!(
        verdicts,
        [
            Verdict::NotReproduced,
            Verdict::CannotCheck,
            Verdict::CannotCheck,
            Verdict::CannotCheck,
            Verdict::Confirmed
        ]
    );
    assert_eq!(table.suited_87().verdict, Verdict::CannotCheck);
    assert!((total(&table.deal_mix()) - 1.0).abs() < 1e-12);
}
