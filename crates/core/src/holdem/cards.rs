//! Cards, two-card hands and the 169 starting-hand classes.
//!
//! A card is a rank (2..A) and a suit (c, d, h, s). Text uses one character per rank
//! (`23456789TJQKA`, case-insensitive) and one per suit (`cdhs`, case-insensitive): "As", "Td",
//! "9c". The two-character "10d" is REJECTED (with the position of the '1'), so every card is
//! exactly two characters and "AsKs" parses without separators.
//!
//! Preflop, only ranks and "same suit or not" matter, so the 1,326 two-card hands fall into 169
//! classes: 13 pairs (6 combos each), 78 suited (4 each), 78 offsuit (12 each).

use serde::{Deserialize, Serialize};

/// Rank characters from the deuce (rank 0) to the ace (rank 12).
const RANK_CHARS: &[u8; 13] = b"23456789TJQKA";
/// Suit characters, suit 0..3.
const SUIT_CHARS: &[u8; 4] = b"cdhs";

/// One of the 52 cards: `index() = rank * 4 + suit`, rank 0 = deuce .. 12 = ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card(u8);

/// What is wrong with a card, hand or class in text, and at which character (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Character position in the text where the problem is.
    pub position: usize,
    /// The kind of problem.
    pub kind: ParseErrorKind,
}

/// The kinds of [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Not one of `23456789TJQKA` (the "10" spelling is rejected here).
    BadRank(char),
    /// Not one of `cdhs`.
    BadSuit(char),
    /// The text ended early or went on too long.
    BadLength {
        /// Characters expected.
        expected: usize,
        /// Characters found.
        found: usize,
    },
    /// A hand's two cards are the same card.
    DuplicateCard,
    /// A class needs a suffix: none for pairs, `s` or `o` otherwise.
    BadSuffix,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = self.position + 1;
        match &self.kind {
            ParseErrorKind::BadRank('1') => {
                write!(f, "character {at}: bad rank '1' (write T for ten, not 10)")
            }
            ParseErrorKind::BadRank(c) => {
                write!(f, "character {at}: bad rank {c:?} (one of 23456789TJQKA)")
            }
            ParseErrorKind::BadSuit(c) => {
                write!(f, "character {at}: bad suit {c:?} (one of c, d, h, s)")
            }
            ParseErrorKind::BadLength { expected, found } => {
                write!(f, "expected {expected} characters, found {found}")
            }
            ParseErrorKind::DuplicateCard => write!(f, "character {at}: the same card twice"),
            ParseErrorKind::BadSuffix => write!(
                f,
                "character {at}: a class is a pair (QQ) or two ranks with s or o (AKs, 72o)"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

fn parse_rank(c: char, position: usize) -> Result<u8, ParseError> {
    let upper = c.to_ascii_uppercase();
    RANK_CHARS
        .iter()
        .position(|&r| char::from(r) == upper)
        .map(|r| r as u8)
        .ok_or(ParseError {
            position,
            kind: ParseErrorKind::BadRank(c),
        })
}

fn parse_suit(c: char, position: usize) -> Result<u8, ParseError> {
    let lower = c.to_ascii_lowercase();
    SUIT_CHARS
        .iter()
        .position(|&s| char::from(s) == lower)
        .map(|s| s as u8)
        .ok_or(ParseError {
            position,
            kind: ParseErrorKind::BadSuit(c),
        })
}

/// Parses exactly `expected` characters, or says how many there were. A '1' anywhere is
/// reported first, as the rank it is meant to be ("10d": write T for ten).
fn chars_exact(text: &str, expected: usize) -> Result<Vec<char>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    if let Some(position) = chars.iter().position(|&c| c == '1') {
        return Err(ParseError {
            position,
            kind: ParseErrorKind::BadRank('1'),
        });
    }
    if chars.len() != expected {
        return Err(ParseError {
            position: chars.len().min(expected),
            kind: ParseErrorKind::BadLength {
                expected,
                found: chars.len(),
            },
        });
    }
    Ok(chars)
}

impl Card {
    /// The card of `rank` (0 = deuce .. 12 = ace) and `suit` (0..4); `None` out of range.
    pub fn new(rank: u8, suit: u8) -> Option<Card> {
        (rank < 13 && suit < 4).then_some(Card(rank * 4 + suit))
    }

    /// The card with `index() == index` (0..52).
    pub fn from_index(index: usize) -> Option<Card> {
        (index < 52).then_some(Card(index as u8))
    }

    /// 0..52, rank-major.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// 0 = deuce .. 12 = ace.
    pub fn rank(self) -> u8 {
        self.0 / 4
    }

    /// 0..4 for c, d, h, s.
    pub fn suit(self) -> u8 {
        self.0 % 4
    }

    /// Parses a two-character card such as "As" or "td"; "10d" is rejected.
    pub fn parse(text: &str) -> Result<Card, ParseError> {
        let chars = chars_exact(text, 2)?;
        let rank = parse_rank(chars[0], 0)?;
        let suit = parse_suit(chars[1], 1)?;
        Ok(Card(rank * 4 + suit))
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(RANK_CHARS[usize::from(self.rank())]),
            char::from(SUIT_CHARS[usize::from(self.suit())])
        )
    }
}

