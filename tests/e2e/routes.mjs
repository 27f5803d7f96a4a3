// Every route the build prerenders (src/prerender.rs: the gallery, then the registry's
// explorations), each with the element that carries its headline figure and the figure itself,
// as independent sources give it (the seed posts, the library's exact values pinned by tests).
export const headlines = {
  '/': ['.card[data-slug="wow"] .card-result', '71.58'],
  // The seed: E(X) ≈ 71.6 for the 10×10 board; the page gives two decimals.
  '/wow': ['#wow-expected-decimal', '71.58'],
  '/bracket': ['#bracket-summary', '1 in'],
  '/bsearch': ['#bsearch-ahead', 'Where Alice is ahead'],
  '/halftone': ['#halftone-stats', '1024 × 1024 pixels: one curve through 111,443 points'],
  '/gobblet': ['#gobblet-answer', 'the first player (X) wins in 13 plies'],
  '/split': ['#split-estimate', 'states'],
  '/war': ['#war-p-decimal', '3.1324'],
  '/santa': ['#santa-cyclic-exact', '/'],
  '/games': ['#games-verdict', 'the Grundy value is 1'],
  '/coins': ['#coins-verdict', 'Bob wins more often'],
  '/truecount': ['#truecount-ev-exact', '-25/169'],
  '/words': ['#words-n', '1,113,322'],
  '/scrabble': ['#scrabble-decimal', '0.00788349'],
  '/wang': ['#wang-inverse', '0x'],
  '/poker': ['#poker-value', '2/9'],
  '/whodunit': ['#whodunit-statement-1', 'Paul says'],
  '/robot': ['#robot-heading', '°'],
  '/cftp': ['#cftp-all-distinct', 'All 24 chains'],
  '/withoutwords': ['#ww-cubes', 'cubes in the box'],
  '/holdem': ['#holdem-post', '0.39776'],
};

export const routes = Object.keys(headlines);
