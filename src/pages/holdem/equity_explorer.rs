//! The equity explorer: two hands (exact counts over all 1,712,304 boards, from the worker) or
//! two classes (summed over every disjoint pair of their combos, from the equity table the
//! solver uses). Both come from the worker, which holds the table.

use yew::prelude::*;

use super::view::{HoldemView, Pick, parse_pick};
use crate::format::thousands;
use crate::jobs::holdem::{Compared, Showdown};
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::{JobStatus, Notice, NoticeKind, use_parsed_input};

/// Props of [`EquityExplorer`].
#[derive(Properties, PartialEq)]
pub struct EquityExplorerProps {
    /// The current view (its `a` and `vs`).
    pub view: HoldemView,
    /// Moves to another view.
    pub on_view: Callback<HoldemView>,
}

/// Win, tie and loss counts with their shares and the equity.
fn counts(win: u64, tie: u64, loss: u64, equity: f64, source: String) -> Html {
    let boards = (win + tie + loss).max(1) as f64;
    let share = |n: u64| format!("{:.3}%", 100.0 * n as f64 / boards);
    html! {
        <>
            <table class="holdem-equity">
                <thead><tr><th scope="col">{ "" }</th><th scope="col">{ "boards" }</th><th scope="col">{ "share" }</th></tr></thead>
                <tbody>
                    <tr><th scope="row">{ "win" }</th><td id="holdem-eq-win">{ thousands(win) }</td><td>{ share(win) }</td></tr>
                    <tr><th scope="row">{ "tie" }</th><td id="holdem-eq-tie">{ thousands(tie) }</td><td>{ share(tie) }</td></tr>
                    <tr><th scope="row">{ "loss" }</th><td id="holdem-eq-loss">{ thousands(loss) }</td><td>{ share(loss) }</td></tr>
                </tbody>
            </table>
            <p>{ "Equity (win + tie/2): " }<strong id="holdem-eq-equity">{ format!("{:.5}", equity) }</strong></p>
            <p id="holdem-eq-source">{ source }</p>
        </>
    }
}

/// The class-level numbers, with where they come from.
fn class_result(c: &Compared) -> Html {
    let m = &c.classes;
    let source = format!(
        "From the equity table: {} against {} over {} pairs of disjoint combos × {} boards each (cards in both \
         hands removed from the deck).",
        c.class_names.0,
        c.class_names.1,
        thousands(m.pairs),
        thousands(c.table_boards)
    );
    counts(m.win, m.tie, m.loss, m.equity(), source)
}

