//! Each team's standing, in the table's scoring mode: letters of the word, hearts, or points.

use crate::ui::lang::words;
use yew::prelude::*;

use crate::engine::{Rules, Scoring, Standing, Table, Team};
use crate::narration::names::Naming;
use crate::narration::seats::YOU;
use crate::session::pages::table_page::standing_words;

/// One team's line on the scoreboard.
pub struct TeamScore {
    pub name: AttrValue,
    pub standing: Standing,
    /// The player's own team.
    pub mine: bool,
}

/// Every team of `table`, in order, each with its `standing`, named as `n` names it.
pub fn team_scores(
    n: &Naming,
    table: Table,
    standing: impl Fn(Team) -> Standing,
) -> Vec<TeamScore> {
    let yours = table.team_of(YOU);
    table
        .teams()
        .map(|team| TeamScore {
            name: n.team_name(&words(), table, team).into(),
            standing: standing(team),
            mine: team == yours,
        })
        .collect()
}

/// The scores, and with `before` (the standings before the round) what changed, marked
/// `new` for the style sheet to animate.
pub fn scoreboard(rules: &Rules, teams: &[TeamScore], before: Option<&[Standing]>) -> Html {
    html! {
        <ul class="scoreboard" aria-label={tr!(&words(), TABLE_SCORES)}>
            { for teams.iter().enumerate().map(|(t, team)| {
                let was = before.and_then(|b| b.get(t)).copied().unwrap_or(team.standing);
                let (shown, spoken) = standing(rules, &team.standing, &was);
                html! {
                    <li class={classes!("team-score", team.mine.then_some("mine"))}
                        aria-label={tr!(&words(), TABLE_TEAM_SCORE, team = team.name.as_str(), score = spoken)}>
                        <span class="team-name">{team.name.clone()}</span>{shown}
                    </li>
                }
            }) }
        </ul>
    }
}

/// The most letters of a word, or hearts, drawn one by one in a score pill; beyond it a
/// pill shows a count, so that it keeps its size whatever the rules.
const DRAWN_AT_MOST: usize = 6;

/// A team's standing `now` as shown (what changed since `was` marked) and as spoken.
fn standing(rules: &Rules, now: &Standing, was: &Standing) -> (Html, String) {
    match rules.scoring() {
        Scoring::Letters => {
            let letters: Vec<char> = rules.word().chars().collect();
            let (got, had) = (now.letters as usize, was.letters as usize);
            let letter = |i: usize, c: &char| {
                html! {
                    <span class={classes!("letter", (i < got).then_some("got"), (i >= had && i < got).then_some("new"))}>{c}</span>
                }
            };
            // A long word: the letters got so far, and how many of how many.
            let shown = if letters.len() > DRAWN_AT_MOST {
                html! {
                    <span class="letters counted">
                        { for letters.iter().take(got).enumerate().map(|(i, c)| letter(i, c)) }
                        <span class="tally">{format!("{got}/{}", letters.len())}</span>
                    </span>
                }
            } else {
                html! { <span class="letters">{ for letters.iter().enumerate().map(|(i, c)| letter(i, c)) }</span> }
            };
            (shown, standing_words(&words(), rules, now))
        }
        Scoring::Lives => {
            let lost_now = now.lives < was.lives;
            // Many hearts: one heart and the count left.
            let shown = if rules.lives() as usize > DRAWN_AT_MOST {
                html! {
                    <span class="hearts counted">
                        <span class="heart">{"♥"}</span>
                        <span class={classes!("tally", lost_now.then_some("new"))}>{format!("{}/{}", now.lives, rules.lives())}</span>
                    </span>
                }
            } else {
                html! {
                    <span class="hearts">
                        { for (0..rules.lives()).map(|i| html! {
                            <span class={classes!("heart", (i >= now.lives).then_some("lost"), (i >= now.lives && i < was.lives).then_some("new"))}>{"♥"}</span>
                        }) }
                    </span>
                }
            };
            (shown, standing_words(&words(), rules, now))
        }
        Scoring::Points => {
            let shown = html! {
                <span class={classes!("points", (now.points > was.points).then_some("new"))}>
                    {now.points}{" / "}{rules.target()}
                </span>
            };
            (shown, standing_words(&words(), rules, now))
        }
    }
}
