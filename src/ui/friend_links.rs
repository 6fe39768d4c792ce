//! The links friends send each other: the host's invite and the friend's reply, each an
//! address carrying one end of the connection, and the control that sends one through the
//! share sheet or the clipboard (the link itself beside it, to copy by hand).

use crate::ui::lang::words;
use yew::prelude::*;

use super::copy_link::CopyLink;
use super::sharing::{self, address_of};
use crate::bots::LevelName;
use crate::engine::Preset;
use crate::friends::lobby::{Lobby, Role};
use crate::friends::net::ice::DEFAULT_STUN;
use crate::friends::net::invite::{Invite, Reply};
use crate::friends::net::sdp::Connection;
use crate::friends::problems::sdp_problem;

/// The invitation's link, for the host's offer `sdp`, and the connection it carries;
/// `friends`: the seats of the other friends invited.
pub(super) fn invite_link(
    lobby: &Lobby,
    friends: Vec<u8>,
    sdp: &str,
) -> Result<(String, Connection), String> {
    let Role::Host { game, seat, name } = &lobby.role else {
        return Err(tr!(&words(), LINK_ONLY_HOST_INVITES));
    };
    let connection = Connection::from_sdp(sdp).map_err(|e| sdp_problem(&words(), &e))?;
    let invite = Invite {
        token: lobby.token,
        host: name.clone(),
        seat: seat.number(),
        teams: game.teams,
        level: LevelName::ALL
            .iter()
            .position(|&l| l == game.level)
            .unwrap_or(0) as u8,
        preset: Preset::ALL
            .iter()
            .position(|&p| p == game.preset)
            .unwrap_or(0) as u8,
        friends,
        options: game.options.clone(),
        connection,
    };
    Ok((address_of(&invite.encode()), invite.connection))
}

/// The reply's link, for the friend's answer `sdp`: it carries the name the friend typed.
pub(super) fn reply_link(invite: &Invite, name: &str, sdp: &str) -> Result<String, String> {
    let connection = Connection::from_sdp(sdp).map_err(|e| sdp_problem(&words(), &e))?;
    let reply = Reply {
        token: invite.token,
        seat: invite.seat,
        name: name.to_string(),
        connection,
    };
    Ok(address_of(&reply.encode()))
}

#[derive(Properties, PartialEq)]
pub(super) struct SendLinkProps {
    pub link: AttrValue,
    pub label: AttrValue,
    pub text: AttrValue,
}

/// A link to send in any chat: the share sheet where there is one, else the clipboard;
/// the link itself in a field beside, to copy by hand.
#[function_component]
pub(super) fn SendLink(props: &SendLinkProps) -> Html {
    let said = use_state(String::new);
    let on_send = {
        let (said, link, text) = (said.clone(), props.link.clone(), props.text.clone());
        Callback::from(move |_: MouseEvent| {
            let said = said.clone();
            sharing::share(
                "Kemps",
                &text,
                &link,
                Callback::from(move |s: sharing::Shared| said.set(s.sentence())),
            );
        })
    };
    html! {
        <div class="send-link">
            <button type="button" class="primary" onclick={on_send}>{props.label.clone()}</button>
            <p class="hint" role="status">{(*said).clone()}</p>
            <CopyLink link={props.link.clone()}/>
        </div>
    }
}

/// What the invite screen says of the public connection helper.
pub(super) fn stun_note() -> String {
    let server = DEFAULT_STUN.trim_start_matches("stun:");
    tr!(&words(), LINK_STUN_NOTE, server = server)
}
