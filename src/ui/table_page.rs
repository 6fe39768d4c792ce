//! The table in play: the match state behind a reducer, driven by animation frames, keys,
//! pointer presses and tab visibility; the layout of seats, centre, hand and controls.

use std::rc::Rc;

use yew::prelude::*;

use super::{set_class, with_class};

use super::focus::use_overlay_focus;
use super::hooks::{now_ms, use_animation_frame, use_keydown, use_visibility};
use super::sharing::{self, Shared};
use super::sound;
use super::storage;
use super::table_state::{MatchHandle, OpenedMatch, TableMsg};
use super::table_view::TableView;
use crate::engine::Seat;
use crate::session::play::SavePoint;
use crate::session::saved::InProgress;
use crate::session::{command_for, Command, KeyContext, MatchPhase, Settings};
use crate::share::MatchRecord;

/// The felt: the seats to your left from the top down (`n/2 - 1` to 1, clockwise from your
/// left hand), your partner across the table above the centre, and the seats to your right
/// from the top down (`n/2 + 1` to `n - 1`). The style sheet sizes the faces to the felt,
/// so that every seat, the centre and the piles fit on one screen at every table size.
pub fn felt(label: &'static str, n: usize, seat: &dyn Fn(Seat) -> Html, centre: Html) -> Html {
    let side = |class: &'static str, seats: &mut dyn Iterator<Item = usize>| -> Html {
        set_class(
            html! { <div>{ for seats.map(|i| seat(Seat(i as u8))) }</div> },
            AttrValue::Static(class),
        )
    };
    html! {
        <div class="felt" role="group" aria-label={label}>
            { side("side left", &mut (1..n / 2).rev()) }
            { seat(Seat((n / 2) as u8)) }
            { side("side right", &mut (n / 2 + 1..n)) }
            { centre }
        </div>
    }
}

/// A finished match, once its result is saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub saved: crate::session::saved::Saved,
}

#[derive(Properties, PartialEq)]
pub struct TablePageProps {
    /// The match to play, opened by the app.
    pub opened: OpenedMatch,
    pub settings: Settings,
    /// Back to the home screen.
    pub on_leave: Callback<()>,
    /// Another match with the same set-up and a new deal.
    pub on_again: Callback<()>,
    /// The day number, when this is that day's daily deal.
    #[prop_or_default]
    pub daily: Option<i64>,
    /// Watch the match again.
    #[prop_or_default]
    pub on_replay: Callback<MatchRecord>,
    /// The match ended and its result was saved.
    #[prop_or_default]
    pub on_finished: Callback<Finished>,
    /// Things to tell the player as the table opens (a problem with the address).
    #[prop_or_default]
    pub notices: Vec<String>,
}

#[function_component]
pub fn TablePage(props: &TablePageProps) -> Html {
    let handle = use_reducer_eq({
        let m = props.opened.0.clone();
        move || MatchHandle {
            m,
            toggles: Rc::default(),
            version: 0,
        }
    });
    let dispatcher = handle.dispatcher();

    use_table_drivers(&handle);
    let packed = use_state(|| None::<Rc<str>>);
    use_match_saving(&handle, props, &packed);
    let copy_by_hand = use_state(|| None::<String>);
    let said = use_state(Shared::default);
    let on_share = {
        let (d, m, copy_by_hand) = (dispatcher.clone(), handle.m.clone(), copy_by_hand.clone());
        Callback::from(move |_: MouseEvent| {
            let m = m.borrow();
            let url = format!("{}#{}", sharing::page_address(), m.setup().game.encode());
            let (d, copy_by_hand) = (d.clone(), copy_by_hand.clone());
            sharing::share(
                "Kemps",
                &crate::share::share_text(&m),
                &url,
                Callback::from(move |shared: Shared| {
                    copy_by_hand.set(shared.link_to_copy());
                    d.dispatch(TableMsg::Notice(shared.sentence(), now_ms()))
                }),
            );
        })
    };

    let open_overlay = {
        let m = handle.m.borrow();
        let toggles = handle.toggles.get();
        if m.lessons_done() {
            Some(".overlay.lessons-done")
        } else if m.picker().is_some() {
            Some(".overlay.picker")
        } else if toggles.help {
            Some(".overlay.keys")
        } else if m.is_paused() {
            Some(".overlay.pause")
        } else {
            match m.phase() {
                MatchPhase::RoundOver(_) => Some(".overlay.result"),
                MatchPhase::Over(..) => Some(".overlay.match-end"),
                MatchPhase::Playing if toggles.palette => Some(".palette"),
                MatchPhase::Playing => None,
            }
        }
    };
    use_overlay_focus(open_overlay);

    let m = handle.m.borrow();
    let settings = &props.settings;
    // A friend's result to beat, said before the first card moves: never the cards.
    let challenge = m.setup().challenge.map(|c| {
        c.challenge_line(
            m.rules().scoring,
            &crate::share::deal_code(m.setup().game.seed),
        )
    });
    let v = TableView {
        m: &m,
        props,
        now: now_ms(),
        toggles: handle.toggles.get(),
        d: dispatcher.clone(),
        on_share,
        copy_by_hand,
        said,
        packed,
    };
    with_class(
        html! { <div
             data-seed={m.setup().game.seed.to_string()}>
            if let (Some(lesson), Some(line), false) = (m.lesson(), m.coach_line(), m.lessons_done()) {
                <div class="notice coach" role="status" data-testid="coach">
                    <strong>{format!("Lesson {} of 3 · ", lesson.number())}</strong>{line}
                </div>
            }
            if !props.notices.is_empty() || challenge.is_some() {
                <div class="notice" role="status">
                    if let Some(line) = challenge { <p class="challenge" data-testid="challenge">{line}</p> }
                    { for props.notices.iter().map(|n| html! { <p>{n.clone()}</p> }) }
                </div>
            }
            { v.topbar() }
            { v.felt() }
            { v.my_seat() }
            { v.controls() }
            { v.feedback() }
            { v.overlays() }
        </div> },
        &[
            Some("table-page"),
            Some(&format!("seats-{}", m.table().seat_count())),
            settings.reduced_motion.then_some("reduced-motion"),
            settings.four_colour.then_some("four-colour"),
            settings.captions.then_some("captions"),
        ],
    )
}

