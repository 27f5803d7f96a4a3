//! The "why" of a sum (Sprague–Grundy): each component's value, their XOR, and where to move.

use snipelab_core::games::impartial::SumWhy;
use yew::prelude::*;

/// Props of [`Why`].
#[derive(Properties, PartialEq)]
pub struct WhyProps {
    /// The sum, from the library.
    pub why: SumWhy,
}

/// The position as a table of components, the XOR, and the component to move in.
#[function_component(Why)]
pub fn why(props: &WhyProps) -> Html {
    let w = &props.why;
    let verdict = if w.xor == 0 {
        "The XOR is 0: every move makes it non-zero, and the opponent can always make it 0 again — \
         the player to move loses."
            .to_string()
    } else {
        let names: Vec<String> = w
            .move_in
            .iter()
            .filter_map(|&i| w.components.get(i))
            .map(|c| match c.target {
                Some(t) => format!("{} (from value {} to {t})", c.name, c.grundy),
                None => c.name.clone(),
            })
            .collect();
        format!(
            "The XOR is {} ≠ 0: move in {} to make it 0, and the player to move wins.",
            w.xor,
            names.join(" or ")
        )
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
            <p id="games-why-verdict">{ verdict }</p>
        </div>
    }
}
