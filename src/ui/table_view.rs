//! The table's view, region by region: the top bar, the felt (seats, centre, piles, count),
//! your seat, the controls, the feedback lines and the overlays. Each reads one render's
//! `TableView` and dispatches presses to the table's reducer.

use std::rc::Rc;

use yew::prelude::*;

use super::{text_button, text_el};

use super::with_class;

use super::press;

use super::avatar::avatar;
use super::card::{card_back, card_button, CardButtonProps};
use super::controls::{controls, picker, ControlsProps, PickerProps};
use super::copy_link::copy_link;
use super::hooks::now_ms;
use super::keys_overlay::keys_overlay;
use super::match_end::{match_end, MatchEndProps};
use super::round_result::{round_result, RoundResultProps};
use super::scoreboard::scoreboard;
use super::seat::{seat_view, shout_bubble, SeatProps};
use super::sharing::Shared;
use super::sound;
use super::table_page::{felt, TablePageProps};
use super::table_state::{MatchHandle, TableMsg, Toggles};
use crate::engine::{Card, CountWord, Gesture, Phase, Seat};
use crate::session::keys::{key_label, CENTRE_KEYS};
use crate::session::names::{seat_name, team_name};
use crate::session::narrate::gesture_caption;
use crate::session::{Command, Match, MatchPhase};

/// What one render of the table reads.
pub struct TableView<'a> {
    pub m: &'a Match,
    pub props: &'a TablePageProps,
    pub now: f64,
    pub toggles: Toggles,
    pub d: UseReducerDispatcher<MatchHandle>,
    pub on_share: Callback<MouseEvent>,
    pub copy_by_hand: UseStateHandle<Option<String>>,
    /// What the match end's last button did.
    pub said: UseStateHandle<Shared>,
    /// The match's replay, packed once the match is over.
    pub packed: UseStateHandle<Option<Rc<str>>>,
}

