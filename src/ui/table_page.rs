//! The table in play: the match state behind a reducer, driven by animation frames, keys,
//! pointer presses and tab visibility; the layout of seats, centre, hand and controls.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::avatar::Avatar;
use super::card::{CardBack, CardButton};
use super::controls::{Controls, Picker};
use super::copy_link::CopyLink;
use super::hooks::{now_ms, use_animation_frame, use_keydown, use_visibility};
use super::keys_overlay::KeysOverlay;
use super::match_end::MatchEnd;
use super::round_result::RoundResultView;
use super::scoreboard::Scoreboard;
use super::seat::SeatView;
use super::sharing::{self, Shared};
use super::sound;
use super::storage;
use super::table_state::{MatchHandle, TableMsg};
use crate::engine::{Card, CountWord, Phase, Seat};
use crate::session::keys::CENTRE_KEYS;
use crate::session::names::{seat_name, team_name};
use crate::session::narrate::gesture_caption;
use crate::session::saved::InProgress;
use crate::session::{command_for, Command, KeyContext, Match, MatchPhase, MatchSetup, Settings};
use crate::share::MatchRecord;

/// Where seat `i` of `n` sits, in percent of the table: seat 0 at the bottom, then
/// clockwise, so the partner (`n / 2` seats on) is at the top.
pub fn seat_position(i: usize, n: usize) -> (f64, f64) {
    let angle = std::f64::consts::PI / 2.0 + (i as f64) * 2.0 * std::f64::consts::PI / (n as f64);
    (50.0 + 44.0 * angle.cos(), 50.0 + 41.0 * angle.sin())
}

/// A finished match, once its result is saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub saved: crate::session::saved::Saved,
}

