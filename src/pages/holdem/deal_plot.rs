//! The post's plot: how often Alice calls and makes each raise over all 1,326 deals (each class
//! weighted by its combos), as SVG bars with every value in a table, and the post's words
//! about it checked under it (seed `004_…`: "Overall, Alice tends to either flat call …").

use std::rc::Rc;

use snipelab_core::holdem::claims::percent;
use snipelab_core::holdem::{NEGLIGIBLE, StrategyTable, raise_label};
use yew::prelude::*;

use super::observations::claim_item;

/// One bar: the action's name, its share of deals, and its tick (empty when unlabelled).
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// "call", "fold" or the raise size ("5").
    pub action: String,
    /// Share of all deals.
    pub share: f64,
    /// The label under the bar, if any.
    pub tick: String,
}

impl Bar {
    /// The bar's text, for its tooltip and its table row alike.
    pub fn text(&self) -> String {
        match self.action.as_str() {
            "call" | "fold" => format!("{}: {} of deals", self.action, percent(self.share)),
            b => format!("raise by {b}: {} of deals", percent(self.share)),
        }
    }
}

/// The step between labelled raise sizes: the smallest of 1, 2, 5, 10, 20, 50, 100 leaving at
/// most 9 labels over `span`.
fn tick_step(span: f64) -> f64 {
    [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0]
        .into_iter()
        .find(|s| span / s <= 9.0)
        .unwrap_or(200.0)
}

/// The bars: fold (only if Alice folds at all), call, then every raise size in order.
pub fn bars(table: &StrategyTable) -> Vec<Bar> {
    let mix = table.deal_mix();
    let mut out = Vec::new();
    if mix.fold >= NEGLIGIBLE {
        out.push(Bar {
            action: "fold".into(),
            share: mix.fold,
            tick: "fold".into(),
        });
    }
    out.push(Bar {
        action: "call".into(),
        share: mix.call,
        tick: "call".into(),
    });
    let raises = &table.raises;
    // A table always has a raise (`StrategyTable::from_file` refuses an empty grid); the span
    // of an empty one would only choose the tick step.
    let span = match (raises.first(), raises.last()) {
        (Some(lo), Some(hi)) => hi - lo,
        _ => 0.0,
    };
    let step = tick_step(span);
    let all = raises.len() <= 12;
    for (&b, &p) in raises.iter().zip(&mix.raise) {
        let labelled = all || ((b / step).round() * step - b).abs() < 1e-9;
        out.push(Bar {
            action: raise_label(b),
            share: p,
            tick: if labelled {
                raise_label(b)
            } else {
                String::new()
            },
        });
    }
    out
}

/// The y axis's top and step: a multiple of 10% (or 5%, 2%, 1% for small shares) above the
/// largest bar.
fn y_axis(top: f64) -> (f64, f64) {
    let step = [0.01, 0.02, 0.05, 0.1, 0.2]
        .into_iter()
        .find(|s| top / s <= 5.0)
        .unwrap_or(0.25);
    let ceiling = ((top / step).ceil().max(1.0)) * step;
    (ceiling, step)
}

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 300.0;
/// The plot area inside the axes' labels.
const LEFT: f64 = 78.0;
const RIGHT: f64 = 632.0;
const TOP: f64 = 12.0;
const BASE: f64 = 236.0;

/// Props of [`DealPlot`].
#[derive(Properties, PartialEq)]
pub struct DealPlotProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
}

