//! Watching a match again with the tells revealed: every hand face up, every gesture marked
//! signal or decoy, what you did about each signal; play, pause, speed, scrub, rounds; and
//! each round's call held on screen (the bubble, the result, the revealed hand) to be read.

use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::card::card_face;
use super::hooks::use_animation_frame;
use super::round_result::round_facts;
use super::scoreboard::{scoreboard, team_scores};
use super::seat::{seat_view, shout_bubble, SeatProps};
use super::table_view::felt;
use crate::engine::Seat;
use crate::narration::names::{Naming, SeatZero};
use crate::narration::seats::YOU;
use crate::session::pages::replay_player::ReplayPlayer;
use crate::session::pages::table_page::marked_caption as marked;
use crate::session::{MatchPhase, Settings};

/// A gesture stays marked on its face this long (game time).
const SHOW_MS: u64 = 1_500;
const SPEEDS: [f64; 4] = [1.0, 2.0, 4.0, 8.0];
/// How long (real ms) playing stays at a round's key moment, at each of `SPEEDS`: long
/// enough at 1× to read the call, the revealed hand and the result, then the replay plays
/// on by itself, as a match watched should; pause keeps it there, Watch on leaves it.
const HOLDS: [f64; 4] = [5_000.0, 4_000.0, 3_000.0, 2_000.0];

fn hold_ms(speed: f64) -> f64 {
    let at = SPEEDS.iter().position(|&s| s == speed);
    at.map_or(HOLDS[0], |i| HOLDS[i])
}

/// Whether playing stays at a round's key moment (the end of a round a call made).
#[derive(Clone, Copy, PartialEq)]
enum Hold {
    Off,
    /// From the next frame on (a list chose the moment).
    Next,
    /// Until this real time.
    Until(f64),
}

pub struct ReplayHandle {
    player: Rc<RefCell<ReplayPlayer>>,
    version: u64,
    playing: bool,
    speed: f64,
    position: f64,
    last_real: Option<f64>,
    /// The page of the gesture list the player turned to; `None` follows the time.
    page: Option<usize>,
    /// Whether the speeds and the rounds are unfolded (on a phone; a wide screen shows them).
    more: bool,
    hold: Hold,
}

impl PartialEq for ReplayHandle {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version
            && self.playing == other.playing
            && self.speed == other.speed
            && self.page == other.page
            && self.more == other.more
            && self.hold == other.hold
    }
}

pub enum ReplayMsg {
    Frame(f64),
    Toggle,
    Speed(f64),
    Seek(u64),
    /// Turn the gesture list to a page (`None`: follow the time again).
    Page(Option<usize>),
    /// Fold or unfold the speeds and the rounds.
    More,
    /// Leave a round's key moment and play on.
    WatchOn,
}

impl Reducible for ReplayHandle {
    type Action = ReplayMsg;

    fn reduce(self: Rc<Self>, msg: ReplayMsg) -> Rc<Self> {
        let mut next = ReplayHandle {
            player: self.player.clone(),
            version: self.version,
            playing: self.playing,
            speed: self.speed,
            position: self.position,
            last_real: self.last_real,
            page: self.page,
            more: self.more,
            hold: self.hold,
        };
        match msg {
            ReplayMsg::Frame(t) => {
                let last = next.last_real.replace(t).unwrap_or(t);
                if !next.playing {
                    return if self.last_real.is_some() {
                        self
                    } else {
                        Rc::new(next)
                    };
                }
                match next.hold {
                    Hold::Next => next.hold = Hold::Until(t + hold_ms(next.speed)),
                    Hold::Until(until) if t < until => return self,
                    // The moment read: play on from the next frame.
                    Hold::Until(_) => next.hold = Hold::Off,
                    Hold::Off => next.play_on(t, t - last),
                }
            }
            ReplayMsg::Toggle => {
                next.hold = Hold::Off;
                let mut p = next.player.borrow_mut();
                if p.finished() {
                    p.seek(0);
                    next.position = 0.0;
                }
                next.playing = !next.playing;
            }
            ReplayMsg::Speed(s) => next.speed = s,
            ReplayMsg::Seek(t) => {
                let mut p = next.player.borrow_mut();
                p.seek(t);
                let moment = p.call_between(t.saturating_sub(1), t) == Some(t);
                next.hold = if moment { Hold::Next } else { Hold::Off };
                next.position = t as f64;
                next.page = None;
            }
            ReplayMsg::WatchOn => next.hold = Hold::Off,
            ReplayMsg::Page(page) => next.page = page,
            ReplayMsg::More => next.more = !next.more,
        }
        next.version += 1;
        Rc::new(next)
    }
}

