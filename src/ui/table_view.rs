//! The table's view, region by region: the top bar, the felt (seats, centre, piles, count),
//! your seat, the controls, the feedback lines and the overlays. Each reads one render's
//! `TableView` and dispatches presses to the table's reducer.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use super::card::{card_back, card_button, CardButtonProps};
use super::controls::{controls, picker, ControlsProps, PickerProps};
use super::copy_link::CopyLink;
use super::hooks::now_ms;
use super::keys_overlay::keys_overlay;
use super::match_end::MatchEnd;
use super::round_result::RoundResult;
use super::scoreboard::{scoreboard, team_scores};
use super::seat::{dealer_chip, seat_view, shout_bubble, SeatProps};
use super::sound;
use super::table_state::{MatchHandle, TableMsg, TablePageProps, Toggles};
use crate::engine::{Card, Gesture, Phase, Seat, Table};
use crate::narration::narrate::gesture_caption;
use crate::narration::seats::YOU;
use crate::narration::words::{level_title, preset_title};
use crate::session::keys::{key_name, CENTRE_KEYS};
use crate::session::pages::table_page::{count_words, face_shows, seat_shown};
use crate::session::tutorial::Lesson;
use crate::session::{Command, Match, MatchPhase};

/// The felt: the seats to your left from the top down (`n/2 - 1` to 1, clockwise from your
/// left hand), your partner across the table above the centre, and the seats to your right
/// from the top down (`n/2 + 1` to `n - 1`). The style sheet sizes the faces to the felt,
/// so that every seat, the centre and the piles fit on one screen at every table size.
pub fn felt(label: String, table: Table, seat: &dyn Fn(Seat) -> Html, centre: Html) -> Html {
    let n = table.seat_count();
    let seat_at = |i: usize| seat(table.clockwise(Seat::FIRST, i));
    html! {
        <div class="felt" role="group" aria-label={label}>
            <div class="side left">{ for (1..n / 2).rev().map(seat_at) }</div>
            { seat_at(n / 2) }
            <div class="side right">{ for (n / 2 + 1..n).map(seat_at) }</div>
            { centre }
        </div>
    }
}