impl TableView<'_> {
    fn playing(&self) -> bool {
        matches!(self.m.phase(), MatchPhase::Playing) && self.m.view().phase() == Phase::Exchange
    }

    fn revealed_of(&self, seat: Seat) -> Option<Vec<Card>> {
        self.m
            .revealed()
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| c.clone())
    }

    fn gesture_of(&self, seat: Seat) -> Option<(Gesture, u64)> {
        let reduced = self.props.settings.reduced_motion;
        self.m
            .last_gesture(seat)
            .filter(|g| !reduced || self.now - g.at < 1_200.0)
            .map(|g| (g.gesture, g.serial))
    }

    fn caption_of(&self, seat: Seat) -> Option<AttrValue> {
        self.props
            .settings
            .captions
            .then(|| {
                self.m
                    .gesture_of(seat, self.now)
                    .map(|g| AttrValue::from(gesture_caption(seat, g.gesture)))
            })
            .flatten()
    }

    fn send(&self, msg: fn(f64) -> TableMsg) -> Callback<MouseEvent> {
        let d = self.d.clone();
        Callback::from(move |_| d.dispatch(msg(now_ms())))
    }

    fn on_command(&self) -> Callback<Command> {
        let d = self.d.clone();
        Callback::from(move |c: Command| {
            sound::unlock();
            d.dispatch(TableMsg::Key(c, now_ms()))
        })
    }

    fn on_card(&self, msg: fn(usize, Card, f64) -> TableMsg, i: usize) -> Callback<Card> {
        let d = self.d.clone();
        Callback::from(move |card: Card| {
            sound::unlock();
            d.dispatch(msg(i, card, now_ms()))
        })
    }

    fn on_leave(&self) -> Callback<MouseEvent> {
        press(&self.props.on_leave)
    }

    fn on_help(&self) -> Callback<MouseEvent> {
        self.send(TableMsg::ToggleHelp)
    }

    pub fn topbar(&self) -> Html {
        let (m, props) = (self.m, self.props);
        let view = m.view();
        let (table, rules) = (view.table(), view.rules());
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
        let (on_pause, on_share, on_help, on_leave) = (
            self.send(TableMsg::TogglePause),
            self.on_share.clone(),
            self.on_help(),
            self.on_leave(),
        );
        html! {
        <header class="topbar">
            { text_el("h1", Some("brand"), "Kemps") }
            if let Some(lesson) = m.lesson() {
                <p class="deal-id">{"Lesson "}<strong>{lesson.number()}</strong>{" of 3"}</p>
            } else {
            <p class="deal-id">{ if props.daily.is_some() { "Daily deal " } else { "Deal " } }
                <strong data-testid="seed" data-seed={m.setup().game.seed.to_string()}>{crate::share::deal_code(m.setup().game.seed)}</strong></p>
            }
            <p class="rules-name"><strong>{rules.preset.name()}</strong>{" · round "}{view.round()}
                if m.lesson().is_none() { {" · "}{m.level().title()}{" bots"} }</p>
            { scoreboard(rules, &teams, None) }
            <nav class="table-menu" aria-label="Game">
                <button type="button" class="chip" aria-pressed={m.is_paused().to_string()} onclick={on_pause.clone()}>
                    { if m.is_paused() { "Resume" } else { "Pause" } }
                </button>
                if m.lesson().is_none() { { text_button("chip", "Share", on_share.clone()) } }
                <button type="button" class="chip" aria-label="Keys" onclick={on_help.clone()}>{"?"}</button>
                { text_button("chip", "Leave", on_leave.clone()) }
            </nav>
        </header>
            }
    }

    pub fn felt(&self) -> Html {
        let m = self.m;
        let view = m.view();
        let (table, playing, now) = (view.table(), self.playing(), self.now);
        let (partner, selection) = (view.partner(), m.selection());
        let on_centre = |i| self.on_card(TableMsg::Centre, i);
        let count = m.count_word().map(|w| match w {
            CountWord::One => "One…",
            CountWord::Two => "Two…",
            CountWord::Three => "Three…",
            CountWord::Dead => "Dead!",
        });
        let (gesture_of, caption_of, revealed_of) = (
            |s| self.gesture_of(s),
            |s| self.caption_of(s),
            |s| self.revealed_of(s),
        );
        let seat = |s: Seat| {
            let role = if s == partner { "partner" } else { "opponent" };
            seat_view(SeatProps {
                seat: s.index(),
                name: seat_name(s).into(),
                role_label: role.into(),
                cards: view.hand_len(s),
                dealer: view.dealer() == s,
                gesture: gesture_of(s),
                caption: caption_of(s),
                revealed: revealed_of(s),
                passed: playing && view.has_passed(s),
                shout: m.shout(s),
            })
        };
        let centre = html! {
            <div class="centre-area">
                <div class="pile stock" role="img" aria-label={format!("Stock: {} cards", view.stock_count())}>
                    { card_back(0) }<span class="count" data-testid="stock-count">{view.stock_count()}</span>
                    { text_el("span", Some("pile-label"), "stock") }
                </div>
                <ul class="centre" aria-label="Centre cards" data-testid="centre">
                    { for view.centre().iter().enumerate().map(|(i, c)| html! {
                        <li key={format!("{i}-{c}")}>
                            { card_button(CardButtonProps { card: *c, selected: selection.centre.iter().any(|&(j, _)| j == i),
                                          hotkey: CENTRE_KEYS.get(i).copied(), onclick: on_centre(i), disabled: !playing }) }
                        </li>
                    }) }
                </ul>
                <div class="pile swept" role="img" aria-label={format!("Swept: {} cards", view.swept_count())}>
                    <div class="card empty" aria-hidden="true"></div><span class="count">{view.swept_count()}</span>
                    { text_el("span", Some("pile-label"), "swept") }
                </div>
                if let Some(word) = count {
                    <p class="count-word" data-testid="count">{word}</p>
                } else if let (false, Some(s)) = (m.is_paused(), m.resume_countdown(now)) {
                    <p class="count-word countdown" role="status" data-testid="countdown">{"Get ready… "}<strong>{s}</strong></p>
                }
            </div>
        };
        felt("The table", table.seat_count(), &seat, centre)
    }

    pub fn my_seat(&self) -> Html {
        let m = self.m;
        let view = m.view();
        let (playing, selection) = (self.playing(), m.selection());
        let on_hand = |i| self.on_card(TableMsg::Hand, i);
        let (gesture_of, caption_of) = (|s| self.gesture_of(s), |s| self.caption_of(s));
        html! {
        <section class="my-seat" aria-label="Your hand">
            <div class="me">
                { avatar(0, gesture_of(Seat(0)).map(|g| g.0), false, gesture_of(Seat(0)).map_or(0, |g| g.1)) }
                { shout_bubble(m.shout(Seat(0))) }
                { text_el("span", Some("name"), "You") }
                if view.dealer() == Seat(0) { <span class="dealer-chip" title="dealer" aria-label="dealer">{"D"}</span> }
                if let Some(text) = caption_of(Seat(0)) { <p class="caption">{text}</p> }
            </div>
            <ul class="hand" data-testid="hand">
                { for view.hand().iter().enumerate().map(|(i, c)| html! {
                    <li key={format!("{i}-{c}")}>
                        { card_button(CardButtonProps { card: *c, selected: selection.hand.iter().any(|&(j, _)| j == i),
                                      hotkey: char::from_digit(i as u32 + 1, 10), onclick: on_hand(i), disabled: !playing }) }
                    </li>
                }) }
            </ul>
        </section>
            }
    }

    pub fn controls(&self) -> Html {
        let m = self.m;
        let view = m.view();
        let (rules, playing, on_command) = (view.rules(), self.playing(), self.on_command());
        let dispatcher = self.d.clone();
        let toggles = self.toggles;
        controls(&ControlsProps {
            rules,
            signal: m.next_signal(),
            signals: m.setup().signals,
            may_stop: view.may_stop(),
            playing,
            palette_open: toggles.palette,
            on_command: on_command.clone(),
            on_gesture: {
                let d = dispatcher.clone();
                Callback::from(move |g| d.dispatch(TableMsg::Gesture(g, now_ms())))
            },
            on_palette: {
                let d = dispatcher.clone();
                Callback::from(move |_| d.dispatch(TableMsg::TogglePalette))
            },
        })
    }

    pub fn feedback(&self) -> Html {
        let (m, copy_by_hand) = (self.m, self.copy_by_hand.clone());
        html! {
            <>
        <div class="feedback">
            { with_class(html! { <p role="status" data-testid="notice">
                { m.notice().map(|n| n.text.clone()).unwrap_or_default() }
            </p> }, &[Some("notice-line"), m.notice().is_some().then_some("shown")]) }
            if let Some(link) = (*copy_by_hand).clone() {
                { copy_link(link.into(), Some(&{ let c = copy_by_hand.clone(); Callback::from(move |_| c.set(None)) })) }
            }
            <ol class="ticker" aria-label="What happened">
                { for m.ticker().map(|(id, line)| html! { <li key={*id}>{line.clone()}</li> }) }
            </ol>
        </div>
        <div class="sr-only" aria-live="polite" aria-atomic="false" data-testid="announce">
            { for m.announcements().map(|(id, text)| html! { <p key={*id}>{text.clone()}</p> }) }
        </div>
            </>
        }
    }

    pub fn overlays(&self) -> Html {
        let (m, props) = (self.m, self.props);
        let view = m.view();
        let (table, rules) = (view.table(), view.rules());
        let dispatcher = self.d.clone();
        let (on_command, on_pause, on_help, on_leave) = (
            self.on_command(),
            self.send(TableMsg::TogglePause),
            self.on_help(),
            self.on_leave(),
        );
        let help = self.toggles.help;
        html! {
            <>
        if let Some(asked) = m.picker() {
            { picker(PickerProps { double: asked.double, options: asked.options.clone(),
                    on_pick: { let d = dispatcher.clone(); Callback::from(move |i| d.dispatch(TableMsg::Target(i, now_ms()))) },
                    on_cancel: { let c = on_command.clone(); Callback::from(move |_| c.emit(Command::Cancel)) } }) }
        }
        // The keys overlay holds the game paused: it shows instead of the pause panel.
        if m.is_paused() && !help {
            <div class="overlay pause" role="dialog" aria-modal="true" aria-label="Paused">
                <div class="panel">
                    { text_el("h2", None, "Paused") }
                    { text_el("p", None, "The game waits for you.") }
                    <button type="button" class="primary" autofocus=true onclick={on_pause}>{"Resume"}<kbd aria-hidden="true">{key_label(Command::Pause)}</kbd></button>
                </div>
            </div>
        }
        if help {
            { keys_overlay(on_help) }
        }
        if m.lessons_done() {
            <div class="overlay lessons-done" role="dialog" aria-modal="true" aria-labelledby="lessons-done-title">
                <div class="panel">
                    <h2 id="lessons-done-title">{"You're ready to play"}</h2>
                    { text_el("p", None, "That is Kemps: swap toward four of a kind, signal your partner without a word, watch their face among the fidgets, and catch the other side when one of them repeats a gesture.") }
                    { text_el("p", None, "Each right call gives the other side a letter; a side that spells K-E-M-P-S loses. Your first match is against Casual bots, with every gesture named beside the face that makes it. Your signal is the wink: you may change it after any round.") }
                    <div class="row">
                        <button type="button" class="primary" onclick={press(&props.on_again)}>{"Play your first match"}</button>
                        { text_button("secondary", "Home", on_leave.clone()) }
                    </div>
                </div>
            </div>
        }
        {
            match m.phase() {
                MatchPhase::RoundOver(_) if m.lessons_done() => html! {},
                MatchPhase::RoundOver(summary) => round_result(RoundResultProps {
                    summary, rules, teams: table.team_count() as u8, signals: m.setup().signals,
                    changing: self.toggles.changing,
                    next: m.lesson().map(|l| if l.next().is_some() { "Next lesson" } else { "Finish" }),
                    on_next: self.send(TableMsg::Next),
                    on_change: self.send(|_| TableMsg::OpenSignals),
                    on_signal: { let d = dispatcher.clone(); Callback::from(move |g| d.dispatch(TableMsg::ChangeSignal(g))) },
                }),
                MatchPhase::Over(round, summary) => match_end(MatchEndProps {
                    round, summary, stats: m.stats(), signals: m.signal_log(), teams: table.team_count() as u8, rules,
                    share_text: crate::share::share_text(m), record: m.record(),
                    result: m.result(), to_beat: m.setup().challenge,
                    on_again: &props.on_again, on_replay: &props.on_replay, on_leave,
                    said: &self.said, packed: (*self.packed).clone(),
                }),
                MatchPhase::Playing => html! {},
            }
        }
            </>
        }
    }
}