impl ReplayHandle {
    /// Plays `real_ms` on from real time `now`, stopping at the first key moment on the way.
    fn play_on(&mut self, now: f64, real_ms: f64) {
        let from = self.position as u64;
        self.position += real_ms.clamp(0.0, 250.0) * self.speed;
        let mut p = self.player.borrow_mut();
        if let Some(at) = p.call_between(from, self.position as u64) {
            self.position = at as f64;
            self.hold = Hold::Until(now + hold_ms(self.speed));
        }
        p.seek(self.position as u64);
        if p.finished() {
            self.playing = false;
        }
        self.position = self.position.min(p.end() as f64);
    }
}

fn clock(ms: u64) -> String {
    format!(
        "{}:{:02}.{}",
        ms / 60_000,
        (ms % 60_000) / 1000,
        (ms % 1000) / 100
    )
}

pub use crate::session::app::OpenedReplay;

#[derive(Clone, Properties, PartialEq)]
pub struct ReplayProps {
    pub opened: OpenedReplay,
    pub settings: Settings,
    pub on_leave: Callback<()>,
}

#[function_component]
pub fn ReplayScreen(props: &ReplayProps) -> Html {
    let handle = use_reducer_eq({
        let player = Rc::new(RefCell::new(props.opened.start()));
        move || ReplayHandle {
            player,
            version: 0,
            playing: true,
            speed: 2.0,
            position: 0.0,
            last_real: None,
            page: None,
            more: false,
            hold: Hold::Off,
        }
    });
    let d = handle.dispatcher();
    let stage = use_node_ref();
    use_animation_frame({
        let d = d.clone();
        Callback::from(move |t| d.dispatch(ReplayMsg::Frame(t)))
    });
    let p = handle.player.borrow();
    let view = p.current().view();
    let n = p.table().seat_count();
    let class = classes!(
        "table-page",
        "replay",
        format!("seats-{n}"),
        props.settings.reduced_motion.then_some("reduced-motion"),
        props.settings.four_colour.then_some("four-colour"),
    );
    let seed = props.opened.record.game.seed;
    let scores = team_scores(p.naming(), p.table(), |t| view.standing(t));
    let hand_label = match p.seat_zero() {
        SeatZero::You => tr!(&words(), TABLE_YOUR_HAND),
        SeatZero::Player => tr!(&words(), TABLE_PLAYER_HAND),
    };
    html! {
        <div {class}>
            // The first screen: the table, its scores and the playback; the lists below it.
            <div class="replay-stage" ref={stage.clone()}>
                <header class="topbar">
                    <h1 class="brand">{tr!(&words(), TABLE_REPLAY)}</h1>
                    <p class="deal-id">{tr!(&words(), TABLE_DEAL)}{" "}<strong data-testid="seed" data-seed={seed.to_string()}>{crate::share::deal_code(seed)}</strong></p>
                    { scoreboard(view.rules(), &scores, None) }
                    <nav class="table-menu" aria-label={tr!(&words(), TABLE_REPLAY)}>
                        <button type="button" class="chip" onclick={props.on_leave.reform(|_| ())}>{tr!(&words(), TABLE_LEAVE)}</button>
                    </nav>
                </header>
                { playback(&handle, &d, &p, view.round()) }
                { every_hand_shown(&p) }
                { key_moment(&handle, &p, &d) }
                <section class="my-seat" aria-label={hand_label}>
                    if at_moment(&p) { { shout_bubble(p.current().shout(YOU)) } }
                    <ul class="hand">{ for view.hand().iter().enumerate().map(|(i, c)| html! { <li key={format!("{i}-{c}")}>{ card_face(*c, 0, false) }</li> }) }</ul>
                    if let Some(caption) = marked_caption(&p, YOU) {
                        <p class="caption">{caption}</p>
                    }
                </section>
            </div>
            if let Some(text) = round_text(p.naming(), p.current().phase()) { <p class="result-sentence" data-testid="replay-round">{text}</p> }
            { results_panel(&p, &d, &stage) }
            { marks_panel(&handle, &p, &d, &stage) }
        </div>
    }
}

