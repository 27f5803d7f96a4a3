//! The "why" of a sum (Sprague–Grundy): each component's value, their XOR, and where to move.

use snipelab_core::games::impartial::SumWhy;
use yew::prelude::*;

/// Props of [`Why`].
#[derive(Properties, PartialEq)]
pub struct WhyProps {
    /// The sum, from the library.
    pub why: SumWhy,
}

/// The position as a table of components, the XOR, and every winning move by the component it
/// changes.
#[function_component(Why)]
pub fn why(props: &WhyProps) -> Html {
    let w = &props.why;
    let verdict = if w.xor == 0 {
        html! {
            { "The XOR is 0: every move changes one component's value and so makes the XOR non-zero, and the \
               opponent can always make it 0 again — the player to move loses." }
        }
    } else {
        let places: Vec<Html> = w
            .move_in
            .iter()
            .filter_map(|&i| w.components.get(i))
            .map(|c| {
                let t = c.target.unwrap_or(c.grundy ^ w.xor);
                let how = if t > c.grundy { "raising" } else { "lowering" };
                html! {
                    <li>
                        { format!("in {}, {how} its value from {} to {t}: ", c.name, c.grundy) }
                        { for c.winning_moves.iter().enumerate().map(|(k, m)| html! {
                            <>{ if k > 0 { ", " } else { "" } }<span class="games-why-move">{ m.clone() }</span></>
                        }) }
                    </li>
                }
            })
            .collect();
        let raises = w
            .move_in
            .iter()
            .filter_map(|&i| w.components.get(i))
            .any(|c| c.target.is_some_and(|t| t > c.grundy));
        html! {
            <>
                { format!("The XOR is {} ≠ 0, so the player to move wins: a move that takes one component from \
                           value v to v XOR {} makes the XOR 0, and every winning move does exactly that.", w.xor, w.xor) }
                if raises {
                    { " A move may raise a value: the mex promises a move to every smaller value, and some \
                         positions have moves to larger ones too." }
                }
                { " The winning moves:" }
                <ul id="games-why-moves">{ for places }</ul>
            </>
        }
    };
    html! {
        <div class="games-why" id="games-why">
            <h3>{ "Why: the position as a sum" }</h3>
            <div class="table-scroll">
                <table>
                    <caption>{ "Each component's Grundy value; the position's value is their XOR" }</caption>
                    <thead><tr><th scope="col">{ "Component" }</th><th scope="col">{ "Grundy value" }</th><th scope="col">{ "binary" }</th></tr></thead>
                    <tbody>
                        { for w.components.iter().enumerate().map(|(i, c)| html! {
                            <tr class={if w.move_in.contains(&i) { "move-here" } else { "" }}>
                                <td>{ c.name.clone() }</td>
                                <td class="num">{ c.grundy }</td>
                                <td class="num"><code>{ format!("{:b}", c.grundy) }</code></td>
                            </tr>
                        }) }
                        <tr class="xor">
                            <th scope="row">{ "XOR" }</th>
                            <td class="num" id="games-xor">{ w.xor }</td>
                            <td class="num"><code>{ format!("{:b}", w.xor) }</code></td>
                        </tr>
                    </tbody>
                </table>
            </div>
            <div id="games-why-verdict">{ verdict }</div>
        </div>
    }
}
