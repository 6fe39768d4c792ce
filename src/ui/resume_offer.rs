//! Asked when the address names a game while a match is in progress: a reload of that very
//! match offers to pick it up again; a different deal says it would replace it. A friend's
//! challenge is offered too before it is played: what to beat, and Start.

use crate::ui::lang::words;
use yew::prelude::*;

use super::press;

use crate::narration::menus::{link_opens, open_deal};
use crate::share::deal_code;

pub struct ResumeOfferProps {
    /// Where the match in progress had got to: "Deal 7QX2-M9PA · round 3".
    pub label: AttrValue,
    /// The deal the address asks for.
    pub asked_seed: u64,
    /// The address names the match in progress itself (a reload).
    pub same: bool,
    pub on_resume: Callback<()>,
    pub on_open: Callback<()>,
    pub on_home: Callback<()>,
}

/// The screen: resume the match in progress, open the asked deal instead, or go home.
pub fn resume_offer(props: &ResumeOfferProps) -> Html {
    let code = deal_code(props.asked_seed);
    html! {
        <main tabindex="-1" class="screen resume-offer" aria-labelledby="resume-title">
            <h1 id="resume-title">
                { if props.same { tr!(&words(), MENU_RESUME_SAME) } else { tr!(&words(), MENU_RESUME_OTHER) } }
            </h1>
            <p class="resume-label">{props.label.clone()}</p>
            if !props.same {
                <p>{ link_opens(&words(), &code) }</p>
            }
            <nav class="menu" aria-label={ tr!(&words(), MENU_RESUME_YOUR_MATCH) }>
                <button type="button" class="primary" autofocus=true onclick={press(&props.on_resume)}>
                    { tr!(&words(), MENU_RESUME) }
                </button>
                <button type="button" class="secondary" onclick={press(&props.on_open)}>
                    { if props.same { tr!(&words(), MENU_RESUME_AGAIN) } else { open_deal(&words(), &code) } }
                </button>
                <button type="button" class="secondary" onclick={press(&props.on_home)}>{ tr!(&words(), MENU_HOME) }</button>
            </nav>
        </main>
    }
}

pub struct ChallengeOfferProps {
    /// "Beat 3 letters to 5 (letters are bad news: fewer is better) in deal …".
    pub line: AttrValue,
    /// The match in one line: "Classic · 4 players · Sharp bots · Normal speed · deal …".
    pub summary: AttrValue,
    /// A first visit: the one-minute lesson is offered first.
    pub offer_lesson: bool,
    pub on_start: Callback<()>,
    pub on_lesson: Callback<()>,
    pub on_home: Callback<()>,
}

/// The screen: a friend's result to beat, then Start (or, on a first visit, the lesson).
pub fn challenge_offer(props: &ChallengeOfferProps) -> Html {
    html! {
        <main tabindex="-1" class="screen resume-offer challenge-offer" aria-labelledby="challenge-title">
            <h1 id="challenge-title">{ tr!(&words(), MENU_CHALLENGE_TITLE) }</h1>
            <p class="notice challenge" data-testid="challenge">{props.line.clone()}</p>
            <p class="resume-label">{props.summary.clone()}</p>
            if props.offer_lesson {
                <p>{ tr!(&words(), MENU_CHALLENGE_LESSON) }</p>
            }
            <nav class="menu" aria-label={ tr!(&words(), MENU_CHALLENGE_LABEL) }>
                if props.offer_lesson {
                    <button type="button" class="primary" autofocus=true onclick={press(&props.on_lesson)}>
                        { tr!(&words(), MENU_CHALLENGE_SHOW_ME) }
                    </button>
                    <button type="button" class="secondary" onclick={press(&props.on_start)}>{ tr!(&words(), MENU_CHALLENGE_START) }</button>
                } else {
                    <button type="button" class="primary" autofocus=true onclick={press(&props.on_start)}>
                        { tr!(&words(), MENU_CHALLENGE_START) }
                    </button>
                }
                <button type="button" class="secondary" onclick={press(&props.on_home)}>{ tr!(&words(), MENU_HOME) }</button>
            </nav>
        </main>
    }
}