/// Animation frames, tab visibility and keys, dispatched to the table's reducer.
#[hook]
fn use_table_drivers(handle: &UseReducerHandle<MatchHandle>) {
    let dispatcher = handle.dispatcher();
    use_animation_frame({
        let d = dispatcher.clone();
        Callback::from(move |t: f64| {
            super::perf::frame_started();
            d.dispatch(TableMsg::Frame(t));
            super::perf::frame_logic_done();
        })
    });
    use_visibility({
        let d = dispatcher.clone();
        Callback::from(move |hidden: bool| {
            d.dispatch(TableMsg::Visibility {
                hidden,
                at: now_ms(),
            })
        })
    });
    use_keydown({
        let (d, m, toggles) = (dispatcher.clone(), handle.m.clone(), handle.toggles.clone());
        Callback::from(move |e: web_sys::KeyboardEvent| {
            sound::unlock();
            let ctx = KeyContext {
                palette_open: toggles.get().palette,
                picker_open: m.borrow().picker().is_some(),
            };
            // Enter on a focused button presses the button; do not also continue.
            let on_button = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|el| el.tag_name() == "BUTTON");
            match command_for(&e.key(), e.shift_key(), ctx) {
                Some(Command::Continue) if on_button => false,
                // A held key repeats: one press is one action (and the record stays short).
                Some(_) if e.repeat() => true,
                Some(command) => {
                    d.dispatch(TableMsg::Key(command, now_ms()));
                    true
                }
                None => false,
            }
        })
    });
}

/// The match's side effects after each render: its sounds, the match in progress saved when
/// `Match::save_point` moves on, and the result saved once, when the match ends (when its
/// replay is packed too, ready for the match end's buttons). One effect for the three: each
/// effect costs the page's download its own copy of Yew's hook code.
#[hook]
fn use_match_saving(
    handle: &UseReducerHandle<MatchHandle>,
    props: &TablePageProps,
    packed: &UseStateHandle<Option<Rc<str>>>,
) {
    let d = handle.dispatcher();
    let (m, sound_on, daily) = (handle.m.clone(), props.settings.sound, props.daily);
    let (on_finished, packed) = (props.on_finished.clone(), packed.clone());
    // The save point and the match's end as the last render's effect saw them.
    let seen = use_mut_ref(|| (None::<SavePoint>, false));
    use_effect_with(handle.version, move |_| {
        super::perf::frame_rendered();
        // Sounds are side effects: played after the render that produced them.
        let sounds = m.borrow_mut().take_sounds();
        for s in sounds {
            if sound_on {
                sound::play(s);
            }
        }
        let m = m.borrow();
        let (key, over) = (m.save_point(), matches!(m.phase(), MatchPhase::Over(..)));
        let (saved_key, was_over) = std::mem::replace(&mut *seen.borrow_mut(), (key, over));
        let before = storage::saving();
        let mut saving = None;
        // Keep the match in progress (a reload offers to resume it): after each of your
        // actions, at each round's end, on pausing, and every few seconds of play.
        if key.is_some() && key != saved_key {
            let label = format!(
                "Deal {} · round {}",
                crate::share::deal_code(m.setup().game.seed),
                m.view().round()
            );
            saving = Some(storage::update(|s| {
                s.in_progress = Some(InProgress {
                    record: m.record().to_stored(),
                    daily,
                    label,
                })
            }));
        }
        // Save the result once, when the match ends, and pack its replay.
        if over && !was_over {
            super::match_end::start_packing(m.record(), packed);
            if let Some(finished) = m.finished(daily) {
                saving = Some(storage::update(|s| s.record_finished(&finished)));
                on_finished.emit(Finished {
                    saved: storage::current(),
                });
            }
        }
        drop(m);
        if let Some(news) = saving.and_then(|s| s.news(before)) {
            d.dispatch(TableMsg::Notice(news.into(), now_ms()));
        }
    });
}