/// The gesture `seat` is making at the replay's time, marked signal or decoy.
fn marked_caption(p: &ReplayPlayer, seat: Seat) -> Option<String> {
    p.showing(seat, p.time(), SHOW_MS)
        .map(|k| marked(&words(), k.real, p.caption(&words(), seat, k.gesture)))
}

/// The felt at the replay's time, every hand face up and every gesture marked.
fn every_hand_shown(p: &ReplayPlayer) -> Html {
    let m = p.current();
    // A replay always plays the table itself; a friend's page has no replay screen.
    let Some(runner) = m.runner() else {
        return Html::default();
    };
    let (view, game) = (m.view(), runner.game());
    let seat = |s: Seat| {
        seat_view(
            p.naming(),
            SeatProps {
                seat: s,
                name: p.seat_name(&words(), s).into(),
                partner: s == view.partner(),
                cards: game.hand(s).len(),
                dealer: view.dealer() == s,
                gesture: p.showing(s, p.time(), SHOW_MS).map(|k| (k.gesture, k.at)),
                caption: marked_caption(p, s).map(AttrValue::from),
                shout: at_moment(p).then(|| m.shout(s)).flatten(),
                revealed: Some(game.hand(s).to_vec()),
                passed: false,
            },
        )
    };
    let centre = html! {
        <div class="centre-area">
            <ul class="centre" aria-label={tr!(&words(), TABLE_CENTRE)}>
                { for view.centre().iter().enumerate().map(|(i, c)| html! { <li key={format!("{i}-{c}")}>{ card_face(*c, 0, false) }</li> }) }
            </ul>
        </div>
    };
    felt(tr!(&words(), TABLE_EVERY_HAND), p.table(), &seat, centre)
}

/// Whether the replay stands at a round's end: its call is on the caller's face.
fn at_moment(p: &ReplayPlayer) -> bool {
    !matches!(p.current().phase(), MatchPhase::Playing)
}

/// A round's key moment, while the replay stands at its end: the round's result as the
/// live table words it, with the called hands revealed; while playing stays there, a bar
/// running out and Watch on.
fn key_moment(
    handle: &ReplayHandle,
    p: &ReplayPlayer,
    d: &UseReducerDispatcher<ReplayHandle>,
) -> Html {
    let (MatchPhase::RoundOver(s) | MatchPhase::Over(s, _)) = p.current().phase() else {
        return Html::default();
    };
    let view = p.current().view();
    let teams = p.table().team_count() as u8;
    // The headline and the notes speak to you: someone else's replay says the round in its
    // sentence (who called on whom, what the hand held) and how it scored.
    let yours = p.seat_zero() == SeatZero::You;
    let facts = round_facts(p.naming(), s, yours, view.rules(), teams);
    let held = handle.playing && handle.hold != Hold::Off;
    let watch_on = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(ReplayMsg::WatchOn))
    };
    html! {
        <section class="key-moment" data-testid="key-moment" data-result={s.record.result.name()} aria-live="polite">
            <h2>{tr!(&words(), TABLE_ROUND_TITLE, round = s.record.round)}</h2>
            { facts }
            if held {
                <div class="hold" style={format!("--hold: {}ms", hold_ms(handle.speed) as u32)} data-testid="key-moment-hold"></div>
                <button type="button" class="chip watch-on" onclick={watch_on}>{tr!(&words(), TABLE_WATCH_ON)}{" ▶"}</button>
            }
        </section>
    }
}

