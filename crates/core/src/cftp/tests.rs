//! Tests of the generic Propp–Wilson driver.

use super::shuffle::Shuffle;
use super::*;
use crate::progress::{Flow, Silent};

/// The recorded frames are evenly spaced, start at −T and end at 0, and recording does not
/// change the sample; T doubles from 1 and only the last run coalesces.
#[test]
fn recording_frames_does_not_change_the_sample() {
    let shuffle = Shuffle::new(6).unwrap();
    let source = RandomSource::new(8);
    let plain = coupling_from_the_past(&shuffle, &source, &mut Silent).unwrap();
    let (recorded, runs) =
        coupling_from_the_past_recorded(&shuffle, &source, 8, &mut Silent).unwrap();
    assert_eq!(plain, recorded);
    assert_eq!(plain.coalescence_time, 1 << (plain.runs - 1));
    let starts: Vec<u64> = runs.iter().map(|r| r.start).collect();
    let doubling: Vec<u64> = (0..plain.runs).map(|k| 1 << k).collect();
    assert_eq!(starts, doubling);
    for run in &runs {
        assert_eq!(run.coalesced, run.start == plain.coalescence_time);
        let times: Vec<u64> = run.frames.iter().map(|f| f.time_before_zero).collect();
        assert_eq!(times.first(), Some(&run.start));
        assert_eq!(times.last(), Some(&0));
        assert!(times.windows(2).all(|w| w[0] > w[1]));
        assert_eq!(times.len() as u64, run.start.min(8) + 1);
        for frame in &run.frames {
            assert!(shuffle::precedes(&frame.states[1], &frame.states[0]));
        }
    }
    // The steps: 2 per time step per run until the chains meet, then 1.
    let total_time: u64 = doubling.iter().sum();
    assert!(plain.steps <= 2 * total_time && plain.steps > total_time);
}

/// The frames of `trace` over a run are those of the recorded run at the same times.
#[test]
fn trace_replays_a_recorded_run() {
    let shuffle = Shuffle::new(7).unwrap();
    let source = RandomSource::new(21);
    let (_, runs) = coupling_from_the_past_recorded(&shuffle, &source, 5, &mut Silent).unwrap();
    let run = runs.last().unwrap();
    let frames = trace(
        &shuffle,
        &source,
        vec![shuffle.top(), shuffle.bottom()],
        run.start,
        5,
    );
    assert_eq!(&frames, &run.frames);
}

/// A caller that says stop gets `Cancelled`.
#[test]
fn stopping_cancels() {
    let shuffle = Shuffle::new(50).unwrap();
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    let result = coupling_from_the_past(&shuffle, &RandomSource::new(1), &mut stop);
    assert_eq!(result, Err(Cancelled));
}

/// The forward chain uses the updates of times −1, −2, …, in forward order: one step is the
/// update of time −1 applied to the start.
#[test]
fn the_forward_chain_applies_the_updates_in_order() {
    let shuffle = Shuffle::new(5).unwrap();
    let source = RandomSource::new(4);
    let mut expected = shuffle.bottom();
    for t in 1..=30 {
        shuffle.step(&mut expected, source.at(t));
    }
    let state = forward_chain(&shuffle, shuffle.bottom(), &source, 30, &mut Silent).unwrap();
    assert_eq!(state, expected);
}
