//! The tournaments: the year files of `data/ncaa/`, embedded at build time and parsed here.
//!
//! Format (`data/ncaa/README.md`): 64 lines of `name<TAB>seed<TAB>wins`, in bracket order. Round
//! r is played inside aligned blocks of 2^r lines; the survivor of each half (wins ≥ r − 1) meet,
//! and the one with wins ≥ r wins. Lines 1–16, 17–32, 33–48 and 49–64 are the four regions, each
//! in the seed order [`REGION_SEED_ORDER`], and region 1 meets region 2 in the Final Four.

use super::picks::Played;
use super::{Error, GAMES, Picks, ROUNDS, TEAMS};
use serde::{Deserialize, Serialize};

// `YEAR_FILES`: (file name, contents) of every `data/ncaa/YYYY.txt`, written by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/ncaa_years.rs"));

/// The seeds of a region in line order, the same in every file: 1 plays 16, 8 plays 9, and so on,
/// with the better seed of each game on top.
pub const REGION_SEED_ORDER: [u8; 16] = [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11];

/// A team in a year's bracket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// As in the data: CamelCase ASCII, e.g. `LoyolaChicago`.
    pub name: String,
    /// 1 (best) to 16.
    pub seed: u8,
}

/// The 64 teams of a year in bracket order (line 1 first), seeds in [`REGION_SEED_ORDER`] in
/// every region. Only built by the parser or by checked deserialisation, so a field always has
/// 64 teams with the standard seeds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<Team>", into = "Vec<Team>")]
pub struct Field(Vec<Team>);

impl TryFrom<Vec<Team>> for Field {
    type Error = Error;
    fn try_from(teams: Vec<Team>) -> Result<Field, Error> {
        if teams.len() != TEAMS {
            return Err(Error::Parameter(format!(
                "a field has 64 teams, not {}",
                teams.len()
            )));
        }
        for (line, (team, seed)) in teams.iter().zip(standard_seeds()).enumerate() {
            if team.seed != seed {
                return Err(Error::Parameter(format!(
                    "line {} of a field must be seed {seed}, not {}",
                    line + 1,
                    team.seed
                )));
            }
        }
        Ok(Field(teams))
    }
}

impl From<Field> for Vec<Team> {
    fn from(field: Field) -> Vec<Team> {
        field.0
    }
}

/// The seeds of all 64 lines: [`REGION_SEED_ORDER`] four times.
pub(crate) fn standard_seeds() -> [u8; TEAMS] {
    std::array::from_fn(|line| REGION_SEED_ORDER[line % 16])
}

impl Field {
    /// The teams in line order.
    pub fn teams(&self) -> &[Team] {
        &self.0
    }

    /// The 63 games of bracket `picks` played by this field, in game order (see [`Picks`]).
    pub fn games(&self, picks: Picks) -> Vec<Game> {
        picks
            .played()
            .into_iter()
            .filter_map(|played| self.game(played))
            .collect()
    }

    fn game(&self, played: Played) -> Option<Game> {
        Some(Game {
            index: played.index,
            round: played.round,
            // Regions hold lines 16r … 16r + 15 and meet from the Final Four on.
            region: (played.round <= 4).then(|| u8::try_from(played.winner / 16 + 1).unwrap_or(0)),
            winner: self.0.get(played.winner)?.clone(),
            loser: self.0.get(played.loser)?.clone(),
        })
    }
}

/// One game of a bracket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Its number in the bracket code, 0–62 (see [`Picks`]).
    pub index: usize,
    /// 1 = first round … 6 = championship.
    pub round: u8,
    /// Region 1–4 (the file's quarters, whose names the data do not record) for rounds 1–4;
    /// `None` for the Final Four and the championship.
    pub region: Option<u8>,
    /// The team that won.
    pub winner: Team,
    /// The team that lost.
    pub loser: Team,
}

impl Game {
    /// An upset: "the winner's seed number is larger than the loser's" (equal seeds are not).
    pub fn is_upset(&self) -> bool {
        self.winner.seed > self.loser.seed
    }
}

/// One year's tournament: its field and what happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The year, from the file name.
    pub year: u16,
    /// The 64 teams.
    pub field: Field,
    /// The actual outcome as a bracket.
    pub outcome: Picks,
}

impl Tournament {
    /// The 63 games as they were played.
    pub fn games(&self) -> Vec<Game> {
        self.field.games(self.outcome)
    }

    /// The champion.
    pub fn champion(&self) -> Option<&Team> {
        let final_game = self.outcome.played().pop()?;
        self.field.0.get(final_game.winner)
    }
}

/// Every embedded tournament (every `data/ncaa/YYYY.txt` at build time), in year order.
pub fn tournaments() -> Result<Vec<Tournament>, Error> {
    YEAR_FILES
        .iter()
        .map(|(file, text)| parse_year(file, text))
        .collect()
}

