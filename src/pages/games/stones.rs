//! Stones' "why" (the seed's problem D, Fibonacci Nim): the pile as a sum of non-consecutive
//! Fibonacci numbers (Zeckendorf's theorem), what the smallest term says about the position,
//! and the brute force over every small state that the rule is checked against, on this page.

use snipelab_core::games::stones::{StonesWhy, check_starts, fibonacci_upto};
use yew::prelude::*;

use crate::format::thousands;

/// The brute force on the page covers every (stones, limit) state up to this many stones:
/// 45,451 states, a few milliseconds.
pub const CHECKED_UPTO: usize = 300;

/// Props of [`StonesWhyView`].
#[derive(Properties, PartialEq)]
pub struct StonesWhyProps {
    /// The position's why, from the solver.
    pub why: StonesWhy,
}

/// Terms written as a sum: `13 + 5 + 2`.
fn sum(terms: &[u64]) -> String {
    terms
        .iter()
        .map(|&t| thousands(t))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// `count` and its noun, singular or plural.
fn stones(count: u64) -> String {
    if count == 1 {
        "1 stone".into()
    } else {
        format!("{} stones", thousands(count))
    }
}

/// The position's Zeckendorf sum and what it decides.
fn position_why(z: &StonesWhy) -> Html {
    let Some(&smallest) = z.terms.last() else {
        return html! {
            <p id="games-stones-verdict">{ "No stone is left: the opponent took the last one and won." }</p>
        };
    };
    let single = z.terms.len() == 1;
    let decided = match z.take {
        Some(k) if k == z.stones => format!(
            "The smallest term, {}, is within the limit of {}: take all {} and win.",
            thousands(smallest),
            thousands(z.limit),
            stones(k)
        ),
        Some(k) => format!(
            "The smallest term, {}, is within the limit of {}, so the player to move wins by taking it: \
             that leaves {} = {}, whose smallest term {} is more than 2 × {} = {}, the most the opponent may \
             now take. Whatever they take, the new smallest term is again within reach.",
            thousands(smallest),
            thousands(z.limit),
            thousands(z.stones - k),
            sum(&z.left_terms),
            thousands(z.left_terms.last().copied().unwrap_or(0)),
            thousands(k),
            thousands(2 * k)
        ),
        None if z.limit == 0 => {
            "No move is allowed (the first player must take 1 to n − 1 = 0 stones): \
             the player to move loses."
                .to_string()
        }
        None => format!(
            "The smallest term, {}, is more than the limit of {}: the player to move cannot take it, and \
             every take leaves the opponent a smallest term within their new limit — the player to move \
             loses.",
            thousands(smallest),
            thousands(z.limit)
        ),
    };
    html! {
        <>
            <p id="games-stones-sum">
                { format!("{} = {}", thousands(z.stones), sum(&z.terms)) }
                { if single { " (itself a Fibonacci number)" } else { "" } }
            </p>
            <p id="games-stones-verdict">{ decided }</p>
        </>
    }
}

/// The brute force over every small state, against the rule.
fn checked() -> Html {
    let c = check_starts(CHECKED_UPTO);
    let fib = fibonacci_upto(c.upto);
    let losing = c
        .losing_starts
        .iter()
        .map(|&n| thousands(n))
        .collect::<Vec<_>>()
        .join(", ");
    let is_fib = c.losing_starts == fib;
    let rule = if c.rule_holds && c.move_holds {
        "In every one of them the rule above gives the same winner, and in every won state taking the \
         smallest term is allowed and wins."
    } else if c.rule_holds {
        "The rule above gives the same winner in every state, but taking the smallest term does not \
         always win: the theorem is not confirmed here."
    } else {
        "The rule above does not give the same winner in every state: the theorem is not confirmed here."
    };
    html! {
        <p id="games-stones-check">
            { format!("Checked on this page: a brute force (the class notes' minimax with a table of states) solved all \
                       {} states of up to {} stones with every limit. The first player loses with ",
                thousands(c.states), thousands(c.upto)) }
            <span id="games-stones-losing">{ losing }</span>
            { format!(" stones{} {rule}",
                if is_fib { " — exactly the Fibonacci numbers up to that size." } else { "." }) }
        </p>
    }
}

/// Zeckendorf's theorem as the why of a Stones position.
#[function_component(StonesWhyView)]
pub fn stones_why_view(props: &StonesWhyProps) -> Html {
    let check = use_memo((), |_| checked());
    html! {
        <div class="games-why" id="games-stones-why">
            <h3>{ "Why: the pile as a sum of Fibonacci numbers" }</h3>
            <p>
                { "Zeckendorf's theorem: every whole number is, in exactly one way, a sum of Fibonacci numbers \
                   (1, 2, 3, 5, 8, 13, …) no two of them next to each other in that list. Whinihan's rule for \
                   this game: the player to move wins exactly when the smallest term of the stones' sum is at \
                   most the number they may take. At the start they may take all but one stone, so the first \
                   player loses exactly when the pile is itself a Fibonacci number." }
            </p>
            { position_why(&props.why) }
            { (*check).clone() }
        </div>
    }
}
