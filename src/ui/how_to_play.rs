//! How to play, in a minute: the idea, a round, the calls, the house rules, the keys.

use crate::ui::lang::words;
use yew::prelude::*;

use super::keys_overlay::key_table;
use super::press;
use crate::engine::{CallKind, Preset};
use crate::i18n::{id, Arg, Msg};
use crate::narration::words::{preset_summary, preset_title, shout};

/// The screen, with a way back and a way to the lesson.
pub fn how_to_play(on_back: &Callback<()>, on_lesson: &Callback<()>) -> Html {
    html! {
        <main tabindex="-1" class="screen how-to">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(on_back)}>{tr!(&words(), LESSON_HOWTO_BACK)}</button>
                <h1>{tr!(&words(), LESSON_HOWTO_TITLE)}</h1>
            </header>
            <p class="lesson-link">
                <button type="button" class="primary" onclick={press(on_lesson)}>{tr!(&words(), LESSON_HOWTO_TRY)}</button>
            </p>
            { the_game() }
            <section>
                <h2>{tr!(&words(), LESSON_HOWTO_HOUSE_RULES)}</h2>
                <table class="presets-table">
                    <thead><tr><th scope="col">{tr!(&words(), LESSON_HOWTO_RULES)}</th><th scope="col">{tr!(&words(), LESSON_HOWTO_IN_SHORT)}</th></tr></thead>
                    <tbody>{ for Preset::ALL.iter().map(|&p| html! { <tr><th scope="row">{preset_title(&words(), p)}</th><td>{preset_summary(&words(), p)}</td></tr> }) }</tbody>
                </table>
            </section>
            <section>
                <h2>{tr!(&words(), LESSON_HOWTO_KEYS)}</h2>
                <p>{tr!(&words(), LESSON_HOWTO_KEYS_ANY_WAY)}</p>
                { key_table() }
            </section>
        </main>
    }
}

/// The idea, a round and the calls: the game itself, which an invited friend's page also
/// offers before they join.
pub fn the_game() -> Html {
    html! {
        <>
        <section>
            <h2>{tr!(&words(), LESSON_HOWTO_IDEA)}</h2>
            <p>{ with_bold(id::LESSON_HOWTO_IDEA_KEMPS, &[("kemps", shout(&words(), CallKind::Kemps))]) }</p>
            <p>{ with_bold(id::LESSON_HOWTO_IDEA_STOP, &[("stop", shout(&words(), CallKind::Stop))]) }</p>
        </section>
        <section>
            <h2>{tr!(&words(), LESSON_HOWTO_ROUND)}</h2>
            <ul>
                <li>{tr!(&words(), LESSON_HOWTO_ROUND_DEAL)}</li>
                <li>{tr!(&words(), LESSON_HOWTO_ROUND_SWAP)}</li>
                <li>{tr!(&words(), LESSON_HOWTO_ROUND_COUNT)}</li>
                <li>{tr!(&words(), LESSON_HOWTO_ROUND_REAL_DEAL)}</li>
            </ul>
        </section>
        <section>
            <h2>{tr!(&words(), LESSON_HOWTO_CALLS)}</h2>
            <ul>
                <li>{ with_bold(id::LESSON_HOWTO_CALLS_KEMPS, &[("kemps", shout(&words(), CallKind::Kemps))]) }</li>
                <li>{ with_bold(id::LESSON_HOWTO_CALLS_STOP, &[("stop", shout(&words(), CallKind::Stop))]) }</li>
                <li>{ with_bold(id::LESSON_HOWTO_CALLS_DOUBLE, &[
                    ("double_kemps", tr!(&words(), LESSON_HOWTO_DOUBLE_KEMPS)),
                    ("double_stop", tr!(&words(), LESSON_HOWTO_DOUBLE_STOP)),
                ]) }</li>
                <li>{tr!(&words(), LESSON_HOWTO_CALLS_FIRST)}</li>
            </ul>
        </section>
        </>
    }
}

/// The message `msg` with each of `bold`'s words (an argument, by name) in bold, wherever the
/// language puts it: each is given as a private-use character first, which the text is then
/// cut at.
fn with_bold(msg: Msg, bold: &[(&str, String)]) -> Html {
    const FIRST_MARK: u32 = 0xE000;
    let marks: Vec<(&str, Arg)> = (0u32..)
        .zip(bold)
        .filter_map(|(i, (name, _))| {
            Some((
                *name,
                Arg::from(char::from_u32(FIRST_MARK + i)?.to_string()),
            ))
        })
        .collect();
    let mut parts = Vec::new();
    let mut plain = String::new();
    for c in words().text(msg, &marks).chars() {
        let word =
            (u32::from(c).checked_sub(FIRST_MARK)).and_then(|i| bold.get(usize::try_from(i).ok()?));
        match word {
            Some((_, word)) => {
                parts.push(html! { {std::mem::take(&mut plain)} });
                parts.push(html! { <strong>{word.clone()}</strong> });
            }
            None => plain.push(c),
        }
    }
    parts.push(html! { {plain} });
    parts.into_iter().collect::<Html>()
}