/// Two distinct cards, stored higher card first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand {
    high: Card,
    low: Card,
}

impl Hand {
    /// The hand of two distinct cards (in either order); `None` if they are the same card.
    pub fn new(a: Card, b: Card) -> Option<Hand> {
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(Hand { high: a, low: b }),
            std::cmp::Ordering::Less => Some(Hand { high: b, low: a }),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Parses four characters such as "AsKs".
    pub fn parse(text: &str) -> Result<Hand, ParseError> {
        let chars = chars_exact(text, 4)?;
        let card = |i: usize| -> Result<Card, ParseError> {
            let rank = parse_rank(chars[i], i)?;
            let suit = parse_suit(chars[i + 1], i + 1)?;
            Ok(Card(rank * 4 + suit))
        };
        let (a, b) = (card(0)?, card(2)?);
        Hand::new(a, b).ok_or(ParseError {
            position: 2,
            kind: ParseErrorKind::DuplicateCard,
        })
    }

    /// The two cards, higher index first.
    pub fn cards(self) -> [Card; 2] {
        [self.high, self.low]
    }

    /// Whether the two hands have a card in common.
    pub fn shares_card(self, other: Hand) -> bool {
        self.cards().iter().any(|c| other.cards().contains(c))
    }

    /// Index 0..1326 in the order of [`Hand::all`].
    pub fn index(self) -> usize {
        let (h, l) = (self.high.index(), self.low.index());
        h * (h - 1) / 2 + l
    }

    /// All 1,326 hands, ordered by (higher card, lower card) index.
    pub fn all() -> Vec<Hand> {
        (1..52u8)
            .flat_map(|h| {
                (0..h).map(move |l| Hand {
                    high: Card(h),
                    low: Card(l),
                })
            })
            .collect()
    }

    /// The hand's class (ranks and whether suited).
    pub fn class(self) -> HandClass {
        HandClass {
            high: self.high.rank(),
            low: self.low.rank(),
            suited: self.high.suit() == self.low.suit(),
        }
    }
}

impl std::fmt::Display for Hand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.high, self.low)
    }
}

/// One of the 169 preflop classes: a pair, or two ranks suited or offsuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandClass {
    high: u8,
    low: u8,
    suited: bool,
}

/// Number of classes.
pub const CLASS_COUNT: usize = 169;

impl HandClass {
    /// The class at `grid_position() == (row, col)`: rows and columns run A, K, .., 2; pairs on
    /// the diagonal, suited above it (row < col), offsuit below.
    pub fn from_grid(row: usize, col: usize) -> Option<HandClass> {
        if row >= 13 || col >= 13 {
            return None;
        }
        let (r, c) = (12 - row as u8, 12 - col as u8);
        Some(HandClass {
            high: r.max(c),
            low: r.min(c),
            suited: row < col,
        })
    }

    /// The class with `index() == index` (0..169).
    pub fn from_index(index: usize) -> Option<HandClass> {
        HandClass::from_grid(index / 13, index % 13)
    }

    /// (row, col) in the 13x13 grid: row and column 0 is the ace, 12 the deuce; a pair sits on
    /// the diagonal, suited (row = high rank, col = low rank) above it, offsuit (row = low rank,
    /// col = high rank) below it.
    pub fn grid_position(self) -> (usize, usize) {
        let (h, l) = (usize::from(12 - self.high), usize::from(12 - self.low));
        if self.suited { (h, l) } else { (l, h) }
    }

    /// `row * 13 + col` of [`HandClass::grid_position`].
    pub fn index(self) -> usize {
        let (row, col) = self.grid_position();
        row * 13 + col
    }

    /// All 169 classes in index order.
    pub fn all() -> [HandClass; CLASS_COUNT] {
        std::array::from_fn(|i| HandClass::from_grid(i / 13, i % 13).expect("i < 169"))
    }

    /// Higher rank (0 = deuce .. 12 = ace).
    pub fn high_rank(self) -> u8 {
        self.high
    }

    /// Lower rank (equal to the higher for a pair).
    pub fn low_rank(self) -> u8 {
        self.low
    }

    /// Whether a pair.
    pub fn is_pair(self) -> bool {
        self.high == self.low
    }

    /// Whether suited (never for a pair).
    pub fn is_suited(self) -> bool {
        self.suited
    }

