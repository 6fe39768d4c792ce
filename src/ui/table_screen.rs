//! The table at the start of a deal: your hand at the bottom, your partner across, the
//! opponents' card backs, the centre and the stock.

use std::f64::consts::PI;

use yew::prelude::*;

use super::avatar::Avatar;
use super::card::{CardBack, CardFace};
use super::scoreboard::Scoreboard;
use super::seat::SeatView;
use super::seat_name;
use crate::engine::{Game, Preset, Rules, Seat, Table};

#[derive(Properties, PartialEq, Clone)]
pub struct TableScreenProps {
    pub seed: u64,
    pub teams: u8,
    pub preset: Preset,
}

/// Where seat `i` of `n` sits, in percent of the table: seat 0 at the bottom, then
/// clockwise, so the partner (`n / 2` seats on) is at the top.
pub fn seat_position(i: usize, n: usize) -> (f64, f64) {
    let angle = PI / 2.0 + (i as f64) * 2.0 * PI / (n as f64);
    (50.0 + 44.0 * angle.cos(), 50.0 + 41.0 * angle.sin())
}

fn team_name(table: Table, team: crate::engine::Team) -> String {
    let [a, b] = table.seats_of(team);
    if a.0 == 0 {
        "You & partner".to_string()
    } else {
        format!("{} & {}", seat_name(a.index()), seat_name(b.index()))
    }
}

#[function_component]
pub fn TableScreen(props: &TableScreenProps) -> Html {
    let game = use_memo(props.clone(), |p| {
        let table = Table::new(p.teams).or(Table::new(2));
        table.map(|t| Game::new(Rules::preset(p.preset), t, p.seed).0)
    });
    let Some(game) = game.as_ref() else {
        return html! { <p class="notice" role="alert">{"This table size cannot be dealt."}</p> };
    };
    let me = game.view(Seat(0));
    let table = me.table();
    let n = table.seat_count();
    let partner = me.partner();
    let rules = me.rules();
    let teams: Vec<(AttrValue, _, bool)> = table
        .teams()
        .map(|t| {
            (
                AttrValue::from(team_name(table, t)),
                me.standing(t),
                t == me.team(),
            )
        })
        .collect();

    html! {
        <main class={classes!("table-screen", format!("seats-{n}"))} data-seed={props.seed.to_string()}>
            <header class="topbar">
                <h1 class="brand">{"Kemps"}</h1>
                <p class="deal-id">{"Deal "}<strong data-testid="seed">{props.seed}</strong></p>
                <p class="rules-name"><strong>{props.preset.name()}</strong>{" · "}{props.preset.summary()}</p>
                <Scoreboard rules={rules.clone()} teams={teams}/>
            </header>
            <div class="felt" role="group" aria-label="The table">
                { for table.seats().filter(|s| s.0 != 0).map(|s| {
                    let (x, y) = seat_position(s.index(), n);
                    let role = if s == partner { "partner" } else { "opponent" };
                    html! { <SeatView key={s.index()} seat={s.index()} name={seat_name(s.index())} role_label={role}
                                      cards={me.hand_len(s)} dealer={me.dealer() == s} x={x} y={y}/> }
                }) }
                <div class="centre-area">
                    <div class="pile stock" role="img" aria-label={format!("Stock: {} cards", me.stock_count())}>
                        <CardBack/><span class="count" data-testid="stock-count">{me.stock_count()}</span>
                        <span class="pile-label">{"stock"}</span>
                    </div>
                    <ul class="centre" aria-label="Centre cards" data-testid="centre">
                        { for me.centre().iter().enumerate().map(|(i, c)| html! {
                            <li key={i}><CardFace card={*c}/></li>
                        }) }
                    </ul>
                    <div class="pile swept" role="img" aria-label={format!("Swept: {} cards", me.swept_count())}>
                        <div class="card empty" aria-hidden="true"></div><span class="count">{me.swept_count()}</span>
                        <span class="pile-label">{"swept"}</span>
                    </div>
                </div>
            </div>
            <section class="my-seat" aria-label="Your hand">
                <div class="me">
                    <Avatar seat={0}/>
                    <span class="name">{"You"}</span>
                    if me.dealer() == Seat(0) { <span class="dealer-chip" title="dealer">{"D"}</span> }
                </div>
                <ul class="hand" data-testid="hand">
                    { for me.hand().iter().enumerate().map(|(i, c)| html! { <li key={i}><CardFace card={*c}/></li> }) }
                </ul>
            </section>
            <p class="hint">{"Collect four of a kind, then give your partner your secret signal — before an opponent spots it."}</p>
        </main>
    }
}
