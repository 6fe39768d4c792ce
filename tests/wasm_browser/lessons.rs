//! How to play, the "?" overlay and the signal gallery in the words in use, mounted in headless
//! Chromium: English as it always read, French from its catalog.
#![cfg(target_arch = "wasm32")]

use kemps::bots::Signals;
use kemps::engine::{Gesture, Preset};
use kemps::i18n::{english, EnglishRules, Lang, Words};
use kemps::ui::how_to_play::how_to_play;
use kemps::ui::keys_overlay::keys_overlay;
use kemps::ui::lang::set_words;
use kemps::ui::signal_gallery::signal_gallery;
use wasm_bindgen_test::*;
use web_sys::Element;
use yew::Callback;

/// French, as the page would fetch it.
const FRENCH: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/fr.cat"));

/// Uses French until dropped, then English again.
struct French;

impl French {
    fn speak() -> French {
        let words = Words::read(Lang::Fr, FRENCH, Box::new(EnglishRules)).expect("French reads");
        set_words(words);
        French
    }
}

impl Drop for French {
    fn drop(&mut self) {
        set_words(english());
    }
}

/// How to play, the "?" overlay and the gallery (with one signal chosen), on one page.
#[yew::function_component]
fn Screens() -> yew::Html {
    let signals = Signals::new(&[Gesture::Wink]).expect("one");
    yew::html! {
        <>
            { how_to_play(&Callback::noop(), &Callback::noop()) }
            { keys_overlay(Preset::Classic, Callback::noop()) }
            { signal_gallery(signals, &Callback::noop()) }
        </>
    }
}

async fn mounted() -> Element {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&root)
        .expect("append");
    yew::Renderer::<Screens>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("no {selector}"))
}

fn text(root: &Element, selector: &str) -> String {
    find(root, selector).text_content().unwrap_or_default()
}

fn label(root: &Element, selector: &str) -> String {
    find(root, selector)
        .get_attribute("aria-label")
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn how_to_play_reads_as_before_with_its_calls_in_bold() {
    let root = mounted().await;
    assert_eq!(text(&root, ".how-to h1"), "How to play");
    let idea = find(&root, ".how-to section p");
    assert_eq!(
        idea.text_content().unwrap_or_default(),
        "You and your partner sit across from each other. Each of you tries to collect four cards of one rank — four sevens, four kings. Before the game you agree a secret signal: a wink, a cough, an ear tug. When you hold four of a kind, make the signal. When your partner sees it, they shout Kemps! and your team wins the round."
    );
    assert!(
        idea.inner_html()
            .ends_with("they shout <strong>Kemps!</strong> and your team wins the round."),
        "{}",
        idea.inner_html()
    );
    assert_eq!(label(&root, ".overlay.keys"), "Help and keys");
    assert_eq!(label(&root, ".signal-gallery"), "Your secret signals");
    assert_eq!(text(&root, "[data-gesture=ear_tug] span"), "Ear tug");
    root.remove();
}

#[wasm_bindgen_test]
async fn how_to_play_the_help_and_the_gallery_speak_french() {
    let _french = French::speak();
    let root = mounted().await;
    assert_eq!(text(&root, ".how-to h1"), "Comment jouer");
    let idea = find(&root, ".how-to section p");
    assert!(
        idea.inner_html()
            .ends_with("il crie <strong>Kemps !</strong> et votre équipe gagne la manche."),
        "{}",
        idea.inner_html()
    );
    let double = find(&root, ".how-to section:nth-of-type(3) li:nth-child(3)");
    assert_eq!(
        double.inner_html(),
        "Avec les annonces doubles, <strong>Double Kemps</strong> (vous et votre partenaire avez chacun un carré) et <strong>Double Contre</strong> (les deux adversaires en ont chacun un) comptent double."
    );
    assert_eq!(text(&root, ".presets-table tbody th"), "Classique");
    assert_eq!(label(&root, ".overlay.keys"), "Aide et touches");
    assert_eq!(
        text(&root, ".overlay.keys dt:nth-of-type(2)"),
        "Contre-Kemps"
    );
    assert_eq!(
        text(&root, ".overlay.keys dt:last-of-type"),
        "Classique",
        "the rules in play, last"
    );
    assert!(text(&root, ".key-table").contains("Espace"));
    assert_eq!(label(&root, ".signal-gallery"), "Vos signaux secrets");
    assert_eq!(
        text(&root, "[data-testid=signal-hint]"),
        "Touchez un geste pour en faire un deuxième signal, ou choisissez-en un autre et retirez celui-ci."
    );
    assert_eq!(text(&root, "[data-gesture=wink] span"), "Clin d'œil");
    root.remove();
}