/// What one render of the table reads.
pub struct TableView<'a> {
    pub m: &'a Match,
    pub props: &'a TablePageProps,
    pub now: f64,
    pub toggles: Toggles,
    pub d: UseReducerDispatcher<MatchHandle>,
    pub on_share: Callback<MouseEvent>,
    /// The link to copy by hand, when the top bar's Share could not share it.
    /// The link to copy by hand, and how many times it was asked for.
    pub copy_by_hand: UseStateHandle<Option<(String, u32)>>,
    /// The app's notices, until they are dismissed.
    pub notices_open: UseStateHandle<bool>,
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
            .filter(|g| face_shows(g, reduced, self.now))
            .map(|g| (g.gesture, g.serial))
    }

    fn caption_of(&self, seat: Seat) -> Option<AttrValue> {
        self.props
            .settings
            .captions
            .then(|| {
                self.m.gesture_of(seat, self.now).map(|g| {
                    AttrValue::from(gesture_caption(&words(), self.m.naming(), seat, g.gesture))
                })
            })
            .flatten()
    }

    fn send(&self, msg: fn(f64) -> TableMsg) -> Callback<MouseEvent> {
        let d = self.d.clone();
        Callback::from(move |_| d.dispatch(msg(now_ms())))
    }

    /// The host's page with friends: the match's replay, once packed, goes to each friend.
    fn on_packed(&self) -> Option<Callback<std::rc::Rc<str>>> {
        if !cfg!(feature = "friends") || self.m.friend_seats().is_empty() {
            return None;
        }
        let d = self.d.clone();
        Some(Callback::from(move |text| {
            d.dispatch(TableMsg::ReplayPacked(text, now_ms()))
        }))
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
        self.props.on_leave.reform(|_| ())
    }

    fn on_help(&self) -> Callback<MouseEvent> {
        self.send(TableMsg::ToggleHelp)
    }

    /// The coach's line in a lesson; a friend's result to beat and the app's notices: each
    /// said once, in a strip of at most two lines (more scroll inside it), with a button
    /// that puts them away.
    pub fn notices(&self) -> Html {
        let m = self.m;
        // Worded as they are shown: a change of language words them again.
        let worded: Vec<String> = self
            .props
            .notices
            .iter()
            .map(|n| n.words(&words()))
            .collect();
        let notices = if *self.notices_open {
            distinct(&worded)
        } else {
            Vec::new()
        };
        let on_dismiss = {
            let open = self.notices_open.clone();
            Callback::from(move |_: MouseEvent| open.set(false))
        };
        // A friend's result to beat, said before the first card moves: never the cards.
        let challenge = m.setup().challenge.map(|c| {
            c.challenge_line(
                &words(),
                m.rules().scoring(),
                &crate::share::deal_code(m.setup().game.seed),
            )
        });
        html! {
            <>
            if let (Some(lesson), Some(line), false) = (m.lesson(), m.coach_line(&words()), m.lessons_done()) {
                <div class="notice coach" role="status" data-testid="coach">
                    <strong>{lesson_of(lesson)}{" · "}</strong>{line}
                </div>
            }
            if !notices.is_empty() || challenge.is_some() {
                <div class="notice" role="status">
                    if let Some(line) = challenge { <p class="challenge" data-testid="challenge">{line}</p> }
                    if !notices.is_empty() {
                        <div class="notice-lines" data-testid="address-notices">
                            { for notices.iter().map(|n| html! { <p>{*n}</p> }) }
                        </div>
                        <button type="button" class="dismiss" aria-label={tr!(&words(), TABLE_DISMISS_NOTICES)} onclick={on_dismiss}>{"×"}</button>
                    }
                </div>
            }
            </>
        }
    }

    pub fn topbar(&self) -> Html {
        let (m, props) = (self.m, self.props);
        let view = m.view();
        let rules = view.rules();
        let teams = team_scores(m.naming(), view.table(), |t| view.standing(t));
        let (on_pause, on_share, on_help, on_leave) = (
            self.send(TableMsg::TogglePause),
            self.on_share.clone(),
            self.on_help(),
            self.on_leave(),
        );
        html! {
        <header class="topbar">
            <h1 class="brand">{"Kemps"}</h1>
            if m.shared() {
                // The deal number stays on the host's page: it would tell every hand.
                <p class="deal-id" data-testid="friend-link">{tr!(&words(), TABLE_WITH_FRIEND, friends = m.friends_named())}
                    if let Some(ms) = m.link_round_trip() { {" · "}{tr!(&words(), TABLE_ROUND_TRIP)}{" "}<strong>{tr!(&words(), TABLE_MS, ms = ms)}</strong> }</p>
            } else if let Some(lesson) = m.lesson() {
                <p class="deal-id">{lesson_of(lesson)}</p>
            } else {
            <p class="deal-id">{ if props.daily.is_some() { tr!(&words(), TABLE_DAILY_DEAL) } else { tr!(&words(), TABLE_DEAL) } }{" "}
                <strong data-testid="seed" data-seed={m.setup().game.seed.to_string()}>{crate::share::deal_code(m.setup().game.seed)}</strong></p>
            }
            <p class="rules-name"><strong>{preset_title(&words(), rules.preset())}</strong>{" · "}{tr!(&words(), TABLE_ROUND, round = view.round())}
                if m.lesson().is_none() { <span class="rules-level">{" · "}{tr!(&words(), TABLE_LEVEL_BOTS, level = level_title(&words(), m.level()))}</span> }</p>
            { scoreboard(rules, &teams, None) }
            <nav class="table-menu" aria-label={tr!(&words(), TABLE_MENU)}>
                <button type="button" class="chip" aria-pressed={m.is_paused().to_string()} onclick={on_pause}>
                    { if m.is_paused() { tr!(&words(), TABLE_RESUME) } else { tr!(&words(), TABLE_PAUSE) } }
                </button>
                if m.lesson().is_none() && !m.shared() { <button type="button" class="chip" onclick={on_share}>{tr!(&words(), TABLE_SHARE)}</button> }
                <button type="button" class="chip" aria-label={tr!(&words(), TABLE_HELP)} onclick={on_help}>{"?"}</button>
                <button type="button" class="chip" onclick={on_leave}>{tr!(&words(), TABLE_LEAVE)}</button>
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
        let count = m.count_word().map(|c| count_words(&words(), c));
        let (gesture_of, caption_of, revealed_of) = (
            |s| self.gesture_of(s),
            |s| self.caption_of(s),
            |s| self.revealed_of(s),
        );
        let seat = |s: Seat| {
            seat_view(
                m.naming(),
                SeatProps {
                    seat: s,
                    name: m.naming().seat_name(&words(), s).into(),
                    partner: s == partner,
                    cards: view.hand_len(s),
                    dealer: view.dealer() == s,
                    gesture: gesture_of(s),
                    caption: caption_of(s),
                    revealed: revealed_of(s),
                    passed: playing && view.has_passed(s),
                    shout: m.shout(s),
                },
            )
        };
        let centre = html! {
            <div class="centre-area">
                <div class="pile stock" role="img" aria-label={tr!(&words(), TABLE_STOCK_LABEL, count = view.stock_count())}>
                    { card_back(0) }<span class="count" data-testid="stock-count">{view.stock_count()}</span>
                    <span class="pile-label">{tr!(&words(), TABLE_STOCK)}</span>
                </div>
                <ul class="centre" aria-label={tr!(&words(), TABLE_CENTRE)} data-testid="centre">
                    { for view.centre().iter().enumerate().map(|(i, c)| html! {
                        <li key={format!("{i}-{c}")}>
                            { card_button(CardButtonProps { card: *c, selected: selection.centre.iter().any(|&(j, _)| j == i),
                                          hotkey: CENTRE_KEYS.get(i).copied(), onclick: on_centre(i), disabled: !playing }) }
                        </li>
                    }) }
                </ul>
                <div class="pile swept" role="img" aria-label={tr!(&words(), TABLE_SWEPT_LABEL, count = view.swept_count())}>
                    <div class="card empty" aria-hidden="true"></div><span class="count">{view.swept_count()}</span>
                    <span class="pile-label">{tr!(&words(), TABLE_SWEPT)}</span>
                </div>
                if let Some(word) = count {
                    <p class="count-word" data-testid="count">{word}</p>
                } else if let (false, Some(s)) = (m.is_paused(), m.resume_countdown(now)) {
                    <p class="count-word countdown" role="status" data-testid="countdown">{tr!(&words(), TABLE_GET_READY)}{" "}<strong>{s}</strong></p>
                }
            </div>
        };
        felt(tr!(&words(), TABLE_FELT), table, &seat, centre)
    }

    pub fn my_seat(&self) -> Html {
        let m = self.m;
        let view = m.view();
        let (playing, selection) = (self.playing(), m.selection());
        let on_hand = |i| self.on_card(TableMsg::Hand, i);
        let gesture = self.gesture_of(YOU);
        html! {
        <section class="my-seat" aria-label={tr!(&words(), TABLE_YOUR_HAND)}>
            <div class="me">
                { avatar(m.naming().face(YOU), gesture.map(|g| g.0), false, gesture.map_or(0, |g| g.1)) }
                { shout_bubble(m.shout(YOU)) }
                <span class="name">{seat_shown(&words(), m.naming(), YOU)}</span>
                if view.dealer() == YOU { { dealer_chip() } }
                if let Some(text) = self.caption_of(YOU) { <p class="caption">{text}</p> }
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
        let notice = m.notice(&words());
        html! {
            <>
        <div class="feedback">
            <p class={classes!("notice-line", notice.is_some().then_some("shown"))} role="status" data-testid="notice">
                { notice.unwrap_or_default() }
            </p>
            if let Some((link, asked)) = (*copy_by_hand).clone() {
                <CopyLink {link} {asked} on_close={Callback::from(move |_| copy_by_hand.set(None))} />
            }
            <ol class="ticker" aria-label={tr!(&words(), TABLE_WHAT_HAPPENED)}>
                { for m.ticker(&words()).into_iter().map(|(id, line)| html! { <li key={id}>{line}</li> }) }
            </ol>
        </div>
        <div class="sr-only" aria-live="polite" aria-atomic="false" data-testid="announce">
            { for m.announcements(&words()).into_iter().map(|(id, text)| html! { <p key={id}>{text}</p> }) }
        </div>
            </>
        }
    }

    pub fn overlays(&self) -> Html {
        let m = self.m;
        let on_pick = {
            let d = self.d.clone();
            Callback::from(move |i| d.dispatch(TableMsg::Target(i, now_ms())))
        };
        let on_cancel = self.on_command().reform(|_| Command::Cancel);
        let help = self.toggles.help;
        html! {
            <>
            if let Some(asked) = m.picker() {
                { picker(m.naming(), PickerProps { double: asked.double, options: asked.options.clone(), table: m.table(), on_pick, on_cancel }) }
            }
            // The keys overlay holds the game paused: it shows instead of the pause panel.
            if m.is_paused() && !help {
                { self.pause_overlay() }
            }
            if help {
                { keys_overlay(m.setup().game.preset, self.on_help()) }
            }
            if m.lessons_done() {
                { self.lessons_done_overlay() }
            }
            { self.result_overlay() }
            </>
        }
    }

    fn pause_overlay(&self) -> Html {
        html! {
            <div class="overlay pause" role="dialog" aria-modal="true" aria-label={tr!(&words(), TABLE_PAUSED)}>
                <div class="panel">
                    <h2>{tr!(&words(), TABLE_PAUSED)}</h2>
                    <p>{tr!(&words(), TABLE_GAME_WAITS)}</p>
                    <button type="button" class="primary" autofocus=true onclick={self.send(TableMsg::TogglePause)}>{tr!(&words(), TABLE_RESUME)}<kbd aria-hidden="true">{key_name(&words(), Command::Pause)}</kbd></button>
                </div>
            </div>
        }
    }

    fn lessons_done_overlay(&self) -> Html {
        html! {
            <div class="overlay lessons-done" role="dialog" aria-modal="true" aria-labelledby="lessons-done-title">
                <div class="panel">
                    <h2 id="lessons-done-title">{tr!(&words(), TABLE_READY_TITLE)}</h2>
                    <p>{tr!(&words(), TABLE_READY_WHAT)}</p>
                    <p>{tr!(&words(), TABLE_READY_HOW)}</p>
                    <div class="row">
                        <button type="button" class="primary" onclick={self.props.on_again.reform(|_| ())}>{tr!(&words(), TABLE_FIRST_MATCH)}</button>
                        <button type="button" class="secondary" onclick={self.on_leave()}>{tr!(&words(), TABLE_HOME)}</button>
                    </div>
                </div>
            </div>
        }
    }

    /// A round's result, or the match's end (not after the last lesson: its own panel says
    /// what comes next).
    fn result_overlay(&self) -> Html {
        let (m, props) = (self.m, self.props);
        let view = m.view();
        let (teams, rules) = (view.table().team_count() as u8, view.rules().clone());
        match m.phase() {
            MatchPhase::RoundOver(_) if m.lessons_done() => html! {},
            MatchPhase::RoundOver(summary) => {
                let next = m.lesson().map(|l| {
                    AttrValue::from(if l.next().is_some() {
                        tr!(&words(), TABLE_NEXT_LESSON)
                    } else {
                        tr!(&words(), TABLE_FINISH)
                    })
                });
                let on_signal = {
                    let d = self.d.clone();
                    Callback::from(move |g| d.dispatch(TableMsg::ChangeSignal(g)))
                };
                let waiting = m.waiting_line(&words()).map(AttrValue::from);
                html! {
                    <RoundResult summary={(**summary).clone()} naming={m.naming().clone()} {rules} {teams} signals={m.setup().signals}
                                 {next} on_next={self.send(TableMsg::Next)} {on_signal} {waiting} />
                }
            }
            MatchPhase::Over(round, summary) => html! {
                <MatchEnd round={(**round).clone()} naming={m.naming().clone()} summary={(**summary).clone()} stats={m.stats().clone()}
                          signals={m.signal_log().to_vec()} reads={m.signal_reads()} {teams} {rules}
                          share_text={crate::share::share_text(&words(), m)} record={m.record()}
                          result={m.result()} to_beat={m.setup().challenge}
                          on_again={props.on_again.clone()} on_replay={props.on_replay.clone()}
                          on_leave={props.on_leave.clone()}
                          offer_captions={props.offer_captions} on_keep_captions={props.on_keep_captions.clone()}
                          shared={m.shared()} from_host={m.replay_from_host()}
                          on_packed={self.on_packed()} />
            },
            MatchPhase::Playing => html! {},
        }
    }
}

/// "Lesson 1 of 3".
fn lesson_of(lesson: Lesson) -> String {
    tr!(
        &words(),
        TABLE_LESSON,
        number = lesson.number(),
        count = Lesson::ALL.len()
    )
}

/// `notices` in their order, each said once however often it came.
fn distinct(notices: &[String]) -> Vec<&str> {
    let mut once: Vec<&str> = Vec::with_capacity(notices.len());
    for n in notices {
        if !once.contains(&n.as_str()) {
            once.push(n);
        }
    }
    once
}
