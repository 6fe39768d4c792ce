//! The table screen mounted in headless Chromium: it shows exactly the seeded deal.
#![cfg(target_arch = "wasm32")]

use kemps::engine::deal::DealVector;
use kemps::engine::Preset;
use kemps::ui::table_screen::{TableScreen, TableScreenProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

fn mount_point() -> Element {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let div = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&div)
        .expect("append");
    div
}

fn cards_in(root: &Element, selector: &str) -> Vec<String> {
    let list = root
        .query_selector_all(&format!("{selector} [data-card]"))
        .expect("selector");
    (0..list.length())
        .filter_map(|i| {
            list.item(i)?
                .dyn_into::<Element>()
                .ok()?
                .get_attribute("data-card")
        })
        .collect()
}

async fn mounted(seed: u64, teams: u8, preset: Preset) -> Element {
    let root = mount_point();
    yew::Renderer::<TableScreen>::with_root_and_props(
        root.clone(),
        TableScreenProps {
            seed,
            teams,
            preset,
        },
    )
    .render();
    yew::scheduler::flush().await;
    root
}

#[wasm_bindgen_test]
async fn the_table_shows_the_seeded_deal() {
    for (seed, teams) in [(42u64, 2u8), (7, 3), (2026, 4)] {
        let root = mounted(seed, teams, Preset::Classic).await;
        let want = DealVector::of(Preset::Classic, teams, seed).expect("valid");
        let notation =
            |cards: &[kemps::engine::Card]| cards.iter().map(|c| c.to_string()).collect::<Vec<_>>();
        assert_eq!(
            cards_in(&root, "[data-testid=hand]"),
            notation(&want.hands[0]),
            "seed {seed}"
        );
        assert_eq!(
            cards_in(&root, "[data-testid=centre]"),
            notation(&want.centre)
        );
        let stock = root
            .query_selector("[data-testid=stock-count]")
            .ok()
            .flatten()
            .and_then(|e| e.text_content());
        assert_eq!(stock, Some(want.stock.len().to_string()));
        let seed_shown = root
            .query_selector("[data-testid=seed]")
            .ok()
            .flatten()
            .and_then(|e| e.text_content());
        assert_eq!(seed_shown, Some(seed.to_string()));
        // Everyone else shows four card backs and no faces.
        let seats = root.query_selector_all(".seat").expect("seats");
        assert_eq!(seats.length() as usize, 2 * teams as usize - 1);
        for i in 0..seats.length() {
            let seat = seats
                .item(i)
                .and_then(|n| n.dyn_into::<Element>().ok())
                .expect("seat");
            assert_eq!(
                seat.query_selector_all(".card.back")
                    .expect("backs")
                    .length(),
                4
            );
            assert_eq!(
                seat.query_selector_all("[data-card]")
                    .expect("faces")
                    .length(),
                0,
                "hidden cards stay hidden"
            );
        }
        root.remove();
    }
}

#[wasm_bindgen_test]
async fn cards_have_spoken_names_and_the_partner_sits_across() {
    let root = mounted(42, 2, Preset::Classic).await;
    let first = root
        .query_selector("[data-testid=hand] [data-card]")
        .ok()
        .flatten()
        .expect("a hand card");
    let notation = first.get_attribute("data-card").expect("notation");
    let card: kemps::engine::Card = notation.parse().expect("valid card");
    assert_eq!(first.get_attribute("aria-label"), Some(card.spoken()));
    let partner = root
        .query_selector(".seat.partner")
        .ok()
        .flatten()
        .expect("partner seat");
    assert_eq!(partner.get_attribute("data-seat").as_deref(), Some("2"));
    let style = partner.get_attribute("style").unwrap_or_default();
    assert!(
        style.contains("--x:50.00%"),
        "partner centred at the top: {style}"
    );
    root.remove();
}
