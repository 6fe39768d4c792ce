//! The app's components and UI state transitions, mounted in headless Chromium. Each test
//! renders, flushes Yew's scheduler, then looks at the DOM; no sleeps.
#![cfg(target_arch = "wasm32")]

use crate::deal_vector::DealVector;
use kemps::engine::{Gesture, Preset, RoundRecord, RoundResult, Rules, Seat, Standing, Table};
use kemps::narration::headline::YourRound;
use kemps::narration::names::Naming;
use kemps::session::play::GestureMark;
use kemps::session::saved::{InProgress, Progress, Saving, STORAGE_KEY};
use kemps::session::{MatchSetup, RoundSummary, Settings};
use kemps::ui::copy_link::{CopyLink, CopyLinkProps};
use kemps::ui::round_result::{self, RoundResultProps};
use kemps::ui::signal_gallery::signal_gallery;
use kemps::ui::table_page::TablePage;
use kemps::ui::table_state::OpenedMatch;
use kemps::ui::table_state::{Keeping, TableMatch, TablePageProps};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::Callback;

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

fn mount_point() -> Element {
    let div = document().create_element("div").expect("div");
    document()
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

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).ok().flatten()
}

fn text(root: &Element, selector: &str) -> String {
    find(root, selector)
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

fn click(root: &Element, selector: &str) {
    find(root, selector)
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        .unwrap_or_else(|| panic!("no {selector}"))
        .click();
}

fn press(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    document().dispatch_event(&event).expect("dispatch");
}

fn settings() -> Settings {
    Settings {
        captions: true,
        ..Settings::defaults(false)
    }
}

async fn table(seed: u64, teams: u8) -> Element {
    let keeping = Keeping {
        on_progress: Callback::noop(),
        on_finished: Callback::noop(),
        saving: Saving::Saved,
    };
    table_keeping(seed, teams, keeping).await
}

async fn table_keeping(seed: u64, teams: u8, keeping: Keeping) -> Element {
    let root = mount_point();
    let mut setup = MatchSetup::new(seed);
    setup.game.teams = teams;
    let opened = OpenedMatch::new(setup, settings().speed.factor(), settings().captions);
    let props = TablePageProps {
        opened: TableMatch::Opened(opened.expect("a playable game")),
        settings: settings(),
        on_leave: Callback::noop(),
        on_again: Callback::noop(),
        keeping,
        daily: None,
        on_replay: Callback::noop(),
        notices: Vec::new(),
        offer_captions: false,
        on_keep_captions: Callback::noop(),
        peer: None,
    };
    yew::Renderer::<TablePage>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    root
}

/// The felt seats everyone clockwise from your left: the left side read from the top down,
/// then the partner across, then the right side from the top down, at every table size.
#[wasm_bindgen_test]
async fn the_felt_seats_the_table_clockwise_from_your_left() {
    for teams in 2u8..=6 {
        let root = table(7, teams).await;
        let seats = |selector: &str| -> Vec<String> {
            let list = root.query_selector_all(selector).expect("selector");
            (0..list.length())
                .filter_map(|i| list.item(i))
                .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
                .filter_map(|e| e.get_attribute("data-seat"))
                .collect()
        };
        let n = usize::from(teams) * 2;
        let names =
            |r: &mut dyn Iterator<Item = usize>| r.map(|i| i.to_string()).collect::<Vec<_>>();
        assert_eq!(
            seats(".felt > .side.left > .seat"),
            names(&mut (1..n / 2).rev()),
            "{n} seats"
        );
        assert_eq!(
            seats(".felt > .seat.partner"),
            vec![(n / 2).to_string()],
            "{n} seats"
        );
        assert_eq!(
            seats(".felt > .side.right > .seat"),
            names(&mut (n / 2 + 1..n)),
            "{n} seats"
        );
        assert_eq!(
            seats(".felt .seat").len(),
            n - 1,
            "every other seat is on the felt once"
        );
    }
}

#[wasm_bindgen_test]
async fn the_table_shows_the_seeded_deal_while_getting_ready() {
    for (seed, teams) in [(42u64, 2u8), (7, 3), (2026, 4)] {
        let root = table(seed, teams).await;
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
        assert_eq!(
            text(&root, "[data-testid=stock-count]"),
            want.stock.len().to_string()
        );
        assert_eq!(
            find(&root, "[data-testid=seed]").and_then(|e| e.get_attribute("data-seed")),
            Some(seed.to_string())
        );
        assert_eq!(
            text(&root, "[data-testid=seed]"),
            kemps::share::deal_code(seed)
        );
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
async fn cards_are_buttons_named_after_the_card_and_the_partner_sits_across() {
    let root = table(42, 2).await;
    let first = find(&root, "[data-testid=hand] button[data-card]").expect("a hand card button");
    let card: kemps::engine::Card = first
        .get_attribute("data-card")
        .expect("notation")
        .parse()
        .expect("card");
    assert_eq!(first.get_attribute("aria-label"), Some(card.spoken()));
    assert_eq!(
        first.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    let partner = find(&root, ".seat.partner").expect("partner seat");
    assert_eq!(partner.get_attribute("data-seat").as_deref(), Some("2"));
    assert!(
        partner.matches(".felt > .seat.partner").expect("selector"),
        "the partner sits across, between the two sides"
    );
    for name in ["Pass", "Kemps!", "Stop Kemps", "Gestures"] {
        let buttons = root
            .query_selector_all(".action-bar button")
            .expect("buttons");
        let found = (0..buttons.length()).any(|i| {
            buttons
                .item(i)
                .and_then(|b| b.text_content())
                .is_some_and(|t| t.starts_with(name))
        });
        assert!(found, "a {name} button");
    }
    root.remove();
}

#[wasm_bindgen_test]
async fn a_press_while_getting_ready_changes_nothing_and_says_why() {
    let root = table(42, 2).await;
    assert!(
        find(&root, "[data-testid=countdown]").is_some(),
        "a match opens with a countdown"
    );
    let before = cards_in(&root, "[data-testid=hand]");
    click(&root, "[data-testid=hand] button");
    yew::scheduler::flush().await;
    click(&root, "[data-testid=centre] button");
    yew::scheduler::flush().await;
    assert_eq!(cards_in(&root, "[data-testid=hand]"), before);
    assert_eq!(
        text(&root, "[data-testid=notice]"),
        "Get ready — the game starts in a moment"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn keys_open_and_close_the_overlays() {
    let root = table(5, 2).await;
    press("?");
    yew::scheduler::flush().await;
    assert!(find(&root, ".overlay.keys").is_some(), "? shows the keys");
    press("Escape");
    yew::scheduler::flush().await;
    assert!(find(&root, ".overlay.keys").is_none(), "Esc closes them");
    press("v");
    yew::scheduler::flush().await;
    assert_eq!(
        root.query_selector_all(".palette button")
            .expect("palette")
            .length(),
        12,
        "V opens the twelve gestures"
    );
    press("v");
    yew::scheduler::flush().await;
    assert!(find(&root, ".palette").is_none());
    press(" ");
    yew::scheduler::flush().await;
    assert!(find(&root, ".overlay.pause").is_some(), "Space pauses");
    assert_eq!(
        find(&root, ".table-menu button")
            .and_then(|b| b.get_attribute("aria-pressed"))
            .as_deref(),
        Some("true")
    );
    press(" ");
    yew::scheduler::flush().await;
    assert!(find(&root, ".overlay.pause").is_none());
    assert!(
        find(&root, "[data-testid=countdown]").is_some(),
        "resuming counts down first"
    );
    root.remove();
}

#[derive(yew::Properties, PartialEq)]
struct GalleryProps {
    on_select: Callback<Gesture>,
}

/// The gallery as the set-up screen shows it, with the cough and the wink chosen.
#[yew::function_component]
fn Gallery(props: &GalleryProps) -> yew::Html {
    let chosen = kemps::bots::Signals::new(&[Gesture::Cough, Gesture::Wink]).expect("two");
    signal_gallery(chosen, &props.on_select)
}

#[wasm_bindgen_test]
async fn the_signal_gallery_marks_the_choices_and_reports_clicks() {
    let root = mount_point();
    let picked = Rc::new(RefCell::new(None));
    let on_select = {
        let picked = picked.clone();
        Callback::from(move |g: Gesture| *picked.borrow_mut() = Some(g))
    };
    yew::Renderer::<Gallery>::with_root_and_props(root.clone(), GalleryProps { on_select })
        .render();
    yew::scheduler::flush().await;
    assert_eq!(
        root.query_selector_all("[aria-pressed]")
            .expect("toggles")
            .length(),
        12
    );
    let pressed = root
        .query_selector_all("[aria-pressed=true]")
        .expect("pressed");
    let pressed: Vec<String> = (0..pressed.length())
        .filter_map(|i| pressed.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .filter_map(|e| e.get_attribute("data-gesture"))
        .collect();
    assert_eq!(pressed, ["wink", "cough"], "in the gallery's order");
    assert!(
        find(&root, "[data-testid=signal-hint]")
            .and_then(|e| e.text_content())
            .is_some_and(|t| t.contains("Two signals")),
        "the hint says what two signals do"
    );
    click(&root, "[data-gesture=ear_tug]");
    assert_eq!(*picked.borrow(), Some(Gesture::EarTug));
    root.remove();
}

#[wasm_bindgen_test]
async fn the_round_result_says_what_happened_and_how_it_scored() {
    let root = mount_point();
    let kings: Vec<kemps::engine::Card> = ["KH", "KD", "KC", "KS"]
        .iter()
        .map(|c| c.parse().expect("card"))
        .collect();
    let table = Table::new(2).expect("a table");
    let bram = table.seat(2).expect("Bram's seat");
    let summary = RoundSummary {
        record: RoundRecord {
            round: 3,
            result: RoundResult::Kemps,
            by: Some(Seat::FIRST),
            on: Some(2),
            target: None,
            at: 9_000,
            calls: vec![],
        },
        table,
        rules: Rules::of(Preset::Classic),
        side: YourRound::Won,
        revealed: vec![(bram, kings)],
        // Bram's wink, the signal you read: "You won the round: you read Bram's wink."
        marks: vec![GestureMark {
            at: 8_000,
            round: 3,
            seat: bram,
            gesture: Gesture::Wink,
            real: true,
        }],
        read: None,
        signal_caught: false,
        before: vec![Standing::default(); 2],
        after: vec![
            Standing::default(),
            Standing {
                letters: 1,
                ..Default::default()
            },
        ],
    };
    let next = Rc::new(RefCell::new(false));
    let on_next = {
        let next = next.clone();
        Callback::from(move |_| *next.borrow_mut() = true)
    };
    // A round's result as the table shows it; it opens its signal gallery itself.
    let props = RoundResultProps {
        summary,
        naming: Naming::default(),
        rules: Rules::of(Preset::Classic),
        teams: 2,
        signals: Gesture::Wink.into(),
        next: None,
        on_next,
        waiting: Some("Waiting for your friend to see the result…".into()),
        on_signal: Callback::noop(),
    };
    yew::Renderer::<round_result::RoundResult>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    assert_eq!(
        find(&root, "[data-result]")
            .and_then(|e| e.get_attribute("data-result"))
            .as_deref(),
        Some("kemps")
    );
    assert!(text(&root, "[data-testid=result-sentence]").contains("Bram held four kings"));
    let headline = find(&root, "[data-testid=result-headline]").expect("a headline");
    assert_eq!(
        headline.text_content().as_deref(),
        Some("You won the round: you read Bram's wink.")
    );
    assert_eq!(headline.get_attribute("data-you").as_deref(), Some("won"));
    assert_eq!(
        text(&root, "[data-testid=result-waiting]"),
        "Waiting for your friend to see the result…",
        "what the next round waits for, beside its button"
    );
    assert_eq!(
        root.query_selector_all(".revealed-hand [data-card]")
            .expect("cards")
            .length(),
        4
    );
    assert_eq!(
        root.query_selector_all(".letter.got")
            .expect("letters")
            .length(),
        1,
        "the new letter is shown"
    );
    click(&root, ".signal-change button");
    yew::scheduler::flush().await;
    assert!(
        find(&root, ".signal-gallery").is_some(),
        "the signal can be changed between rounds"
    );
    press("Escape");
    yew::scheduler::flush().await;
    assert!(
        find(&root, ".signal-gallery").is_none(),
        "Escape puts the gallery away"
    );
    click(&root, "button.primary");
    assert!(*next.borrow());
    root.remove();
}

#[wasm_bindgen_test]
async fn a_link_to_copy_by_hand_takes_the_focus_with_the_whole_link_selected() {
    let root = mount_point();
    let link = "https://example.org/kemps/#g=1.2.3";
    let closed = Rc::new(RefCell::new(false));
    let on_close = {
        let closed = closed.clone();
        Callback::from(move |()| *closed.borrow_mut() = true)
    };
    let props = CopyLinkProps {
        link: link.into(),
        asked: 1,
        on_close: Some(on_close),
    };
    yew::Renderer::<CopyLink>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let field = find(&root, "[data-testid=copy-link]")
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .expect("the field");
    assert_eq!(field.value(), link);
    assert!(field.read_only());
    let focused = document().active_element().expect("a focused element");
    assert!(
        focused.is_same_node(Some(&field)),
        "the field has the focus"
    );
    assert_eq!(field.selection_start().ok().flatten(), Some(0));
    assert_eq!(
        field.selection_end().ok().flatten(),
        Some(link.len() as u32),
        "the whole link is selected"
    );
    click(&root, ".copy-link button");
    assert!(*closed.borrow(), "Done puts the field away");
    root.remove();
}

/// Puts `fragment` in the address bar as the app does (no `hashchange`), then, when `event`,
/// fires the `hashchange` that pasting it into the address bar fires.
async fn address(fragment: &str, event: bool) {
    let window = web_sys::window().expect("window");
    let path = window.location().pathname().expect("path");
    let url = format!("{path}{fragment}");
    let history = window.history().expect("history");
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        .expect("replace");
    if event {
        let changed = web_sys::Event::new("hashchange").expect("event");
        window.dispatch_event(&changed).expect("dispatch");
    }
    for _ in 0..4 {
        yew::scheduler::flush().await;
    }
}

#[wasm_bindgen_test]
async fn the_page_follows_a_changed_fragment_and_never_its_own_address_writes() {
    let window = web_sys::window().expect("window");
    let fired = Rc::new(std::cell::Cell::new(0));
    let counter = fired.clone();
    let listener = gloo::events::EventListener::new(&window, "hashchange", move |_| {
        counter.set(counter.get() + 1)
    });
    address("#ZZZZ", false).await;
    // A task later: a hashchange would have been fired by now.
    let tick = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window.set_timeout_with_callback(&resolve);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
    assert_eq!(fired.get(), 0, "history.replaceState fires no hashchange");
    drop(listener);

    let root = mount_point();
    let app = yew::Renderer::<kemps::ui::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    assert!(
        find(&root, "[data-testid=link-problem]").is_some(),
        "a damaged link"
    );
    let game = MatchSetup::new(42).game;
    address(&format!("#{}", game.encode()), true).await;
    assert!(find(&root, "[data-testid=link-problem]").is_none());
    assert_eq!(
        find(&root, "[data-testid=seed]").and_then(|e| e.get_attribute("data-seed")),
        Some("42".to_string()),
        "the corrected link's table"
    );
    address("", true).await;
    assert!(
        find(&root, "[data-testid=seed]").is_none(),
        "a plain address: home"
    );
    app.destroy();
    root.remove();
}

/// The table hands its match in progress to the app to keep (the app saves it through its
/// effects): the table itself writes nothing to storage.
#[wasm_bindgen_test]
async fn the_table_hands_its_match_in_progress_to_the_app_and_writes_no_storage() {
    let storage = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage");
    storage.remove_item(STORAGE_KEY).expect("cleared");
    let kept: Rc<RefCell<Vec<InProgress>>> = Rc::default();
    let keeping = Keeping {
        on_progress: {
            let kept = kept.clone();
            Callback::from(move |p: InProgress| kept.borrow_mut().push(p))
        },
        on_finished: Callback::noop(),
        saving: Saving::Saved,
    };
    let root = table_keeping(31, 2, keeping).await;
    let kept = kept.borrow();
    assert_eq!(kept.len(), 1, "handed once as the table opens");
    assert_eq!(
        kept[0].progress,
        Progress::Deal {
            code: kemps::share::deal_code(31),
            round: 1
        }
    );
    assert!(kept[0].record.len() > 10, "the match's record");
    assert_eq!(storage.get_item(STORAGE_KEY).expect("read"), None);
    root.remove();
}