/// Parses one year file. `file` is its name, `YYYY.txt`, which gives the year. Everything is
/// checked: 64 lines of three tab-separated fields, the seed order, and that the win counts
/// describe a bracket (in every block of 2^r lines exactly one team won r games or more). The
/// error names the file and the first bad line.
pub fn parse_year(file: &str, text: &str) -> Result<Tournament, Error> {
    let fail = |line: Option<usize>, message: String| Error::Data {
        file: file.to_string(),
        line,
        message,
    };
    let year = file
        .strip_suffix(".txt")
        .filter(|stem| stem.len() == 4)
        .and_then(|stem| stem.parse::<u16>().ok())
        .ok_or_else(|| fail(None, "the file name must be a year, as in 2018.txt".into()))?;

    let mut teams = Vec::with_capacity(TEAMS);
    let mut wins = Vec::with_capacity(TEAMS);
    for (index, row) in text.lines().enumerate() {
        let line = index + 1;
        if line > TEAMS {
            return Err(fail(
                Some(line),
                "a 64-team bracket has only 64 lines".into(),
            ));
        }
        let fields: Vec<&str> = row.split('\t').collect();
        let [name, seed, won] = fields[..] else {
            return Err(fail(
                Some(line),
                format!(
                    "expected name<TAB>seed<TAB>wins, found {} tab-separated fields in {row:?}",
                    fields.len()
                ),
            ));
        };
        if name.is_empty() || name.chars().any(char::is_whitespace) {
            return Err(fail(Some(line), format!("bad team name {name:?}")));
        }
        let expected = REGION_SEED_ORDER[index % 16];
        let seed: u8 = seed
            .parse()
            .ok()
            .filter(|s| (1..=16).contains(s))
            .ok_or_else(|| {
                fail(
                    Some(line),
                    format!("seed {seed:?} is not a number from 1 to 16"),
                )
            })?;
        if seed != expected {
            return Err(fail(
                Some(line),
                format!("{name} is seeded {seed}, but this line of a region is seed {expected}"),
            ));
        }
        let won: u8 = won.parse().ok().filter(|w| *w <= ROUNDS).ok_or_else(|| {
            fail(
                Some(line),
                format!("wins {won:?} is not a number from 0 to 6"),
            )
        })?;
        teams.push(Team {
            name: name.to_string(),
            seed,
        });
        wins.push(won);
    }
    if teams.len() < TEAMS {
        return Err(fail(
            Some(teams.len() + 1),
            format!(
                "missing: the file ends after {} teams, and a bracket has 64",
                teams.len()
            ),
        ));
    }

    let outcome = outcome_from_wins(&wins).map_err(|(line, message)| fail(Some(line), message))?;
    Ok(Tournament {
        year,
        field: Field(teams),
        outcome,
    })
}

