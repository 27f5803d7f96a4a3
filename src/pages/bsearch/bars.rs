//! A probability for each key 1..=n as bars, with the exact value of each on hover and in a
//! table (for keyboards and screen readers).

use std::rc::Rc;

use yew::prelude::*;

/// Props of [`KeyBars`].
#[derive(Properties, PartialEq)]
pub struct KeyBarsProps {
    /// Element id of the figure.
    pub id: AttrValue,
    /// What the bars show (the figure's caption and the chart's label).
    pub caption: AttrValue,
    /// The probability of each key 1..=n.
    pub values: Rc<Vec<f64>>,
    /// The same probabilities exactly, when known.
    #[prop_or_default]
    pub exact: Option<Rc<Vec<String>>>,
}

/// Bars over the keys 1..=n, scaled to the largest probability.
#[function_component(KeyBars)]
pub fn key_bars(props: &KeyBarsProps) -> Html {
    const WIDTH: f64 = 640.0;
    /// Room on each side for the first and last key's labels.
    const PAD: f64 = 12.0;
    const HEIGHT: f64 = 160.0;
    const BASE: f64 = 140.0;
    let n = props.values.len().max(1);
    let top = props.values.iter().copied().fold(0.0, f64::max);
    let slot = WIDTH / n as f64;
    let exact = |k: usize| {
        props
            .exact
            .as_ref()
            .and_then(|e| e.get(k).cloned())
            .unwrap_or_else(|| format!("{:.6}", props.values.get(k).copied().unwrap_or(0.0)))
    };
    // Label every key when there is room, else about twenty of them.
    let every = (n as f64 / 20.0).ceil().max(1.0) as usize;
    html! {
        <figure class="bsearch-figure" id={props.id.clone()}>
            <svg class="bsearch-bars" viewBox={format!("{} 0 {} {HEIGHT}", -PAD, WIDTH + 2.0 * PAD)} role="img"
                aria-label={format!("{}: bars for keys 1 to {n}; exact values in the table below.", props.caption)}>
                <line class="baseline" x1="0" x2={WIDTH.to_string()} y1={BASE.to_string()} y2={BASE.to_string()} />
                { for props.values.iter().enumerate().map(|(k, &p)| {
                    let h = if top > 0.0 { p / top * (BASE - 6.0) } else { 0.0 };
                    html! {
                        <rect class={if p > 0.0 { "bar" } else { "bar zero" }} x={(k as f64 * slot + slot * 0.1).to_string()}
                            y={(BASE - h).to_string()} width={(slot * 0.8).to_string()} height={h.to_string()}>
                            <title>{ format!("key {}: {}", k + 1, exact(k)) }</title>
                        </rect>
                    }
                }) }
                { for (0..n).filter(|k| (k + 1) % every == 0 || *k == 0).map(|k| html! {
                    <text class="tick x" x={((k as f64 + 0.5) * slot).to_string()} y={(HEIGHT - 4.0).to_string()}>{ k + 1 }</text>
                }) }
            </svg>
            <figcaption>{ props.caption.clone() }</figcaption>
            <details>
                <summary>{ "Exact values" }</summary>
                <ul class="bsearch-exact-list">
                    { for props.values.iter().enumerate().filter(|(_, p)| **p > 0.0).map(|(k, _)| html! {
                        <li><span class="key">{ format!("{}:", k + 1) }</span>{ " " }<span class="exact">{ exact(k) }</span></li>
                    }) }
                </ul>
            </details>
        </figure>
    }
}
