//! The notebook's check: brute force against abstract enumeration on small decks.

use snipelab_core::progress::Silent;
use snipelab_core::war;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

/// Props of [`NotebookTable`].
#[derive(Properties, PartialEq)]
pub struct NotebookTableProps {
    /// Ranks of the deck on the sliders (its row is highlighted).
    pub ranks: u32,
    /// Suits of the deck on the sliders.
    pub suits: u32,
}

/// The notebook's table of small decks, each dealt in every distinct order (brute force) and
/// enumerated abstractly, with the two exact answers side by side. The largest deck, 8 ranks of
/// one suit, has 40,320 deals: a few milliseconds, so it runs on the UI thread, once.
#[function_component(NotebookTable)]
pub fn notebook_table(props: &NotebookTableProps) -> Html {
    let rows = use_memo((), |_| war::notebook_table(&mut Silent));
    let body = match rows.as_ref() {
        Ok(rows) => {
            let all_agree = rows.iter().all(|r| r.agree);
            html! {
                <>
                    <div class="war-scroll">
                        <table class="war-table" id="war-table">
                            <thead>
                                <tr>
                                    <th scope="col">{ "Deck" }</th>
                                    <th scope="col">{ "Brute force" }</th>
                                    <th scope="col">{ "Enumeration" }</th>
                                    <th scope="col">{ "P(sweep)" }</th>
                                    <th scope="col">{ "Agree?" }</th>
                                </tr>
                            </thead>
                            <tbody>
                                { for rows.iter().map(|r| {
                                    let current = r.ranks == props.ranks && r.suits == props.suits;
                                    html! {
                                        <tr class={classes!(current.then_some("current"))}>
                                            <th scope="row">{ format!("{} × {}", r.ranks, r.suits) }</th>
                                            <td class="exact">{ r.brute_force.clone() }</td>
                                            <td class="exact">{ r.abstract_enumeration.clone() }</td>
                                            <td>{ format!("{:.4}", r.p) }</td>
                                            <td>{ if r.agree { "✓ exactly" } else { "✗ differ" } }</td>
                                        </tr>
                                    }
                                }) }
                            </tbody>
                        </table>
                    </div>
                    <p id="war-table-verdict">
                        { if all_agree {
                            "Both methods give the same fraction for every deck: the notebook's ∆ = 0, exactly."
                        } else {
                            "Some decks disagree: one of the two methods is wrong."
                        } }
                    </p>
                </>
            }
        }
        Err(e) => {
            html! { <Notice kind={NoticeKind::Error}>{ format!("The check could not run: {e}") }</Notice> }
        }
    };
    html! {
        <section aria-labelledby="war-table-title">
            <h2 id="war-table-title">{ "Checking against brute force" }</h2>
            <p>
                { "For decks small enough to deal in every possible order, count the sweeps directly (the \
                   notebook's Approach 2) and compare with the abstract enumeration. Decks are ranks × suits." }
            </p>
            { body }
        </section>
    }
}