fn seek(d: &UseReducerDispatcher<ReplayHandle>, t: u64) -> Callback<MouseEvent> {
    let d = d.clone();
    Callback::from(move |_| d.dispatch(ReplayMsg::Seek(t)))
}

/// `seek` from a list below the table, which then comes into view (`stage`: the felt, with
/// the face that gestures).
fn seek_and_show(
    d: &UseReducerDispatcher<ReplayHandle>,
    stage: &NodeRef,
    t: u64,
) -> Callback<MouseEvent> {
    let (d, stage) = (d.clone(), stage.clone());
    Callback::from(move |_| {
        d.dispatch(ReplayMsg::Seek(t));
        if let Some(stage) = stage.cast::<web_sys::Element>() {
            stage.scroll_into_view();
        }
    })
}

/// Play and pause, speed, the scrubber, the time, and a button for every round.
fn playback(
    handle: &ReplayHandle,
    d: &UseReducerDispatcher<ReplayHandle>,
    p: &ReplayPlayer,
    round: u32,
) -> Html {
    let now = p.time();
    let on_slider = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value_as_number();
            if v.is_finite() {
                d.dispatch(ReplayMsg::Seek(v as u64));
            }
        })
    };
    let toggle = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(ReplayMsg::Toggle))
    };
    let more = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(ReplayMsg::More))
    };
    // On a phone one row: play or pause, the scrubber, the time and a button that unfolds
    // the speeds and the rounds (which a wide screen always shows).
    html! {
    <div class={classes!("replay-controls", handle.more.then_some("more-open"))} role="group" aria-label={tr!(&words(), TABLE_PLAYBACK)}>
        <button type="button" class="chip icon play" aria-pressed={handle.playing.to_string()}
                aria-label={if handle.playing { tr!(&words(), TABLE_PAUSE) } else { tr!(&words(), TABLE_PLAY) }} onclick={toggle}>
            <span aria-hidden="true">{ if handle.playing { "❚❚" } else { "▶" } }</span>
        </button>
        <input type="range" class="scrubber" min="0" max={p.end().to_string()} step="100" value={now.to_string()} aria-label={tr!(&words(), TABLE_MATCH_TIME)} oninput={on_slider}/>
        <span class="time" data-testid="replay-time">{tr!(&words(), TABLE_REPLAY_TIME, round = round, clock = clock(now))}</span>
        <button type="button" class="chip icon more" aria-expanded={handle.more.to_string()}
                aria-label={tr!(&words(), TABLE_SPEEDS_ROUNDS)} onclick={more}>
            <span aria-hidden="true">{"⋯"}</span>
        </button>
        <div class="replay-more">
            { for SPEEDS.iter().map(|&s| {
                let d = d.clone();
                html! { <button type="button" class="chip" aria-pressed={(handle.speed == s).to_string()} onclick={Callback::from(move |_| d.dispatch(ReplayMsg::Speed(s)))}>{format!("{}×", s as u32)}</button> }
            }) }
            { for p.rounds().iter().map(|&(r, t)| html! { <button type="button" class="chip" onclick={seek(d, t)}>{tr!(&words(), TABLE_ROUND_TITLE, round = r)}</button> }) }
        </div>
    </div>
    }
}