/// The bracket whose winners are given by the win counts of the 64 lines, or the (1-based) line
/// and reason why the counts are not a bracket. Round r's game in block b (lines b·2^r … ) is
/// won by the one team there with at least r wins; its pick bit says which half it came from.
fn outcome_from_wins(wins: &[u8]) -> Result<Picks, (usize, String)> {
    let mut bits = 0u64;
    let mut game = 0;
    for round in 1..=ROUNDS {
        let size = 1usize << round;
        for (block, counts) in wins.chunks(size).enumerate() {
            let start = block * size;
            let mut winners = counts
                .iter()
                .enumerate()
                .filter(|(_, w)| **w >= round)
                .map(|(i, _)| start + i);
            let range = format!("lines {}-{}", start + 1, start + size);
            let Some(winner) = winners.next() else {
                return Err((
                    start + 1,
                    format!("{range}: no team is credited with winning its round-{round} game"),
                ));
            };
            if let Some(other) = winners.next() {
                return Err((
                    other + 1,
                    format!(
                        "{range}: lines {} and {} both won {round} or more games, but only one can win their round-{round} game",
                        winner + 1,
                        other + 1
                    ),
                ));
            }
            if winner - start >= size / 2 {
                bits |= 1 << game;
            }
            game += 1;
        }
    }
    debug_assert_eq!(game, GAMES);
    Picks::try_from(bits).map_err(|e| (1, e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 2018 file, as shipped.
    fn text_2018() -> &'static str {
        YEAR_FILES
            .iter()
            .find(|(file, _)| *file == "2018.txt")
            .map(|(_, text)| *text)
            .unwrap()
    }

    /// The file with line `line` (1-based) replaced by `row`.
    fn with_line(line: usize, row: &str) -> String {
        let mut rows: Vec<&str> = text_2018().lines().collect();
        rows[line - 1] = row;
        rows.join("\n") + "\n"
    }

    fn error_of(file: &str, text: &str) -> (Option<usize>, String) {
        match parse_year(file, text) {
            Err(Error::Data {
                file: f,
                line,
                message,
            }) => {
                assert_eq!(f, file);
                (line, message)
            }
            other => panic!("expected a data error, got {other:?}"),
        }
    }

    #[test]
    fn every_embedded_year_parses() {
        let all = tournaments().unwrap();
        let years: Vec<u16> = all.iter().map(|t| t.year).collect();
        // 1985 to 2026 without 2020, which was cancelled.
        let expected: Vec<u16> = (1985..=2026).filter(|y| *y != 2020).collect();
        assert_eq!(years, expected);
        for t in &all {
            let games = t.games();
            assert_eq!(games.len(), GAMES);
            // Each team's wins in the file = games it won here.
            for team in t.field.teams() {
                let won = games.iter().filter(|g| g.winner == *team).count();
                let lost = games.iter().filter(|g| g.loser == *team).count();
                assert!(lost <= 1, "{} {}", t.year, team.name);
                assert_eq!(lost == 0, t.champion() == Some(team));
                assert!(won <= 6);
            }
        }
    }

    #[test]
    fn years_match_the_record_books() {
        let all = tournaments().unwrap();
        let year = |y: u16| all.iter().find(|t| t.year == y).unwrap();
        let champion = |y: u16| year(y).champion().unwrap().name.clone();
        assert_eq!(champion(1985), "Villanova");
        assert_eq!(champion(2007), "Florida");
        assert_eq!(champion(2018), "Villanova");
        assert_eq!(champion(2025), "Florida");
        // 2018: UMBC (16) over Virginia (1) in the first round of region 3.
        let umbc = year(2018)
            .games()
            .into_iter()
            .find(|g| g.winner.name == "UMBC")
            .unwrap();
        assert_eq!(
            (umbc.round, umbc.region, umbc.loser.name.as_str()),
            (1, Some(3), "Virginia")
        );
        assert!(umbc.is_upset());
        // 2025: all four #1 seeds in the Final Four (the second time, after 2008).
        for y in [2008, 2025] {
            let final_four: Vec<u8> = year(y)
                .games()
                .iter()
                .filter(|g| g.round == 5)
                .flat_map(|g| [g.winner.seed, g.loser.seed])
                .collect();
            assert_eq!(final_four, vec![1, 1, 1, 1], "{y}");
        }
    }

    #[test]
    fn malformed_files_name_the_file_and_line() {
        let cases: Vec<(String, usize, &str)> = vec![
            (with_line(5, "WichitaSt\t4"), 5, "tab-separated"),
            (with_line(5, "WichitaSt\t4\t0\textra"), 5, "tab-separated"),
            (with_line(7, "WestVirginia\tfive\t2"), 7, "seed"),
            (with_line(7, "WestVirginia\t17\t2"), 7, "seed"),
            (with_line(7, "WestVirginia\t6\t2"), 7, "seed 5"),
            (with_line(9, "Purdue\t2\t7"), 9, "wins"),
            (with_line(9, "Purdue\t2\t-1"), 9, "wins"),
            (with_line(9, "\t2\t2"), 9, "team name"),
            (with_line(9, "Pur due\t2\t2"), 9, "team name"),
            (with_line(12, ""), 12, "tab-separated"),
            // Radford (line 2) also credited with a first-round win: two winners.
            (with_line(2, "Radford\t16\t1"), 2, "both won"),
            // Villanova credited with nothing: lines 1-2 have no winner.
            (with_line(1, "Villanova\t1\t0"), 1, "no team"),
            // Kansas (line 17) credited with 6 wins: two Final Four winners in lines 1-32.
            (with_line(17, "Kansas\t1\t6"), 17, "both won 5"),
            (
                text_2018().lines().take(63).collect::<Vec<_>>().join("\n"),
                64,
                "missing",
            ),
            (format!("{}Extra\t1\t0\n", text_2018()), 65, "only 64"),
            (String::new(), 1, "missing"),
        ];
        for (text, line, words) in cases {
            let (got_line, message) = error_of("2018.txt", &text);
            assert_eq!(got_line, Some(line), "{message}");
            assert!(
                message.contains(words),
                "{message} should mention {words:?}"
            );
            let shown = parse_year("2018.txt", &text).unwrap_err().to_string();
            assert!(
                shown.starts_with(&format!("2018.txt, line {line}: ")),
                "{shown}"
            );
        }
        for file in ["18.txt", "2018.csv", "abcd.txt", "2018", "99999.txt"] {
            let (line, message) = error_of(file, text_2018());
            assert_eq!(line, None);
            assert!(message.contains("file name"), "{message}");
        }
        // Windows line endings are fine; trailing garbage bytes are not a panic.
        assert!(parse_year("2018.txt", &text_2018().replace('\n', "\r\n")).is_ok());
        assert!(parse_year("2018.txt", "\u{0}\t\u{ffff}\t\u{10ffff}").is_err());
    }

    #[test]
    fn fields_deserialise_only_when_well_formed() {
        let all = tournaments().unwrap();
        let json = serde_json::to_string(&all[0]).unwrap();
        assert_eq!(serde_json::from_str::<Tournament>(&json).unwrap(), all[0]);
        let teams: Vec<Team> = all[0].field.teams().to_vec();
        assert!(Field::try_from(teams[..63].to_vec()).is_err());
        let mut swapped = teams.clone();
        swapped.swap(0, 1);
        assert!(
            Field::try_from(swapped)
                .unwrap_err()
                .to_string()
                .contains("line 1")
        );
    }
}
