//! One random circle, as the moderator would draw it, and a running tally of many.

use snipelab_core::santa::{self, partner};
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

/// Circles with at most this many people get a couple number beside each person.
const MAX_LABELLED: u32 = 40;
/// Circles drawn by the "many" button.
const BATCH: u32 = 1000;

/// Props of [`Circle`].
#[derive(Properties, PartialEq)]
pub struct CircleProps {
    /// Couples.
    pub n: u32,
    /// Seed of the circle shown (from the URL, so a reload shows the same circle).
    pub seed: u64,
    /// Called with the seed of a newly drawn circle.
    pub on_seed: Callback<u64>,
}

/// Draws / tallies for the current number of couples: (couples, circles, circles in which nobody
/// gives to their partner).
type Tally = (u32, u64, u64);

/// Shows the circle of `seed` (partners share a colour and a number; a gift to a partner is a
/// thick red link) with buttons that draw new circles and count how often nobody gives to their
/// partner, to compare with the exact probability above.
#[function_component(Circle)]
pub fn circle(props: &CircleProps) -> Html {
    let n = props.n;
    let circle = use_memo((n, props.seed), |&(n, seed)| {
        santa::draw_circle_from_seed(n, seed)
    });
    let tally = use_state(|| (n, 0u64, 0u64) as Tally);
    let (draws, kept) = if tally.0 == n {
        (tally.1, tally.2)
    } else {
        (0, 0)
    };

    let draw = |count: u32| {
        let (tally, on_seed) = (tally.clone(), props.on_seed.clone());
        Callback::from(move |_: MouseEvent| {
            let (mut draws, mut kept) = if tally.0 == n {
                (tally.1, tally.2)
            } else {
                (0, 0)
            };
            let mut last = None;
            for _ in 0..count {
                let seed = crate::platform::random_seed();
                if let Ok(c) = santa::draw_circle_from_seed(n, seed) {
                    draws += 1;
                    kept += u64::from(c.nobody_gives_to_partner());
                    last = Some(seed);
                }
            }
            tally.set((n, draws, kept));
            if let Some(seed) = last {
                on_seed.emit(seed);
            }
        })
    };

    let view = match circle.as_ref() {
        Ok(c) => {
            let gifts = c.partner_gifts.len();
            let status = if c.nobody_gives_to_partner() {
                "Nobody gives to their partner: this circle is a valid Secret Santa.".to_string()
            } else {
                let mut couples: Vec<u32> = c
                    .partner_gifts
                    .iter()
                    .filter_map(|&i| c.order.get(i))
                    .map(|&p| p / 2 + 1)
                    .collect();
                couples.sort_unstable();
                couples.dedup();
                let names: Vec<String> = couples.iter().map(u32::to_string).collect();
                format!(
                    "{gifts} {} to their partner (couple{} {}): this circle breaks the rule that nobody gives to their partner.",
                    if gifts == 1 {
                        "person gives"
                    } else {
                        "people give"
                    },
                    if couples.len() == 1 { "" } else { "s" },
                    names.join(", ")
                )
            };
            html! {
                <>
                    { circle_svg(c) }
                    <p id="santa-circle-status" aria-live="polite">{ status }</p>
                </>
            }
        }
        Err(e) => {
            html! { <Notice kind={NoticeKind::Error}>{ format!("No circle for {n} couples: {e}.") }</Notice> }
        }
    };

    html! {
        <section aria-labelledby="santa-circle-title">
            <h2 id="santa-circle-title">{ "Draw a circle" }</h2>
            <p>
                { "The moderator's shuffle, drawn: each person gives to the next one clockwise. Partners share a \
                   colour and a number; a gift to a partner is drawn as a thick red link." }
            </p>
            <div class="controls buttons">
                <button type="button" id="santa-draw" onclick={draw(1)}>{ "Draw an arrangement" }</button>
                <button type="button" id="santa-draw-many" onclick={draw(BATCH)}>{ format!("Draw {BATCH}") }</button>
            </div>
            { view }
            if draws > 0 {
                <p id="santa-tally">
                    { format!("So far {draws} {} drawn for {n} couples, {kept} with nobody giving to their partner: {:.1}%.",
                        if draws == 1 { "circle" } else { "circles" },
                        100.0 * kept as f64 / draws as f64) }
                </p>
            }
        </section>
    }
}

/// The circle as SVG: people evenly spaced clockwise from the top in the order drawn.
fn circle_svg(c: &santa::Circle) -> Html {
    let people = c.order.len();
    let (centre, radius) = (160.0, 120.0);
    let at = |i: usize| {
        let angle = std::f64::consts::TAU * i as f64 / people as f64 - std::f64::consts::FRAC_PI_2;
        (centre + radius * angle.cos(), centre + radius * angle.sin())
    };
    // A colour per couple, spread around the hue wheel by the golden angle.
    let colour = |person: u32| {
        format!(
            "hsl({:.0}, 65%, 45%)",
            f64::from(person / 2) * 137.508 % 360.0
        )
    };
    let dot = if people <= 2 * MAX_LABELLED as usize {
        9.0
    } else {
        (500.0 / people as f64).clamp(1.5, 6.0)
    };
    let links = (0..people).map(|i| {
        let (x1, y1) = at(i);
        let (x2, y2) = at((i + 1) % people);
        let to_partner = c.partner_gifts.contains(&i);
        let class = if to_partner {
            "santa-gift partner"
        } else {
            "santa-gift"
        };
        html! {
            <line class={class} x1={format!("{x1:.1}")} y1={format!("{y1:.1}")} x2={format!("{x2:.1}")} y2={format!("{y2:.1}")} />
        }
    });
    let dots = c.order.iter().enumerate().map(|(i, &person)| {
        let (x, y) = at(i);
        let label = (people <= 2 * MAX_LABELLED as usize).then(|| {
            html! {
                <text x={format!("{x:.1}")} y={format!("{:.1}", y + 3.5)} class="santa-label">{ person / 2 + 1 }</text>
            }
        });
        let giver = if c.order.get((i + 1) % people) == Some(&partner(person)) {
            "gives to their partner"
        } else {
            "gives to the next person"
        };
        html! {
            <g>
                <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{dot:.1}")} fill={colour(person)}>
                    <title>{ format!("Couple {}, {giver}", person / 2 + 1) }</title>
                </circle>
                { for label }
            </g>
        }
    });
    html! {
        <svg class="santa-circle" viewBox="0 0 320 320" role="img"
            aria-label={format!("{} people around a circle, {} of them giving to their partner", people, c.partner_gifts.len())}>
            { for links }
            { for dots }
        </svg>
    }
}
