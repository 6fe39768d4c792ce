//! The rules an invitation is for, in a few words: how they differ from their preset's, so
//! that a friend knows what they sit down to before they join ("3 lives each; Stop Kemps
//! names a player"). The set-up screen's own words for the options are reused.

use crate::engine::{Decks, Order, Rules, Scoring, StockOut, StopTarget, SwapRule, WrongStop};
use crate::i18n::Words;

/// Each way `rules` differ from its preset's, in the words in use; none for the preset's own.
pub fn changes(w: &Words, rules: &Rules) -> Vec<String> {
    let preset = Rules::of(rules.preset());
    let mut out = Vec::new();
    if goal(rules) != goal(&preset) {
        out.push(goal_words(w, rules));
    }
    let switches = [
        (
            rules.swap() == SwapRule::Multi,
            preset.swap() == SwapRule::Multi,
            tr!(w, MENU_OPTION_SWAP_MULTI),
        ),
        (
            rules.double_calls(),
            preset.double_calls(),
            tr!(w, MENU_OPTION_DOUBLE_CALLS),
        ),
        (
            rules.redeal_trips(),
            preset.redeal_trips(),
            tr!(w, MENU_OPTION_REDEAL_TRIPS),
        ),
        (
            rules.center_trips_aside(),
            preset.center_trips_aside(),
            tr!(w, MENU_OPTION_CENTER_TRIPS),
        ),
    ];
    for (on, was, option) in switches {
        match (on == was, on) {
            (true, _) => {}
            (false, true) => out.push(option),
            (false, false) => out.push(tr!(w, LINK_OPTION_OFF, option = option)),
        }
    }
    let choices = [
        (
            rules.order() != preset.order(),
            tr!(w, MENU_OPTION_ORDER),
            order(w, rules.order()),
        ),
        (
            rules.stop_target() != preset.stop_target(),
            tr!(w, MENU_OPTION_STOP_TARGET),
            stop_target(w, rules.stop_target()),
        ),
        (
            rules.wrong_stop() != preset.wrong_stop(),
            tr!(w, MENU_OPTION_WRONG_STOP),
            wrong_stop(w, rules.wrong_stop()),
        ),
        (
            rules.stock_out() != preset.stock_out(),
            tr!(w, MENU_OPTION_STOCK_OUT),
            stock_out(w, rules.stock_out()),
        ),
    ];
    for (changed, option, choice) in choices {
        if changed {
            out.push(tr!(w, LINK_OPTION_CHOSEN, option = option, choice = choice));
        }
    }
    out.extend(times(w, rules, &preset));
    out
}

/// What ends the match: the word spelt, the lives lost or the points won.
fn goal(rules: &Rules) -> (Scoring, &str, u32) {
    match rules.scoring() {
        Scoring::Letters => (Scoring::Letters, rules.word(), 0),
        Scoring::Lives => (Scoring::Lives, "", rules.lives()),
        Scoring::Points => (Scoring::Points, "", rules.target()),
    }
}

fn goal_words(w: &Words, rules: &Rules) -> String {
    match rules.scoring() {
        Scoring::Letters => tr!(w, LINK_OPTION_WORD, word = rules.word()),
        Scoring::Lives => tr!(w, LINK_OPTION_LIVES, count = rules.lives()),
        Scoring::Points => tr!(w, LINK_OPTION_TARGET, count = rules.target()),
    }
}

/// The decks and the dealer's pace, when they are not the preset's.
fn times(w: &Words, rules: &Rules, preset: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    let decks = match rules.decks() {
        Decks::One => Some(1),
        Decks::Two => Some(2),
        Decks::Auto => None,
    };
    if let (true, Some(count)) = (rules.decks() != preset.decks(), decks) {
        out.push(tr!(w, LINK_OPTION_DECKS, count = count));
    }
    if rules.idle_ms() != preset.idle_ms() {
        out.push(tr!(w, LINK_OPTION_IDLE, ms = rules.idle_ms()));
    }
    if rules.countdown_ms() != preset.countdown_ms() {
        out.push(tr!(w, LINK_OPTION_COUNTDOWN, ms = rules.countdown_ms()));
    }
    out
}

fn order(w: &Words, order: Order) -> String {
    match order {
        Order::Atomic => tr!(w, MENU_OPTION_ORDER_ATOMIC),
        Order::DropFirst => tr!(w, MENU_OPTION_ORDER_DROP_FIRST),
        Order::PickFirst => tr!(w, MENU_OPTION_ORDER_PICK_FIRST),
    }
}

fn stop_target(w: &Words, target: StopTarget) -> String {
    match target {
        StopTarget::Team => tr!(w, MENU_OPTION_STOP_TEAM),
        StopTarget::Seat => tr!(w, MENU_OPTION_STOP_SEAT),
    }
}

fn wrong_stop(w: &Words, wrong: WrongStop) -> String {
    match wrong {
        WrongStop::Penalty => tr!(w, MENU_OPTION_WRONG_STOP_PENALTY),
        WrongStop::LoseRight => tr!(w, MENU_OPTION_WRONG_STOP_LOSE_RIGHT),
    }
}

fn stock_out(w: &Words, stock: StockOut) -> String {
    match stock {
        StockOut::RealDeal => tr!(w, MENU_OPTION_STOCK_REAL_DEAL),
        StockOut::Reshuffle => tr!(w, MENU_OPTION_STOCK_RESHUFFLE),
    }
}
