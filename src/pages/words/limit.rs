//! n(m) for the chosen width: the number, its name, and the first amount that does not fit.

use snipelab_core::words;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

/// Decimal strings longer than this are shown shortened, with their digit count.
const SHOWN_DIGITS: usize = 60;

/// Field widths the post names: its bank checks, and the Riddler's two tweet lengths (140 and
/// 280 characters less one for an exclamation point).
const POST_WIDTHS: [(usize, &str); 3] = [
    (67, "the post's bank checks"),
    (139, "a 140-character tweet"),
    (279, "a 280-character tweet"),
];

/// Props of [`Limit`].
#[derive(Properties, PartialEq)]
pub struct LimitProps {
    /// Field width.
    pub m: u32,
    /// Writing convention.
    pub style: words::Style,
}

/// n(m) with its name, n(m) + 1 with its (too long) name, and the post's widths.
#[function_component(Limit)]
pub fn limit(props: &LimitProps) -> Html {
    let limit = use_memo((props.m, props.style), |&(m, style)| {
        words::count_limit(m as usize, style)
    });
    let famous = use_memo(props.style, |&style| {
        POST_WIDTHS
            .iter()
            .filter_map(|&(m, what)| words::count_limit(m, style).ok().map(|l| (what, l)))
            .collect::<Vec<_>>()
    });

    let result = match &*limit {
        Ok(limit) => html! {
            <>
                <p class="result" id="words-limit">
                    { format!("n({}) = ", limit.m) }
                    <strong id="words-n">{ grouped(&limit.n) }</strong>
                    if limit.digits > 3 {
                        { format!(" ({} digits)", limit.digits) }
                    }
                </p>
                <dl class="words-names">
                    <dt>{ format!("n({}) in words, {} characters:", limit.m, limit.n_length) }</dt>
                    <dd id="words-n-words">{ limit.n_words.clone() }</dd>
                    <dt>{ format!("The next amount, {}, needs {} characters, more than {}:", grouped(&limit.next), limit.next_length, limit.m) }</dt>
                    <dd id="words-next-words">{ limit.next_words.clone() }</dd>
                </dl>
            </>
        },
        Err(error) => html! {
            <Notice kind={NoticeKind::Error}><span id="words-error">{ error.to_string() }</span></Notice>
        },
    };

    html! {
        <section aria-labelledby="words-limit-title">
            <h2 id="words-limit-title">{ "How high can you count?" }</h2>
            { result }
            <table class="words-famous">
                <caption>{ "The post's field widths, in this style" }</caption>
                <thead><tr><th scope="col">{ "m" }</th><th scope="col">{ "n(m)" }</th><th scope="col">{ "width of" }</th></tr></thead>
                <tbody>
                    { for famous.iter().map(|(what, l)| html! {
                        <tr><td>{ l.m }</td><td class="exact">{ grouped(&l.n) }</td><td>{ *what }</td></tr>
                    }) }
                </tbody>
            </table>
        </section>
    }
}

/// A decimal string with thousands separators ("1,113,322"), shortened when very long.
pub fn grouped(decimal: &str) -> String {
    if decimal.len() > SHOWN_DIGITS {
        let head = &decimal[..SHOWN_DIGITS / 2];
        let tail = &decimal[decimal.len() - SHOWN_DIGITS / 2..];
        return format!("{head}…{tail}");
    }
    crate::format::grouped(decimal)
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn groups_thousands() {
        assert_eq!(grouped("1113322"), "1,113,322");
        assert_eq!(grouped("999"), "999");
        assert_eq!(grouped("1000"), "1,000");
        assert_eq!(grouped(&"9".repeat(80)).chars().count(), 61);
    }
}
