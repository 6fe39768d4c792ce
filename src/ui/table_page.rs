//! The table in play: the match state behind a reducer, driven by animation frames, keys,
//! pointer presses and tab visibility; the layout of seats, centre, hand and controls.

use crate::session::said::Said;
use crate::ui::lang::words;
use std::rc::Rc;

use yew::prelude::*;

use super::focus::use_overlay_focus;
use super::hooks::now_ms;
use super::sharing::{self, Shared};
use super::table_hooks::{
    use_saving_in_progress, use_saving_news, use_saving_result, use_table_drivers, use_table_sounds,
};
use super::table_state::{MatchHandle, TableMsg, TablePageProps, Toggles};
use super::table_view::TableView;
use crate::session::pages::table_page::{overlay_on_top, Overlay};
use crate::session::Match;

#[function_component]
pub fn TablePage(props: &TablePageProps) -> Html {
    let handle = use_reducer_eq({
        let (m, peer) = (props.opened.start().0, props.peer.clone());
        move || MatchHandle {
            m,
            toggles: Rc::default(),
            version: 0,
            peer,
        }
    });
    use_table_drivers(&handle);
    #[cfg(feature = "friends")]
    {
        super::table_peer::use_peer(&handle);
    }
    use_table_sounds(&handle, props.settings.sound);
    use_saving_in_progress(&handle, props.daily, &props.keeping.on_progress);
    use_saving_result(&handle, props.daily, &props.keeping.on_finished);
    use_saving_news(&handle, props.keeping.saving);
    let copy_by_hand = use_state(|| None::<(String, u32)>);
    let notices_open = use_state(|| true);
    {
        let (m, toggles) = (handle.m.borrow(), handle.toggles.get());
        let holds = overlay_on_top(&m, toggles).is_some_and(Overlay::holds_the_table);
        use_overlay_focus(open_overlay(&m, toggles), holds);
    }

    let m = handle.m.borrow();
    let settings = &props.settings;
    let class = classes!(
        "table-page",
        format!("seats-{}", m.table().seat_count()),
        settings.reduced_motion.then_some("reduced-motion"),
        settings.four_colour.then_some("four-colour"),
        settings.captions.then_some("captions"),
    );
    let v = TableView {
        m: &m,
        props,
        now: now_ms(),
        toggles: handle.toggles.get(),
        d: handle.dispatcher(),
        on_share: share_deal(&handle, &copy_by_hand),
        copy_by_hand,
        notices_open,
    };
    html! {
        <div {class} tabindex="-1" data-seed={m.setup().game.seed.to_string()}>
            { v.notices() }
            { v.topbar() }
            { v.felt() }
            { v.my_seat() }
            { v.controls() }
            { v.feedback() }
            { v.overlays() }
        </div>
    }
}

/// The overlay that has the focus, as a selector: the one on top, or `None` while the
/// table is in play with nothing over it.
fn open_overlay(m: &Match, toggles: Toggles) -> Option<&'static str> {
    Some(match overlay_on_top(m, toggles)? {
        Overlay::LessonsDone => ".overlay.lessons-done",
        Overlay::Picker => ".overlay.picker",
        Overlay::Keys => ".overlay.keys",
        Overlay::Pause => ".overlay.pause",
        Overlay::RoundResult => ".overlay.result",
        Overlay::MatchEnd => ".overlay.match-end",
        Overlay::Palette => ".palette",
    })
}

/// The top bar's Share: the deal's link through the share sheet or the clipboard, said in
/// the notice line; the link to copy by hand when neither works.
fn share_deal(
    handle: &UseReducerHandle<MatchHandle>,
    copy_by_hand: &UseStateHandle<Option<(String, u32)>>,
) -> Callback<MouseEvent> {
    let (d, m, copy_by_hand) = (handle.dispatcher(), handle.m.clone(), copy_by_hand.clone());
    Callback::from(move |_: MouseEvent| {
        let m = m.borrow();
        let url = sharing::address_of(&m.setup().game.encode());
        let (d, copy_by_hand) = (d.clone(), copy_by_hand.clone());
        sharing::share(
            "Kemps",
            &crate::share::share_text(&words(), &m),
            &url,
            Callback::from(move |shared: Shared| {
                let asked = copy_by_hand.as_ref().map_or(1, |(_, asked)| asked + 1);
                copy_by_hand.set(shared.link_to_copy().map(|link| (link, asked)));
                d.dispatch(TableMsg::Notice(Said::Page(shared.sentence()), now_ms()))
            }),
        );
    })
}