    /// Number of two-card hands in the class: 6 for a pair, 4 suited, 12 offsuit.
    pub fn combos(self) -> usize {
        if self.is_pair() {
            6
        } else if self.suited {
            4
        } else {
            12
        }
    }

    /// The hands of the class.
    pub fn hands(self) -> Vec<Hand> {
        let mut out = Vec::with_capacity(self.combos());
        for s in 0..4 {
            for t in 0..4 {
                let (a, b) = (Card(self.high * 4 + s), Card(self.low * 4 + t));
                let keep = if self.is_pair() {
                    s < t
                } else {
                    (s == t) == self.suited
                };
                if keep {
                    out.extend(Hand::new(a, b));
                }
            }
        }
        out
    }

    /// "QQ", "AKs", "72o".
    pub fn name(self) -> String {
        let h = char::from(RANK_CHARS[usize::from(self.high)]);
        let l = char::from(RANK_CHARS[usize::from(self.low)]);
        if self.is_pair() {
            format!("{h}{l}")
        } else {
            format!("{h}{l}{}", if self.suited { 's' } else { 'o' })
        }
    }

    /// Parses "QQ", "AKs", "72o" (either rank order, case-insensitive ranks; s/o lower case).
    pub fn parse(text: &str) -> Result<HandClass, ParseError> {
        let chars: Vec<char> = text.chars().collect();
        if chars.len() < 2 || chars.len() > 3 {
            return Err(ParseError {
                position: chars.len().min(3),
                kind: ParseErrorKind::BadLength {
                    expected: 3,
                    found: chars.len(),
                },
            });
        }
        let a = parse_rank(chars[0], 0)?;
        let b = parse_rank(chars[1], 1)?;
        let suited = match (a == b, chars.get(2)) {
            (true, None) => false,
            (false, Some('s')) => true,
            (false, Some('o')) => false,
            _ => {
                return Err(ParseError {
                    position: 2,
                    kind: ParseErrorKind::BadSuffix,
                });
            }
        };
        Ok(HandClass {
            high: a.max(b),
            low: a.min(b),
            suited,
        })
    }
}

impl std::fmt::Display for HandClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_parse_and_print() {
        assert_eq!(Card::parse("As").unwrap().to_string(), "As");
        assert_eq!(Card::parse("td").unwrap().to_string(), "Td");
        let ten = Card::parse("10d").unwrap_err();
        assert_eq!(
            ten,
            ParseError {
                position: 0,
                kind: ParseErrorKind::BadRank('1')
            }
        );
        assert_eq!(Hand::parse("As10d").unwrap_err().position, 2);
        let one = Card::parse("1d").unwrap_err();
        assert_eq!(one.kind, ParseErrorKind::BadRank('1'));
        assert!(one.to_string().contains("T for ten"));
        assert_eq!(Card::parse("Ax").unwrap_err().position, 1);
        for i in 0..52 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(Card::parse(&c.to_string()).unwrap(), c);
        }
    }

    #[test]
    fn hands_parse_with_positions() {
        let h = Hand::parse("AsKs").unwrap();
        assert_eq!(h.class().name(), "AKs");
        assert_eq!(
            Hand::parse("AsAs").unwrap_err().kind,
            ParseErrorKind::DuplicateCard
        );
        assert_eq!(Hand::parse("AsKx").unwrap_err().position, 3);
        assert_eq!(Hand::parse("As").unwrap_err().position, 2);
        let all = Hand::all();
        assert_eq!(all.len(), 1326);
        for (i, h) in all.iter().enumerate() {
            assert_eq!(h.index(), i);
            assert_eq!(Hand::parse(&h.to_string()).unwrap(), *h);
        }
    }

    #[test]
    fn classes_partition_the_hands_in_the_grid() {
        let all = HandClass::all();
        let mut seen = [0usize; CLASS_COUNT];
        for h in Hand::all() {
            seen[h.class().index()] += 1;
        }
        for (i, c) in all.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(seen[i], c.combos(), "{c}");
            assert_eq!(c.hands().len(), c.combos());
            assert!(c.hands().iter().all(|h| h.class() == *c));
            assert_eq!(HandClass::parse(&c.name()).unwrap(), *c);
            let (row, col) = c.grid_position();
            assert_eq!(row == col, c.is_pair());
            assert_eq!(row < col, c.is_suited());
        }
        assert_eq!(all[0].name(), "AA");
        assert_eq!(all[1].name(), "AKs");
        assert_eq!(all[13].name(), "AKo");
        assert_eq!(all[168].name(), "22");
        assert_eq!(HandClass::parse("27o").unwrap().name(), "72o");
        assert_eq!(
            HandClass::parse("AK").unwrap_err().kind,
            ParseErrorKind::BadSuffix
        );
        assert_eq!(HandClass::parse("QQs").unwrap_err().position, 2);
    }
}
