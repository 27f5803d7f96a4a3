//! The years ranked from most to least likely under one model: the only source a headline about
//! "the least likely tournament" may quote. The 2018 post's "2018 was the most unlikely" held for
//! the record through 2018; with later years added, which year is last is a computed fact that
//! depends on the model, so the page states it from [`ranking`], never from a post's wording.

use serde::{Deserialize, Serialize};

use super::{History, YearSummary};

/// The years of a history, most likely first, and the two ends a headline names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ranking {
    /// Every year, most likely first (ties in year order).
    pub years: Vec<YearSummary>,
}

impl Ranking {
    /// The most likely year.
    pub fn most_likely(&self) -> Option<&YearSummary> {
        self.years.first()
    }

    /// The least likely year.
    pub fn least_likely(&self) -> Option<&YearSummary> {
        self.years.last()
    }

    /// The `i`-th least likely year (0 is the least likely).
    pub fn from_the_bottom(&self, i: usize) -> Option<&YearSummary> {
        self.years
            .len()
            .checked_sub(i + 1)
            .and_then(|j| self.years.get(j))
    }
}

/// The years of `history` ranked by their prior probability under its model.
pub fn ranking(history: &History) -> Ranking {
    let mut years = history.years.clone();
    years.sort_by_key(|y| (y.rank, y.year));
    Ranking { years }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bracket::{
        Model, Strength, Tournament, game_odds, history, observed_16_over_1, tournaments,
    };

    /// Independently of `summarize` and its log sums: each year's probability as the plain
    /// product of its 63 game probabilities, years sorted by it, least likely last.
    fn by_product(all: &[Tournament], model: &Model) -> Vec<u16> {
        let mut priced: Vec<(f64, u16)> = all
            .iter()
            .map(|t| {
                let p: f64 = game_odds(&t.field, t.outcome, model)
                    .iter()
                    .map(|g| g.probability)
                    .product();
                (p, t.year)
            })
            .collect();
        priced.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        priced.into_iter().map(|(_, y)| y).collect()
    }

    #[test]
    fn the_ranking_agrees_with_plain_products_under_both_strengths() {
        let all = tournaments().unwrap();
        let latest = all.iter().map(|t| t.year).max().unwrap();
        let p16 = observed_16_over_1(&all, latest).unwrap().p16();
        for strength in [Strength::NORMAL, Strength::Linear] {
            let model = Model::new(strength, p16).unwrap();
            let r = ranking(&history(&all, &model));
            let years: Vec<u16> = r.years.iter().map(|y| y.year).collect();
            assert_eq!(years, by_product(&all, &model), "{strength:?}");
            assert_eq!(r.years.len(), all.len());
            assert!(r.years.windows(2).all(|w| w[0].rank <= w[1].rank));
        }
    }

    #[test]
    fn through_2026_the_default_model_puts_2023_last_and_2018_next() {
        // The report on the page's default (normal strength, n = 351, p16 observed
        // through the latest year): 2023 ranks 41 of 41 and 2018 40, not the 2018 post's "2018
        // was the most unlikely". The 2018 post's own claim, on the record through 2018, is
        // pinned in `history`'s tests.
        let all: Vec<Tournament> = tournaments()
            .unwrap()
            .into_iter()
            .filter(|t| t.year <= 2026)
            .collect();
        assert_eq!(all.len(), 41);
        let p16 = observed_16_over_1(&all, 2026).unwrap().p16();
        let r = ranking(&history(&all, &Model::new(Strength::NORMAL, p16).unwrap()));
        let last = r.least_likely().unwrap();
        assert_eq!((last.year, last.rank), (2023, 41));
        let next = r.from_the_bottom(1).unwrap();
        assert_eq!((next.year, next.rank), (2018, 40));
        assert_eq!(r.most_likely().map(|y| y.year), Some(2007));
        assert!(r.from_the_bottom(41).is_none());
    }
}
