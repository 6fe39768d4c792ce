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
/// so that the animation starts again even when the gesture is the same.
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
    // One string of markup, which the browser parses: the face is a picture, never
    // interactive, and a new string (a new gesture or serial) replaces the whole element,
    // which is what starts its CSS animations again; a patched element would not restart them.
    // Each part that moves is an `<svg>` of its own, the size of the face and drawn in the same
    // 100×100 box, so that the browser moves it on the compositor rather than laying out and
    // painting the face again at every frame (see static/faces.css). The head and each hand
    // sit in a box of their own (`rub-head`, `rub-hand`), which a rub or a tap swings while
    // the part inside makes its gesture. Parts that never move share an `<svg>`.
    let gesture = gesture.map_or(String::new(), |g| format!(" g-{}", g.name()));
    let looping = if looping { " looping" } else { "" };
    Html::from_html_unchecked(AttrValue::from(format!(
        concat!(
            r##"<div class="avatar{gesture}{looping}" data-n="{serial}" aria-hidden="true">"##,
            r##"<svg class="body" viewBox="0 0 100 100">"##,
            r##"<path class="shirt" d="M10 100 Q12 73 50 71 Q88 73 90 100 Z" fill="{shirt}"></path>"##,
            r##"<rect x="43" y="60" width="14" height="14" fill="{skin}"></rect>"##,
            r##"</svg>"##,
            r##"<div class="rub-head"><div class="head">"##,
            r##"<svg viewBox="0 0 100 100"><ellipse cx="50" cy="44" rx="26" ry="29" fill="{skin}"></ellipse>"##,
            r##"<ellipse class="ear left" cx="24" cy="46" rx="5" ry="7" fill="{skin}"></ellipse></svg>"##,
            r##"<svg class="ear right" viewBox="0 0 100 100"><ellipse cx="76" cy="46" rx="5" ry="7" fill="{skin}"></ellipse></svg>"##,
            r##"<svg viewBox="0 0 100 100"><path class="hair" d="{hair_path}" fill="{hair}"></path>"##,
            r##"<path class="nose" d="M50 46 Q47 54 51 55" stroke="#0003" stroke-width="2" fill="none"></path></svg>"##,
            r##"<div class="brows">"##,
            r##"<svg class="brow left" viewBox="0 0 100 100"><path d="M33 35 Q39 31 45 35" stroke="{hair}" stroke-width="3" fill="none" stroke-linecap="round"></path></svg>"##,
            r##"<svg class="brow right" viewBox="0 0 100 100"><path d="M55 35 Q61 31 67 35" stroke="{hair}" stroke-width="3" fill="none" stroke-linecap="round"></path></svg>"##,
            r##"</div>"##,
            r##"<svg class="eye left" viewBox="0 0 100 100"><ellipse cx="39.5" cy="44" rx="3.8" ry="4.4" fill="#222"></ellipse></svg>"##,
            r##"<svg class="eye right" viewBox="0 0 100 100"><ellipse cx="60.5" cy="44" rx="3.8" ry="4.4" fill="#222"></ellipse></svg>"##,
            r##"<svg class="lid left" viewBox="0 0 100 100"><path d="M34 44 Q39.5 49 45 44" stroke="#222" stroke-width="2.6" fill="none" stroke-linecap="round"></path></svg>"##,
            r##"<svg class="lid right" viewBox="0 0 100 100"><path d="M55 44 Q60.5 49 66 44" stroke="#222" stroke-width="2.6" fill="none" stroke-linecap="round"></path></svg>"##,
            r##"<svg class="mouth" viewBox="0 0 100 100"><path d="M41 61 Q50 67 59 61" stroke="#7a3b2e" stroke-width="3" fill="none" stroke-linecap="round"></path></svg>"##,
            r##"<svg class="mouth-open" viewBox="0 0 100 100"><ellipse cx="50" cy="63" rx="5" ry="6" fill="#5a1f1a"></ellipse></svg>"##,
            r##"<svg class="teeth" viewBox="0 0 100 100"><rect x="42" y="60" width="16" height="6" rx="1.5" fill="#fff" stroke="#7a3b2e" stroke-width="1.4"></rect></svg>"##,
            r##"</div></div>"##,
            r##"<div class="rub-hand right"><svg class="hand right" viewBox="0 0 100 100" fill="{skin}" stroke="#000a" stroke-width="1.4" stroke-linejoin="round">"##,
            r##"<path d="M57 114 q-7 -6 -9 -1 q-1 4 9 9"></path>"##,
            r##"<path d="M57 125 V105 a1.75 1.75 0 0 1 3.5 0 V103.5 a1.75 1.75 0 0 1 3.5 0 V103.5 a1.75 1.75 0 0 1 3.5 0 V105 a1.75 1.75 0 0 1 3.5 0 V125 Z"></path>"##,
            r##"<path d="M60.5 105 v5 M64 104 v6 M67.5 105 v5" stroke="#0005" stroke-width="1"></path></svg></div>"##,
            r##"<div class="rub-hand left"><svg class="hand left" viewBox="0 0 100 100" fill="{skin}" stroke="#000a" stroke-width="1.4" stroke-linejoin="round">"##,
            r##"<path d="M43 114 q7 -6 9 -1 q1 4 -9 9"></path>"##,
            r##"<path d="M43 125 V105 a1.75 1.75 0 0 0 -3.5 0 V103.5 a1.75 1.75 0 0 0 -3.5 0 V103.5 a1.75 1.75 0 0 0 -3.5 0 V105 a1.75 1.75 0 0 0 -3.5 0 V125 Z"></path>"##,
            r##"<path d="M39.5 105 v5 M36 104 v6 M32.5 105 v5" stroke="#0005" stroke-width="1"></path></svg></div>"##,
            r##"</div>"##,
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
