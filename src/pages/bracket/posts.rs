//! The 2018 post's own figures beside this page's: its chalk odds at p(16 beats 1) = 1/136 and
//! its "2018 was the most unlikely", recomputed with the page's model on the data the post had.

use snipelab_core::bracket::{
    self, History, Model, Picks, Strength, Tournament, observed_16_over_1, one_in, ranking,
};

use super::view::format_probability;

/// The year of the post "2018 was the most unlikely tournament so far", calibrated on the record
/// through that year.
const POST_YEAR: u16 = 2018;

/// The sentence comparing the post's figures with the page's, or `None` if the data does not
/// reach the post's year.
pub fn posts_text(
    tournaments: &[Tournament],
    normal: &History,
    linear: &History,
) -> Option<String> {
    let observed = observed_16_over_1(tournaments, POST_YEAR).ok()?;
    let p = observed.p16();
    let normal_post = Model::new(Strength::NORMAL, p).ok()?;
    let linear_post = Model::new(Strength::Linear, p).ok()?;
    let chalk = |m: &Model| one_in(bracket::summarize(Picks::CHALK, m).log10_probability);
    let then: Vec<Tournament> = tournaments
        .iter()
        .filter(|t| t.year <= POST_YEAR)
        .cloned()
        .collect();
    let then_ranking = ranking(&bracket::history(&then, &normal_post));
    let least_then = then_ranking.least_likely()?;
    let verdict = if least_then.year == POST_YEAR {
        format!(
            "this page's normal model agrees: {POST_YEAR} is the least likely of those {} years",
            then.len()
        )
    } else {
        format!(
            "this page's normal model ranks {} the least likely of those {} years",
            least_then.year,
            then.len()
        )
    };
    Some(format!(
        "The {POST_YEAR} post set p(16 beats 1) = {} ({} #16 win in {} games through {POST_YEAR}) and gave a \
         chalk bracket (every favourite wins) 1 in 90 billion under normal strength and 1 in 186 billion under \
         linear strength; with that calibration this page's models give 1 in {} and 1 in {}, and with the \
         settings in view (p(16 beats 1) = {}) 1 in {} and 1 in {}. The post also found {POST_YEAR} \
         \u{201c}the most unlikely\u{201d} tournament so far; with its calibration on the years up to \
         {POST_YEAR}, {verdict}.",
        format_probability(p),
        observed.upsets,
        observed.games,
        chalk(&normal_post),
        chalk(&linear_post),
        format_probability(normal.model.p16()),
        normal.chalk.one_in,
        linear.chalk.one_in,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_posts_chalk_figures_are_recomputed_at_1_in_136() {
        let tournaments = bracket::tournaments().unwrap();
        let p = 1.0 / 82.0;
        let normal = bracket::history(&tournaments, &Model::new(Strength::NORMAL, p).unwrap());
        let linear = bracket::history(&tournaments, &Model::new(Strength::Linear, p).unwrap());
        let text = posts_text(&tournaments, &normal, &linear).unwrap();
        assert!(
            text.contains("p(16 beats 1) = 1/136 (1 #16 win in 136 games through 2018)"),
            "{text}"
        );
        assert!(
            text.contains("1 in 90 billion under normal strength"),
            "{text}"
        );
    }
}