/// Two text fields and the exact showdown counts.
#[function_component(EquityExplorer)]
pub fn equity_explorer(props: &EquityExplorerProps) -> Html {
    let view = &props.view;
    let on_pick = |first: bool| {
        let (view, on_view) = (view.clone(), props.on_view.clone());
        Callback::from(move |(text, _): (String, Pick)| {
            let mut next = view.clone();
            if first {
                next.a = text;
            } else {
                next.vs = text;
            }
            on_view.emit(next);
        })
    };
    let (on_a, on_vs) = (on_pick(true), on_pick(false));
    let (committed_a, committed_vs) = (view.a.clone(), view.vs.clone());
    let a = use_parsed_input(committed_a, |t: &String| parse_pick(t), on_a);
    let vs = use_parsed_input(committed_vs, |t: &String| parse_pick(t), on_vs);

    let job = use_prerendered_job(Showdown {
        a: view.a.clone(),
        b: view.vs.clone(),
    });
    let picks = match (parse_pick(&view.a), parse_pick(&view.vs)) {
        (Ok(x), Ok(y)) => Some((x, y)),
        _ => None,
    };
    let shared_card = match picks {
        Some((Pick::Hand(x), Pick::Hand(y))) if x.shares_card(y) => Some((x, y)),
        _ => None,
    };
    let compute = {
        let (start, view) = (job.start.clone(), view.clone());
        Callback::from(move |()| {
            start.emit(Showdown {
                a: view.a.clone(),
                b: view.vs.clone(),
            })
        })
    };
    {
        let compute = compute.clone();
        let askable = picks.filter(|_| shared_card.is_none());
        use_effect_with(askable, move |askable| {
            if askable.is_some() {
                compute.emit(());
            }
        });
    }

    let drafts_valid = a.parsed.is_ok() && vs.parsed.is_ok();
    // The answer to the question on screen: a result for other picks is not shown as this one's.
    let answer = match &job.state {
        JobState::Done(c) if c.a == view.a && c.b == view.vs => Some(c.clone()),
        _ => None,
    };
    let result = match (picks, shared_card, answer) {
        // A field being fixed: the last good matchup would answer a question no longer asked.
        _ if !drafts_valid => html! {
            <p id="holdem-eq-waiting">{ "The counts come back when both fields hold a hand or a class." }</p>
        },
        // The view holds only valid picks; a draft that does not parse shows its own message.
        (None, _, _) => html! {},
        (_, Some((x, y)), _) => html! {
            <Notice kind={NoticeKind::Error}>
                <span id="holdem-eq-error">{ format!("{x} and {y} share a card: one deck holds each card once.") }</span>
            </Notice>
        },
        (Some((x, y)), None, None) => {
            let what = match (x, y) {
                (Pick::Hand(x), Pick::Hand(y)) => format!("{x} against {y} over every board"),
                _ => "the classes' counts from the equity table".to_string(),
            };
            html! {
                <JobStatus id="holdem-eq" status={job.state.status()} {what}
                    on_cancel={job.cancel.clone()} on_retry={compute.clone()} />
            }
        }
        (Some((x, y)), None, Some(c)) => match (x, y, c.hands) {
            (Pick::Hand(_), Pick::Hand(_), Some(m)) => {
                let class_line = format!(
                    " Their classes, {} against {}, have equity {:.5} over all their combos.",
                    c.class_names.0,
                    c.class_names.1,
                    c.classes.equity()
                );
                counts(
                    m.win,
                    m.tie,
                    m.loss,
                    m.equity(),
                    format!(
                        "Every board of five from the other 48 cards, {} in all, evaluated in the worker.{class_line}",
                        thousands(m.boards())
                    ),
                )
            }
            (Pick::Hand(x), Pick::Class(_), _) | (Pick::Class(_), Pick::Hand(x), _) => html! {
                <>
                    <Notice kind={NoticeKind::Info}>
                        { format!("One side is a hand ({x}), the other a class: comparing their classes. Type two \
                                   hands for the exact board counts of one deal.") }
                    </Notice>
                    { class_result(&c) }
                </>
            },
            _ => class_result(&c),
        },
    };
    let field_html = |id: &'static str,
                      label: &'static str,
                      input: &crate::widgets::ParsedInput<String, Pick>| {
        html! {
            <div class="controls">
                <label for={id}>{ label }</label>
                <input {id} type="text" value={input.draft.clone()} oninput={input.oninput()} size="8"
                    aria-invalid={input.parsed.is_err().to_string()} autocomplete="off" spellcheck="false" />
                if let Err(why) = &*input.parsed {
                    <Notice kind={NoticeKind::Error}><span class="holdem-eq-input-error">{ why.clone() }</span></Notice>
                }
            </div>
        }
    };
    html! {
        <section aria-labelledby="holdem-equity-title">
            <h2 id="holdem-equity-title">{ "Equity explorer" }</h2>
            <p>
                { "Two hands (AsKs, QdQc: ranks 23456789TJQKA, suits cdhs) or two classes (AKs, QQ, 72o). Two hands are \
                   dealt every board of five from the other 48 cards; two classes sum every pair of their combos \
                   that share no card — the numbers the solver plays with." }
            </p>
            { field_html("holdem-eq-a", "First hand", &a) }
            { field_html("holdem-eq-b", "Second hand", &vs) }
            { result }
        </section>
    }
}
