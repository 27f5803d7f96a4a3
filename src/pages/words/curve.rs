//! The post's figure: how high you can count against the field width, on a log scale.

use std::rc::Rc;

use snipelab_core::words;
use yew::prelude::*;

use super::MMAX_RANGE;
use crate::format::{count, thousands};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Notice, NoticeKind, Plot, Series, SeriesKind, Slider};

/// Props of [`Curve`].
#[derive(Properties, PartialEq)]
pub struct CurveProps {
    /// The chosen width, marked on the plot.
    pub m: u32,
    /// Right end of the plot.
    pub m_max: u32,
    /// Writing convention.
    pub style: words::Style,
    /// Called when the reader moves the plot's right end.
    pub on_m_max: Callback<f64>,
}

/// log₁₀ n(m) against m, with the plain convention for comparison when another is chosen.
#[function_component(Curve)]
pub fn curve(props: &CurveProps) -> Html {
    // The plot uses the library's log₁₀ n(m) of each exact n(m): n(1000) has 76 digits, far
    // inside a float's range, so 10^log10 is drawn on a true log axis.
    let curves = use_memo((props.m_max, props.style), |&(m_max, style)| {
        let chosen = words::count_limit_curve(m_max as usize, style)?;
        let plain = if style == words::Style::PLAIN {
            None
        } else {
            Some(words::count_limit_curve(
                m_max as usize,
                words::Style::PLAIN,
            )?)
        };
        Ok::<_, words::LimitError>((chosen, plain))
    });

    let rate = match &*curves {
        Ok((chosen, _)) => rate_sentence(chosen),
        Err(_) => String::new(),
    };
    let body = match &*curves {
        Ok((chosen, plain)) => {
            let plot = Rc::new(curve_plot(
                props.m,
                props.m_max,
                props.style,
                chosen,
                plain.as_deref(),
            ));
            html! {
                <Chart id="words-curve" plot={plot} description={format!(
                    "n(m) on a log scale against m from {} to {}: a staircase whose digit count grows roughly in proportion to m{}.",
                    words::MIN_M, props.m_max,
                    if props.m >= words::MIN_M as u32 && props.m <= props.m_max { format!(", with m = {} marked", props.m) } else { String::new() })} />
            }
        }
        Err(error) => html! { <Notice kind={NoticeKind::Error}>{ error.to_string() }</Notice> },
    };

    html! {
        <section aria-labelledby="words-curve-title">
            <h2 id="words-curve-title">{ "n(m) against m" }</h2>
            <p>
                { "The count stops at the first amount whose name is too long, however many shorter names come \
                   after it: one long name is enough. So n(m) stays flat until the width reaches that name's length, \
                   then jumps past every amount up to the next name that is too long, a whole run of amounts in one \
                   step. " }<span id="words-curve-rate">{ rate }</span>
            </p>
            <div class="controls">
                <Slider id="words-mmax" label="Plot up to m" min={f64::from(MMAX_RANGE.0)} max={f64::from(MMAX_RANGE.1)}
                    value={f64::from(props.m_max)} on_change={props.on_m_max.clone()} />
            </div>
            { body }
        </section>
    }
}

/// How fast n(m) gains digits over the plotted widths, from the curve's own points (the first
/// with n ≥ 1 to the last); empty when the plot is too short to show a rate.
fn rate_sentence(curve: &[words::CurvePoint]) -> String {
    let digits = |p: &words::CurvePoint| p.n.len();
    let (Some(first), Some(last)) = (curve.iter().find(|p| p.n != "0"), curve.last()) else {
        return String::new();
    };
    let (gained, width) = (digits(last).saturating_sub(digits(first)), last.m - first.m);
    if gained < 2 {
        return String::new();
    }
    format!(
        "The growth is exponential: from m = {} to m = {}, n(m) goes from {} to {}, about one \
         more digit for every {:.1} characters.",
        first.m,
        thousands(last.m as u64),
        count(digits(first) as u64, "digit", "digits"),
        count(digits(last) as u64, "digit", "digits"),
        width as f64 / gained as f64
    )
}

fn style_name(style: words::Style) -> &'static str {
    match (style.commas, style.and) {
        (false, false) => "plain",
        (true, false) => "with commas",
        (false, true) => "with “and”",
        (true, true) => "with commas and “and”",
    }
}

fn curve_plot(
    m: u32,
    m_max: u32,
    style: words::Style,
    chosen: &[words::CurvePoint],
    plain: Option<&[words::CurvePoint]>,
) -> Plot {
    let points = |curve: &[words::CurvePoint]| -> Vec<(f64, f64)> {
        curve
            .iter()
            .map(|p| (p.m as f64, 10f64.powf(p.log10)))
            .collect()
    };
    let top = chosen
        .iter()
        .chain(plain.unwrap_or_default())
        .map(|p| p.log10)
        .fold(1.0, f64::max);
    let mut series = Vec::new();
    if let Some(plain) = plain {
        series.push(Series {
            name: "plain".into(),
            color: palette::GRAY,
            kind: SeriesKind::Step,
            points: points(plain),
        });
    }
    series.push(Series {
        name: style_name(style).into(),
        color: palette::BLUE,
        kind: SeriesKind::Step,
        points: points(chosen),
    });
    Plot {
        title: format!(
            "How high can you count in m characters ({})",
            style_name(style)
        ),
        x_label: "m, characters".into(),
        y_label: "n(m)".into(),
        x_range: (words::MIN_M as f64, f64::from(m_max)),
        y_range: (1.0, 10f64.powf((top * 1.05).ceil().max(1.0))),
        y_log: true,
        series,
        x_markers: vec![Marker {
            at: f64::from(m),
            label: format!("m = {m}"),
            color: palette::RED,
        }],
        y_markers: vec![],
    }
}
