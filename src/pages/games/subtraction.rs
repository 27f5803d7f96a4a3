//! The subtraction set of a subtraction game, typed by the reader: remove s chips for some s in
//! the set; parsed as typed, with why a set is refused.

use snipelab_core::games::splitting::{MAX_SUBTRACTION, SubtractionSet};
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// The set shown when the reader first picks a subtraction game: {1, 3, 4}, whose values
/// 0 1 0 1 2 3 2 repeat with period 7.
pub fn default_set() -> SubtractionSet {
    SubtractionSet::new(vec![1, 3, 4]).expect("{1, 3, 4} is a valid set")
}

/// A set as typed: whole numbers separated by commas or spaces (`1,3,4`, `{2, 5}`).
pub fn parse_set(text: &str) -> Result<SubtractionSet, String> {
    let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
    let mut amounts = Vec::new();
    for part in inner.split([',', ' ']).filter(|p| !p.trim().is_empty()) {
        let part = part.trim();
        let amount = part.parse::<u32>().map_err(|_| {
            format!(
                "“{}” is not a whole number from 1 to {MAX_SUBTRACTION}",
                crate::query::shorten(part)
            )
        })?;
        amounts.push(amount);
    }
    SubtractionSet::new(amounts).map_err(|e| e.to_string())
}

/// A set as the URL and the box write it: `1,3,4`.
pub fn write_set(set: &SubtractionSet) -> String {
    set.amounts()
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Props of [`SubtractionInput`].
#[derive(Properties, PartialEq)]
pub struct SubtractionInputProps {
    /// The committed set.
    pub set: SubtractionSet,
    /// A new set that parses.
    pub on_change: Callback<SubtractionSet>,
}

/// The set's text box.
#[function_component(SubtractionInput)]
pub fn subtraction_input(props: &SubtractionInputProps) -> Html {
    let input = {
        let (committed, on_change) = (props.set.clone(), props.on_change.clone());
        use_parsed_input(
            write_set(&props.set),
            |text: &String| parse_set(text),
            Callback::from(move |(_, set): (String, SubtractionSet)| {
                if set != committed {
                    on_change.emit(set);
                }
            }),
        )
    };
    let error = input.parsed.as_ref().as_ref().err().cloned();
    html! {
        <div class="controls games-set">
            <label for="games-set">{ "Subtraction set S" }</label>
            <input id="games-set" type="text" inputmode="numeric" spellcheck="false" autocomplete="off"
                aria-describedby="games-set-hint" aria-invalid={error.is_some().to_string()}
                value={input.draft.clone()} oninput={input.oninput()} />
            <p id="games-set-hint" class="hint">
                { format!("A move removes s chips for some s in S: amounts from 1 to {MAX_SUBTRACTION}, comma-separated, e.g. 1,3,4.") }
            </p>
            if let Some(error) = error {
                <Notice kind={NoticeKind::Error}><span id="games-set-error">{ error }</span></Notice>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_as_typed() {
        assert_eq!(
            parse_set("1,3,4").map(|s| write_set(&s)),
            Ok("1,3,4".into())
        );
        assert_eq!(
            parse_set("{4, 1 3}").map(|s| write_set(&s)),
            Ok("1,3,4".into())
        );
        for bad in ["", "0", "-1", "1,x", "1001", "1.5"] {
            assert!(parse_set(bad).is_err(), "{bad}");
        }
        let many: Vec<String> = (1..=40).map(|i| i.to_string()).collect();
        assert!(parse_set(&many.join(",")).is_err());
    }
}
