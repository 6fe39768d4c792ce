//! Each team's standing, in the table's scoring mode: letters of the word, hearts, or points.

use yew::prelude::*;

use crate::engine::{Rules, Scoring, Standing, Table, Team};
use crate::session::names::team_name;
use crate::session::play::YOU;

/// One team's line on the scoreboard.
pub struct TeamScore {
    pub name: AttrValue,
    pub standing: Standing,
    /// The player's own team.
    pub mine: bool,
}

/// Every team of `table`, in order, each with its `standing`.
pub fn team_scores(table: Table, standing: impl Fn(Team) -> Standing) -> Vec<TeamScore> {
    let yours = table.team_of(YOU);
    table
        .teams()
        .map(|team| TeamScore {
            name: team_name(table, team).into(),
            standing: standing(team),
            mine: team == yours,
        })
        .collect()
}

/// The scores, and with `before` (the standings before the round) what changed, marked
/// `new` for the style sheet to animate.
pub fn scoreboard(rules: &Rules, teams: &[TeamScore], before: Option<&[Standing]>) -> Html {
    html! {
        <ul class="scoreboard" aria-label="Scores">
            { for teams.iter().enumerate().map(|(t, team)| {
                let was = before.and_then(|b| b.get(t)).copied().unwrap_or(team.standing);
                let (shown, spoken) = standing(rules, &team.standing, &was);
                html! {
                    <li class={classes!("team-score", team.mine.then_some("mine"))}
                        aria-label={format!("{}: {spoken}", team.name)}>
                        <span class="team-name">{team.name.clone()}</span>{shown}
                    </li>
                }
            }) }
        </ul>
    }
}

/// A team's standing `now` as shown (what changed since `was` marked) and as spoken.
fn standing(rules: &Rules, now: &Standing, was: &Standing) -> (Html, String) {
    match rules.scoring {
        Scoring::Letters => {
            let letters: Vec<char> = rules.word.chars().collect();
            let (got, had) = (now.letters as usize, was.letters as usize);
            let shown = html! {
                <span class="letters">
                    { for letters.iter().enumerate().map(|(i, c)| html! {
                        <span class={classes!("letter", (i < got).then_some("got"), (i >= had && i < got).then_some("new"))}>{c}</span>
                    }) }
                </span>
            };
            (shown, format!("{} of {} letters", got, letters.len()))
        }
        Scoring::Lives => {
            let shown = html! {
                <span class="hearts">
                    { for (0..rules.lives).map(|i| html! {
                        <span class={classes!("heart", (i >= now.lives).then_some("lost"), (i >= now.lives && i < was.lives).then_some("new"))}>{"♥"}</span>
                    }) }
                </span>
            };
            (shown, format!("{} of {} hearts", now.lives, rules.lives))
        }
        Scoring::Points => {
            let shown = html! {
                <span class={classes!("points", (now.points > was.points).then_some("new"))}>
                    {now.points}{" / "}{rules.target}
                </span>
            };
            (shown, format!("{} of {} points", now.points, rules.target))
        }
    }
}