/// The bar chart of Alice's actions over all deals, its table, and the post's words checked.
#[function_component(DealPlot)]
pub fn deal_plot(props: &DealPlotProps) -> Html {
    let bars = use_memo(props.table.clone(), |t| bars(t));
    let checks = use_memo(props.table.clone(), |t| t.deal_mix_observations());
    let top = bars.iter().map(|b| b.share).fold(0.0, f64::max);
    let (ceiling, step) = y_axis(top);
    let y = |share: f64| BASE - share / ceiling * (BASE - TOP);
    // One empty slot after call (and fold) sets the raises apart.
    let firsts = bars
        .iter()
        .take_while(|b| b.action == "fold" || b.action == "call")
        .count();
    let slots = (bars.len() + 1) as f64;
    let slot = (RIGHT - LEFT) / slots;
    let x = |i: usize| LEFT + slot * (i + usize::from(i >= firsts)) as f64;
    let y_ticks = (0..=((ceiling / step).round() as usize)).map(|k| k as f64 * step);
    let raise_x = |i: usize| x(i) + slot / 2.0;
    let (first_raise, last_raise) = (x(firsts), x(bars.len() - 1) + slot);
    let firsts_named = if firsts > 1 {
        "the fold and call bars first (grey)"
    } else {
        "the call bar first (grey)"
    };
    html! {
        <section aria-labelledby="holdem-deals-title">
            <h2 id="holdem-deals-title">{ "How often Alice makes each move" }</h2>
            <p>
                { "The post's plot: Alice's actions over all 1,326 deals of her two cards, each hand class weighted \
                   by how many deals give it (pairs 6, suited hands 4, offsuit hands 12), from the strategy on this \
                   page." }
            </p>
            <figure class="holdem-deals-figure">
                <svg id="holdem-deals" class="holdem-deals" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img"
                    aria-label={format!("Bar chart of how often Alice calls and raises by each size over all deals; the \
                        tallest bar is {}. Every value is in the table below.", bars.iter().fold(&bars[0], |a, b| if b.share > a.share { b } else { a }).text())}>
                    { for y_ticks.map(|v| html! {
                        <>
                            <line class="grid" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={y(v).to_string()} y2={y(v).to_string()} />
                            <text class="tick y" x={(LEFT - 6.0).to_string()} y={(y(v) + 5.0).to_string()}>{ format!("{:.0}%", 100.0 * v) }</text>
                        </>
                    }) }
                    { for bars.iter().enumerate().map(|(i, bar)| {
                        let h = BASE - y(bar.share);
                        html! {
                            <rect class={if bar.action == "call" || bar.action == "fold" { "bar call" } else { "bar" }}
                                data-action={bar.action.clone()} data-share={format!("{:.6}", bar.share)}
                                x={(x(i) + slot * 0.1).to_string()} y={(BASE - h).to_string()}
                                width={(slot * 0.8).to_string()} height={h.to_string()}>
                                <title>{ bar.text() }</title>
                            </rect>
                        }
                    }) }
                    <line class="baseline" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={BASE.to_string()} y2={BASE.to_string()} />
                    { for bars.iter().enumerate().filter(|(_, b)| !b.tick.is_empty()).map(|(i, b)| html! {
                        <text class="tick x" x={raise_x(i).to_string()} y={(BASE + 24.0).to_string()}>{ b.tick.clone() }</text>
                    }) }
                    <text class="axis-label" x={((first_raise + last_raise) / 2.0).to_string()} y={(HEIGHT - 8.0).to_string()}>
                        { "raise size" }
                    </text>
                    <text class="axis-label" transform={format!("translate(18 {}) rotate(-90)", (TOP + BASE) / 2.0)}>
                        { "share of deals" }
                    </text>
                </svg>
                <figcaption>
                    { format!("Alice's share of deals for each action: {firsts_named}, then each raise size (blue).") }
                </figcaption>
            </figure>
            <details class="holdem-deals-values">
                <summary>{ "Every value" }</summary>
                <table id="holdem-deals-table">
                    <thead><tr><th scope="col">{ "Action" }</th><th scope="col">{ "Share of deals" }</th></tr></thead>
                    <tbody>
                        { for bars.iter().map(|b| html! {
                            <tr data-action={b.action.clone()}>
                                <th scope="row">{ if b.action == "call" || b.action == "fold" { b.action.clone() } else { format!("raise by {}", b.action) } }</th>
                                <td>{ percent(b.share) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </details>
            <p>{ "The post: \"Overall, Alice tends to either flat call (around 43% of the time), raise a moderate amount \
                  between 4 and 7 (trailing off up to 16), or go all out with a raise of 20 or 21. … Alice almost never \
                  raises by 2 or 3 or more than 23.\" Each statement, checked against the bars:" }</p>
            <ul class="holdem-claims" id="holdem-deal-claims">
                { for checks.iter().map(claim_item) }
            </ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::holdem::SolutionFile;

    fn post() -> StrategyTable {
        let text = include_str!("../../../static/holdem/solve-2-40.json");
        let file: SolutionFile = serde_json::from_str(text).unwrap();
        StrategyTable::from_file(&file).unwrap()
    }

    #[test]
    fn the_bars_are_the_deal_mix_call_first_then_each_raise() {
        let table = post();
        let bars = bars(&table);
        // No fold bar (Alice never folds), a call bar and 39 raise sizes.
        assert_eq!(bars.len(), 40);
        assert_eq!(bars[0].action, "call");
        assert_eq!(bars[0].text(), "call: 43.5% of deals");
        assert_eq!(bars[4].text(), "raise by 5: 9.8% of deals");
        // With the fold share (under NEGLIGIBLE here, so no bar) the shares sum to 1.
        let fold = table.deal_mix().fold;
        assert!(fold < NEGLIGIBLE, "{fold}");
        let total: f64 = bars.iter().map(|b| b.share).sum();
        assert!((total + fold - 1.0).abs() < 1e-12, "{total} + {fold}");
        // Labelled every 5 from 5 to 40, and the call bar.
        let ticks: Vec<&str> = bars
            .iter()
            .filter(|b| !b.tick.is_empty())
            .map(|b| b.tick.as_str())
            .collect();
        assert_eq!(
            ticks,
            ["call", "5", "10", "15", "20", "25", "30", "35", "40"]
        );
    }

    #[test]
    fn the_y_axis_clears_the_tallest_bar() {
        assert_eq!(y_axis(0.435), (0.5, 0.1));
        let (c, s) = y_axis(0.03);
        assert!((c - 0.03).abs() < 1e-12 && (s - 0.01).abs() < 1e-12);
        assert_eq!(y_axis(1.0), (1.0, 0.2));
        assert_eq!(tick_step(38.0), 5.0);
        assert_eq!(tick_step(98.0), 20.0);
    }
}