#[derive(Properties, PartialEq)]
pub struct TablePageProps {
    pub setup: MatchSetup,
    pub settings: Settings,
    /// Back to the home screen.
    pub on_leave: Callback<()>,
    /// Another match with the same set-up and a new deal.
    pub on_again: Callback<()>,
    /// A match to resume from its record, instead of a new one.
    #[prop_or_default]
    pub resume: Option<Rc<MatchRecord>>,
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
        let (setup, speed, captions) = (
            props.setup.clone(),
            props.settings.speed.factor(),
            props.settings.captions,
        );
        let resume = props.resume.clone();
        move || {
            let mut m = match resume {
                Some(record) => Match::from_record(&record, speed),
                None => Match::new(setup, speed),
            };
            m.set_captions(captions);
            MatchHandle {
                m: Rc::new(RefCell::new(m)),
                toggles: Rc::default(),
                version: 0,
            }
        }
    });
    let dispatcher = handle.dispatcher();

    use_table_drivers(&handle);
    use_match_saving(&handle, props);
    let copy_by_hand = use_state(|| None::<String>);
    let on_share = {
        let (d, m, copy_by_hand) = (dispatcher.clone(), handle.m.clone(), copy_by_hand.clone());
        Callback::from(move |_: MouseEvent| {
            let m = m.borrow();
            let url = format!(
                "{}#{}",
                sharing::page_address(),
                m.setup().game_id().encode()
            );
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

    let m = handle.m.borrow();
    let now = now_ms();
    let settings = &props.settings;
    let view = m.view();
    let table = view.table();
    let n = table.seat_count();
    let partner = view.partner();
    let rules = view.rules();
    let selection = m.selection();
    let playing = matches!(m.phase(), MatchPhase::Playing) && view.phase() == Phase::Exchange;
    let teams: Vec<(AttrValue, _, bool)> = table
        .teams()
        .map(|t| {
            (
                AttrValue::from(team_name(table, t)),
                view.standing(t),
                t == view.team(),
            )
        })
        .collect();
    let revealed_of = |seat: Seat| {
        m.revealed()
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| c.clone())
    };
    let gesture_of = |seat: Seat| {
        m.last_gesture(seat)
            .filter(|g| !settings.reduced_motion || now - g.at < 1_200.0)
            .map(|g| (g.gesture, g.serial))
    };
    let caption_of = |seat: Seat| {
        settings
            .captions
            .then(|| {
                m.gesture_of(seat, now)
                    .map(|g| AttrValue::from(gesture_caption(seat, g.gesture)))
            })
            .flatten()
    };

    let on_hand = {
        let d = dispatcher.clone();
        move |i: usize| {
            let d = d.clone();
            Callback::from(move |card: Card| {
                sound::unlock();
                d.dispatch(TableMsg::Hand(i, card, now_ms()))
            })
        }
    };
    let on_centre = {
        let d = dispatcher.clone();
        move |i: usize| {
            let d = d.clone();
            Callback::from(move |card: Card| {
                sound::unlock();
                d.dispatch(TableMsg::Centre(i, card, now_ms()))
            })
        }
    };
    let on_command = {
        let d = dispatcher.clone();
        Callback::from(move |c: Command| {
            sound::unlock();
            d.dispatch(TableMsg::Key(c, now_ms()))
        })
    };
    let on_pause = {
        let d = dispatcher.clone();
        Callback::from(move |_| d.dispatch(TableMsg::TogglePause(now_ms())))
    };
    let on_help = {
        let d = dispatcher.clone();
        Callback::from(move |_| d.dispatch(TableMsg::ToggleHelp))
    };
    let on_leave = {
        let cb = props.on_leave.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let count = m.count_word().map(|w| match w {
        CountWord::One => "One…",
        CountWord::Two => "Two…",
        CountWord::Three => "Three…",
        CountWord::Dead => "Dead!",
    });

    html! {
        <div class={classes!("table-page", format!("seats-{n}"), settings.reduced_motion.then_some("reduced-motion"),
                             settings.four_colour.then_some("four-colour"), settings.captions.then_some("captions"))}
             data-seed={m.setup().seed.to_string()}>
            if !props.notices.is_empty() {
                <div class="notice" role="status">{ for props.notices.iter().map(|n| html! { <p>{n.clone()}</p> }) }</div>
            }
            <header class="topbar">
                <h1 class="brand">{"Kemps"}</h1>
                <p class="deal-id">{ if props.daily.is_some() { "Daily deal " } else { "Deal " } }
                    <strong data-testid="seed" data-seed={m.setup().seed.to_string()}>{crate::share::deal_code(m.setup().seed)}</strong></p>
                <p class="rules-name"><strong>{rules.preset.name()}</strong>{" · round "}{view.round()}{" · "}{m.level().title()}{" bots"}</p>
                <Scoreboard rules={rules.clone()} teams={teams}/>
                <nav class="table-menu" aria-label="Game">
                    <button type="button" class="chip" aria-pressed={m.is_paused().to_string()} onclick={on_pause.clone()}>
                        { if m.is_paused() { "Resume" } else { "Pause" } }
                    </button>
                    <button type="button" class="chip" onclick={on_share.clone()}>{"Share"}</button>
                    <button type="button" class="chip" aria-label="Keys" onclick={on_help.clone()}>{"?"}</button>
                    <button type="button" class="chip" onclick={on_leave.clone()}>{"Leave"}</button>
                </nav>
            </header>
            <div class="felt" role="group" aria-label="The table">
                { for table.seats().filter(|s| s.0 != 0).map(|s| {
                    let (x, y) = seat_position(s.index(), n);
                    let role = if s == partner { "partner" } else { "opponent" };
                    html! { <SeatView key={s.index()} seat={s.index()} name={seat_name(s)} role_label={role}
                                      cards={view.hand_len(s)} dealer={view.dealer() == s} x={x} y={y}
                                      gesture={gesture_of(s)} caption={caption_of(s)} revealed={revealed_of(s)}
                                      passed={playing && view.has_passed(s)}/> }
                }) }
                <div class="centre-area">
                    <div class="pile stock" role="img" aria-label={format!("Stock: {} cards", view.stock_count())}>
                        <CardBack/><span class="count" data-testid="stock-count">{view.stock_count()}</span>
                        <span class="pile-label">{"stock"}</span>
                    </div>
                    <ul class="centre" aria-label="Centre cards" data-testid="centre">
                        { for view.centre().iter().enumerate().map(|(i, c)| html! {
                            <li key={format!("{i}-{c}")}>
                                <CardButton card={*c} selected={selection.centre.iter().any(|&(j, _)| j == i)}
                                            hotkey={CENTRE_KEYS.get(i).copied()} onclick={on_centre(i)} disabled={!playing}/>
                            </li>
                        }) }
                    </ul>
                    <div class="pile swept" role="img" aria-label={format!("Swept: {} cards", view.swept_count())}>
                        <div class="card empty" aria-hidden="true"></div><span class="count">{view.swept_count()}</span>
                        <span class="pile-label">{"swept"}</span>
                    </div>
                    if let Some(word) = count {
                        <p class="count-word" data-testid="count">{word}</p>
                    } else if let (false, Some(s)) = (m.is_paused(), m.resume_countdown(now)) {
                        <p class="count-word countdown" role="status" data-testid="countdown">{"Get ready… "}<strong>{s}</strong></p>
                    }
                </div>
            </div>
            <section class="my-seat" aria-label="Your hand">
                <div class="me">
                    <Avatar key={gesture_of(Seat(0)).map_or(0, |g| g.1).to_string()} seat={0} gesture={gesture_of(Seat(0)).map(|g| g.0)}/>
                    <span class="name">{"You"}</span>
                    if view.dealer() == Seat(0) { <span class="dealer-chip" title="dealer" aria-label="dealer">{"D"}</span> }
                    if let Some(text) = caption_of(Seat(0)) { <p class="caption">{text}</p> }
                </div>
                <ul class="hand" data-testid="hand">
                    { for view.hand().iter().enumerate().map(|(i, c)| html! {
                        <li key={format!("{i}-{c}")}>
                            <CardButton card={*c} selected={selection.hand.iter().any(|&(j, _)| j == i)}
                                        hotkey={char::from_digit(i as u32 + 1, 10)} onclick={on_hand(i)} disabled={!playing}/>
                        </li>
                    }) }
                </ul>
            </section>
            <Controls rules={rules.clone()} signal={m.setup().signal} may_stop={view.may_stop()} playing={playing}
                      palette_open={handle.toggles.get().palette} on_command={on_command.clone()}
                      on_gesture={ { let d = dispatcher.clone(); Callback::from(move |g| d.dispatch(TableMsg::Gesture(g, now_ms()))) } }
                      on_palette={ { let d = dispatcher.clone(); Callback::from(move |_| d.dispatch(TableMsg::TogglePalette)) } }/>
            <div class="feedback">
                <p class={classes!("notice-line", m.notice().is_some().then_some("shown"))} role="status" data-testid="notice">
                    { m.notice().map(|n| n.text.clone()).unwrap_or_default() }
                </p>
                if let Some(link) = (*copy_by_hand).clone() {
                    <CopyLink link={link} on_close={ { let c = copy_by_hand.clone(); Callback::from(move |_| c.set(None)) } }/>
                }
                <ol class="ticker" aria-label="What happened">
                    { for m.ticker().map(|(id, line)| html! { <li key={*id}>{line.clone()}</li> }) }
                </ol>
            </div>
            <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="announce">
                <p key={m.announcement().0}>{m.announcement().1.clone()}</p>
            </div>
            if let Some(picker) = m.picker() {
                <Picker double={picker.double} options={picker.options.clone()}
                        on_pick={ { let d = dispatcher.clone(); Callback::from(move |i| d.dispatch(TableMsg::Target(i, now_ms()))) } }
                        on_cancel={ { let c = on_command.clone(); Callback::from(move |_| c.emit(Command::Cancel)) } }/>
            }
            if m.is_paused() {
                <div class="overlay pause" role="dialog" aria-modal="true" aria-label="Paused">
                    <div class="panel">
                        <h2>{"Paused"}</h2>
                        <p>{"The game waits for you. Press Space or Resume to play on."}</p>
                        <button type="button" class="primary" autofocus=true onclick={on_pause}>{"Resume"}</button>
                    </div>
                </div>
            }
            if handle.toggles.get().help {
                <KeysOverlay on_close={on_help}/>
            }
            {
                match m.phase() {
                    MatchPhase::RoundOver(summary) => html! {
                        <RoundResultView summary={(**summary).clone()} rules={rules.clone()} teams={table.team_count() as u8}
                                         signal={m.setup().signal} over={false}
                                         on_next={ { let d = dispatcher.clone(); Callback::from(move |_| d.dispatch(TableMsg::Next(now_ms()))) } }
                                         on_signal={ { let d = dispatcher.clone(); Callback::from(move |g| d.dispatch(TableMsg::ChangeSignal(g))) } }/>
                    },
                    MatchPhase::Over(round, summary) => html! {
                        <MatchEnd round={(**round).clone()} summary={(**summary).clone()} stats={m.stats().clone()}
                                  signals={m.signal_log().to_vec()} teams={table.team_count() as u8} rules={rules.clone()}
                                  share_text={crate::share::share_text(&m)} record={m.record()}
                                  on_again={ { let cb = props.on_again.clone(); Callback::from(move |_| cb.emit(())) } }
                                  on_replay={props.on_replay.clone()}
                                  on_leave={on_leave}/>
                    },
                    MatchPhase::Playing => html! {},
                }
            }
        </div>
    }
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
/// `Match::save_point` moves on, and the result saved once, when the match ends.
#[hook]
fn use_match_saving(handle: &UseReducerHandle<MatchHandle>, props: &TablePageProps) {
    let dispatcher = handle.dispatcher();
    // Sounds are side effects: played after the render that produced them.
    {
        let (m, sound_on) = (handle.m.clone(), props.settings.sound);
        use_effect_with(handle.version, move |_| {
            super::perf::frame_rendered();
            for s in m.borrow_mut().take_sounds() {
                if sound_on {
                    sound::play(s);
                }
            }
        });
    }
    // Keep the match in progress (a reload offers to resume it): after each of your
    // actions, at each round's end, on pausing, and every few seconds of play.
    {
        let key = handle.m.borrow().save_point();
        let (m, daily, d) = (handle.m.clone(), props.daily, dispatcher.clone());
        use_effect_with(key, move |key| {
            if key.is_some() {
                let m = m.borrow();
                let label = format!(
                    "Deal {} · round {}",
                    crate::share::deal_code(m.setup().seed),
                    m.view().round()
                );
                let before = storage::saving();
                let saving = storage::update(|s| {
                    s.in_progress = Some(InProgress {
                        record: m.record().encode(),
                        daily,
                        label,
                    })
                });
                drop(m);
                if let Some(news) = saving.news(before) {
                    d.dispatch(TableMsg::Notice(news.into(), now_ms()));
                }
            }
        });
    }
    // Save the result once, when the match ends.
    {
        let (m, on_finished, daily) = (handle.m.clone(), props.on_finished.clone(), props.daily);
        let d = dispatcher.clone();
        let over = matches!(handle.m.borrow().phase(), MatchPhase::Over(..));
        use_effect_with(over, move |over| {
            if *over {
                let m = m.borrow();
                if let Some(finished) = m.finished(daily) {
                    let before = storage::saving();
                    let saving = storage::update(|s| s.record_finished(&finished));
                    on_finished.emit(Finished {
                        saved: storage::current(),
                    });
                    drop(m);
                    if let Some(news) = saving.news(before) {
                        d.dispatch(TableMsg::Notice(news.into(), now_ms()));
                    }
                }
            }
        });
    }
}
