//! Tests of the game and solver (see each test).
