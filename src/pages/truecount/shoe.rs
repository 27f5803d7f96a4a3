//! The shoe, editable rank by rank, with the post's shoes as presets.

use snipelab_core::truecount::{MAX_RANKS, Shoe};
use yew::prelude::*;

use crate::format::count;

use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Props of [`ShoeEditor`].
#[derive(Properties, PartialEq)]
pub struct ShoeEditorProps {
    /// The shoe in the URL (always valid).
    pub shoe: Shoe,
    /// Called with each valid shoe the reader makes.
    pub on_shoe: Callback<Shoe>,
}

/// The presets: a name, an id, and the counts, the ace first.
fn presets() -> [(&'static str, &'static str, Vec<u32>); 4] {
    let decks = |n: u32| {
        let mut counts = vec![4 * n; 9];
        counts.push(16 * n);
        counts
    };
    [
        ("One deck", "one", decks(1)),
        ("Six decks", "six", decks(6)),
        ("Thirteen ranks", "thirteen", vec![4; 13]),
        ("Three pairs", "tiny", vec![2, 2, 2]),
    ]
}

/// A rank's name: the post's ten ranks (aces low, every ten-valued card one rank), a full suit's
/// thirteen, or else just its position.
fn rank_name(index: usize, ranks: usize) -> String {
    const TEN: [&str; 10] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10s"];
    const THIRTEEN: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    let names: &[&str] = match ranks {
        10 => &TEN,
        13 => &THIRTEEN,
        _ => &[],
    };
    names
        .get(index)
        .map_or_else(|| (index + 1).to_string(), |n| n.to_string())
}

/// The typed counts as a shoe, or what is wrong with them, in words.
fn parse(raw: &[String]) -> Result<Shoe, String> {
    let mut counts = Vec::with_capacity(raw.len());
    for (i, text) in raw.iter().enumerate() {
        let text = text.trim();
        let rank = rank_name(i, raw.len());
        if text.is_empty() {
            return Err(format!(
                "The count of rank {rank} is empty: type a whole number of cards."
            ));
        }
        match text.parse::<i64>() {
            Ok(count) => counts.push(count),
            Err(_) => {
                return Err(format!(
                    "The count of rank {rank}, “{}”, is not a whole number of cards.",
                    text.chars().take(20).collect::<String>()
                ));
            }
        }
    }
    Shoe::new(&counts).map_err(|e| format!("This shoe cannot be played: {e}."))
}

fn texts(shoe: &Shoe) -> Vec<String> {
    shoe.counts().iter().map(u32::to_string).collect()
}

/// A text box per rank, buttons to add or remove a rank, and presets. Text boxes rather than
/// number boxes, so that what is typed stays as typed: a valid shoe goes to the URL at once, an
/// invalid one gets a message (a number box would silently drop junk) and the figures below
/// stay those of the last valid shoe.
#[function_component(ShoeEditor)]
pub fn shoe_editor(props: &ShoeEditorProps) -> Html {
    // The counts as typed; a new shoe from the URL (a preset, a reload) replaces them.
    let field = use_parsed_input(
        texts(&props.shoe),
        |raw: &Vec<String>| parse(raw),
        props.on_shoe.reform(|(_, shoe): (Vec<String>, Shoe)| shoe),
    );
    let raw = &field.draft;
    let parsed = &*field.parsed;
    let change = |change: fn(&mut Vec<String>)| {
        let (raw, set) = (raw.clone(), field.set.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = raw.clone();
            change(&mut next);
            set.emit(next);
        })
    };
    let add_rank = change(|next| next.push("4".into()));
    let remove_rank = change(|next| {
        next.pop();
    });

    let ranks = raw.len();
    let total: i64 = raw
        .iter()
        .filter_map(|t| t.trim().parse::<i64>().ok())
        .sum();
    html! {
        <section aria-labelledby="truecount-shoe-title">
            <h2 id="truecount-shoe-title">{ "The shoe" }</h2>
            <div class="controls buttons" role="group" aria-label="Preset shoes">
                { for presets().into_iter().map(|(name, id, counts)| {
                    let set = field.set.clone();
                    let onclick = Callback::from(move |_: MouseEvent| {
                        set.emit(counts.iter().map(u32::to_string).collect());
                    });
                    html! { <button type="button" class="truecount-preset" id={format!("truecount-preset-{id}")} {onclick}>{ name }</button> }
                }) }
            </div>
            <div class="truecount-shoe" role="group" aria-label="Cards of each rank, the ace first">
                { for raw.iter().enumerate().map(|(i, text)| {
                    let name = rank_name(i, ranks);
                    let id = format!("truecount-rank-{}", i + 1);
                    html! {
                        <div class="truecount-rank">
                            <label for={id.clone()}>{ name.clone() }</label>
                            <input type="text" id={id} value={text.clone()} inputmode="numeric" size="4"
                                autocomplete="off" aria-label={format!("Cards of rank {name}")}
                                oninput={field.oninput_at(i)} />
                        </div>
                    }
                }) }
            </div>
            <div class="controls buttons">
                <button type="button" id="truecount-add-rank" onclick={add_rank} disabled={ranks >= MAX_RANKS}>{ "Add a rank" }</button>
                <button type="button" id="truecount-remove-rank" onclick={remove_rank} disabled={ranks <= 1}>{ "Remove the last rank" }</button>
                <span id="truecount-cards">{ format!("{}, {}", count(ranks as u64, "rank", "ranks"), count(total as u64, "card", "cards")) }</span>
            </div>
            if let Err(message) = parsed {
                <Notice kind={NoticeKind::Error}>
                    <span id="truecount-shoe-error">{ message.clone() }</span>
                    { " The figures below are still those of the last valid shoe." }
                </Notice>
            }
        </section>
    }
}