/// Every round's result, each a button to its end.
fn results_panel(
    p: &ReplayPlayer,
    d: &UseReducerDispatcher<ReplayHandle>,
    stage: &NodeRef,
) -> Html {
    html! {
    <section class="results-panel" aria-label={tr!(&words(), TABLE_EVERY_ROUND)}>
        <h2>{tr!(&words(), TABLE_EVERY_ROUND)}</h2>
        <ol class="results" data-testid="replay-results">
            { for p.results().iter().map(|r| html! {
                <li data-round={r.round.to_string()}>
                    <span class="round-no">{tr!(&words(), TABLE_ROUND_TITLE, round = r.round)}</span>
                    <button type="button" class="mark" onclick={seek_and_show(d, stage, r.at)}>
                        <span class="when">{clock(r.at)}</span>
                        <span class="what">{p.round_said(&words(), r)}</span>
                    </button>
                </li>
            }) }
        </ol>
    </section>
    }
}

/// Every gesture, signal or decoy, a page at a time, with the moments you could have caught.
fn marks_panel(
    handle: &ReplayHandle,
    p: &ReplayPlayer,
    d: &UseReducerDispatcher<ReplayHandle>,
    stage: &NodeRef,
) -> Html {
    let now = p.time();
    let (page_now, pages) = p.marks_page_at(now);
    let page = handle.page.unwrap_or(page_now).min(pages - 1);
    let (first_mark, page_marks) = p.marks_page(page);
    let turn = |to: Option<usize>| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(ReplayMsg::Page(to)))
    };
    html! {
    <section class="marks-panel" aria-label={tr!(&words(), TABLE_EVERY_GESTURE)}>
        <h2>{tr!(&words(), TABLE_EVERY_GESTURE)}<small>{" "}{tr!(&words(), TABLE_IN_ALL, count = p.marks().len())}</small></h2>
        if pages > 1 {
            <nav class="marks-pages" aria-label={tr!(&words(), TABLE_GESTURE_PAGES)}>
                <button type="button" class="chip" disabled={page == 0} onclick={turn(Some(page.saturating_sub(1)))}>{tr!(&words(), TABLE_EARLIER)}</button>
                <span data-testid="marks-page">{tr!(&words(), TABLE_PAGE_OF, page = page + 1, pages = pages)}</span>
                <button type="button" class="chip" disabled={page + 1 >= pages} onclick={turn(Some(page + 1))}>{tr!(&words(), TABLE_LATER)}</button>
                if handle.page.is_some() {
                    <button type="button" class="chip" onclick={turn(None)}>{tr!(&words(), TABLE_FOLLOW)}</button>
                }
            </nav>
        }
        <ol class="marks" start={(first_mark + 1).to_string()}>
            { for page_marks.iter().map(|k| {
                let chance = p.chance(k).map(|c| format!(" — {}", c.words(&words(), p.naming())));
                let class = classes!(
                    if k.real { "real" } else { "decoy" },
                    chance.is_some().then_some("chance"),
                    (k.at <= now).then_some("past"),
                );
                html! { <li {class}
                        data-real={k.real.to_string()} data-seat={k.seat.number().to_string()} data-gesture={k.gesture.name()} data-round={k.round.to_string()}>
                        <button type="button" class="mark" onclick={seek_and_show(d, stage, k.at.saturating_sub(400))}>
                            <span class="when">{clock(k.at)}</span>
                            <span class="what">{p.caption(&words(), k.seat, k.gesture)}</span>
                            <strong class="kind">{ if k.real { tr!(&words(), TABLE_KIND_SIGNAL) } else { tr!(&words(), TABLE_KIND_DECOY) } }</strong>
                            { chance.unwrap_or_default() }
                        </button>
                    </li> }
            }) }
        </ol>
    </section>
    }
}

/// The result of the round, while the replay stands at its end, its seats named as `n`
/// names them.
fn round_text(n: &Naming, phase: &MatchPhase) -> Option<String> {
    match phase {
        MatchPhase::RoundOver(s) | MatchPhase::Over(s, _) => Some(s.said(&words(), n)),
        MatchPhase::Playing => None,
    }
}
