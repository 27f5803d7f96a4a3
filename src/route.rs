//! One URL per exploration. View parameters live in the query string (see [`crate::query`]).

use yew_router::Routable;

/// Every page of the app. Paths use the exploration's module name.
#[derive(Clone, Routable, PartialEq, Eq, Debug)]
pub enum Route {
    /// The gallery of explorations.
    #[at("/")]
    Home,
    /// The WOW board.
    #[at("/wow")]
    Wow,
    /// Perfect NCAA brackets.
    #[at("/bracket")]
    Bracket,
    /// Adversarial binary search.
    #[at("/bsearch")]
    Bsearch,
    /// HH vs HT.
    #[at("/coins")]
    Coins,
    /// Gobblet Gobblers.
    #[at("/gobblet")]
    Gobblet,
    /// Hilbert halftone art.
    #[at("/halftone")]
    Halftone,
    /// Minimal continuous poker.
    #[at("/poker")]
    Poker,
    /// Secret Santa.
    #[at("/santa")]
    Santa,
    /// Playable Scrabble racks.
    #[at("/scrabble")]
    Scrabble,
    /// Optimal pair splitting.
    #[at("/split")]
    Split,
    /// The true count check.
    #[at("/truecount")]
    Truecount,
    /// Inverting Wang's hash.
    #[at("/wang")]
    Wang,
    /// War sweeps.
    #[at("/war")]
    War,
    /// Counting in words.
    #[at("/words")]
    Words,
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}
