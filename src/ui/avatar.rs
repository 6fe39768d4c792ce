//! A face for every seat, drawn in SVG: skin, hair and shirt vary by seat so that every
//! player is told apart at a glance. A gesture is a CSS animation of the face's parts
//! (or, with reduced motion, a still pose); a decoy and a signal look exactly alike.

use yew::prelude::*;

use crate::engine::Gesture;

const SKIN: [&str; 6] = [
    "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#d9a066",
];
const HAIR: [&str; 7] = [
    "#2c1b10", "#6b3e26", "#c9a227", "#a33b20", "#1c1c1c", "#8c8c8c", "#4a2c5e",
];
const SHIRT: [&str; 12] = [
    "#2f6fdf", "#d9534f", "#3c9d5d", "#e08e0b", "#8e44ad", "#16a3a3", "#c2417a", "#6d7f2c",
    "#b5651d", "#34495e", "#d35400", "#7f8c8d",
];

/// The face of `seat`, making `gesture` if any, over and over when `looping` (the set-up
/// screen's preview). `serial` tells one gesture from the next: a new one redraws the face,
/// so that the animation starts again even when the gesture is the same. A plain function,
/// not a component: a component costs about 2 KB of Wasm of its own.
pub fn avatar(seat: usize, gesture: Option<Gesture>, looping: bool, serial: u64) -> Html {
    let s = seat;
    let skin = SKIN[(s * 5 + 1) % SKIN.len()];
    let hair = HAIR[(s * 3) % HAIR.len()];
    let shirt = SHIRT[s % SHIRT.len()];
    let hair_path = match s % 4 {
        0 => "M22 38 Q22 14 50 14 Q78 14 78 38 Q70 26 50 26 Q30 26 22 38 Z",
        1 => "M20 44 Q18 10 50 12 Q82 10 80 44 L74 44 Q72 24 50 24 Q28 24 26 44 Z",
        2 => "M24 34 Q30 12 50 16 Q72 10 76 34 Q64 22 56 28 Q48 20 40 28 Q32 22 24 34 Z",
        _ => "M26 30 Q50 4 74 30 Q62 20 50 22 Q38 20 26 30 Z",
    };
    // One string of SVG markup, which the browser parses, rather than a tree of Yew nodes:
    // the face is never interactive, and each part built as a node cost Wasm (about 4 KB).
    let gesture = gesture.map_or(String::new(), |g| format!(" g-{}", g.name()));
    let looping = if looping { " looping" } else { "" };
    Html::from_html_unchecked(AttrValue::from(format!(
        concat!(
            r##"<svg class="avatar{gesture}{looping}" data-n="{serial}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">"##,
            r##"<g class="body">"##,
            r##"<path class="shirt" d="M14 100 Q16 74 50 72 Q84 74 86 100 Z" fill="{shirt}"></path>"##,
            r##"<rect x="43" y="60" width="14" height="14" fill="{skin}"></rect>"##,
            r##"</g>"##,
            r##"<g class="head">"##,
            r##"<ellipse cx="50" cy="44" rx="26" ry="29" fill="{skin}"></ellipse>"##,
            r##"<ellipse class="ear left" cx="24" cy="46" rx="5" ry="7" fill="{skin}"></ellipse>"##,
            r##"<ellipse class="ear right" cx="76" cy="46" rx="5" ry="7" fill="{skin}"></ellipse>"##,
            r##"<path class="hair" d="{hair_path}" fill="{hair}"></path>"##,
            r##"<g class="brows">"##,
            r##"<path class="brow left" d="M34 36 Q40 33 45 36" stroke="{hair}" stroke-width="2.5" fill="none"></path>"##,
            r##"<path class="brow right" d="M55 36 Q60 33 66 36" stroke="{hair}" stroke-width="2.5" fill="none"></path>"##,
            r##"</g>"##,
            r##"<ellipse class="eye left" cx="40" cy="44" rx="3.2" ry="3.6" fill="#222"></ellipse>"##,
            r##"<ellipse class="eye right" cx="60" cy="44" rx="3.2" ry="3.6" fill="#222"></ellipse>"##,
            r##"<path class="nose" d="M50 46 Q47 54 51 55" stroke="#0003" stroke-width="2" fill="none"></path>"##,
            r##"<path class="mouth" d="M42 61 Q50 66 58 61" stroke="#7a3b2e" stroke-width="2.5" fill="none" stroke-linecap="round"></path>"##,
            r##"<ellipse class="mouth-open" cx="50" cy="63" rx="5" ry="6" fill="#5a1f1a"></ellipse>"##,
            r##"</g>"##,
            r##"<g class="hand"><circle cx="50" cy="108" r="8.5" fill="{skin}" stroke="#000a" stroke-width="1.6"></circle><path d="M45 104 h10" stroke="#0007" stroke-width="1.2"></path></g>"##,
            r##"</svg>"##,
        ),
        gesture = gesture,
        looping = looping,
        shirt = shirt,
        skin = skin,
        hair = hair,
        hair_path = hair_path,
        serial = serial,
    )))
}
