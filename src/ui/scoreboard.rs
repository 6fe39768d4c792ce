//! Each team's standing, in the table's scoring mode: letters of the word, hearts, or points.

use yew::prelude::*;

use super::with_class;

use crate::engine::{Rules, Scoring, Standing};

/// The scores: `teams` as (team name, standing, is the player's team), and `before` the
/// standings before the round, to animate what changed. A plain function, not a component:
/// a component costs about 1 KB of Wasm of its own.
pub fn scoreboard(
    rules: &Rules,
    teams: &[(AttrValue, Standing, bool)],
    before: Option<&[Standing]>,
) -> Html {
    html! {
        <ul class="scoreboard" aria-label="Scores">
            { for teams.iter().enumerate().map(|(t, (name, s, mine))| {
                let was = before.and_then(|b| b.get(t)).copied().unwrap_or(*s);
                let (shown, spoken) = match rules.scoring {
                    Scoring::Letters => {
                        let letters: Vec<char> = rules.word.chars().collect();
                        let got = s.letters as usize;
                        (html! { <span class="letters">{ for letters.iter().enumerate().map(|(i, c)| with_class(html! { <span>{c}</span> }, &[Some("letter"), (i < got).then_some("got"), (i >= was.letters as usize && i < got).then_some("new")])) }</span> },
                         format!("{} of {} letters", got, letters.len()))
                    }
                    Scoring::Lives => (html! { <span class="hearts">{ for (0..rules.lives).map(|i| with_class(html! { <span>{"♥"}</span> }, &[Some("heart"), (i >= s.lives).then_some("lost"), (i >= s.lives && i < was.lives).then_some("new")])) }</span> },
                        format!("{} of {} hearts", s.lives, rules.lives)),
                    Scoring::Points => (with_class(html! { <span>{s.points}{" / "}{rules.target}</span> }, &[Some("points"), (s.points > was.points).then_some("new")]),
                        format!("{} of {} points", s.points, rules.target)),
                };
                with_class(html! { <li aria-label={format!("{name}: {spoken}")}>
                        <span class="team-name">{name.clone()}</span>{shown}
                    </li> }, &[Some("team-score"), mine.then_some("mine")])
            }) }
        </ul>
    }
}
