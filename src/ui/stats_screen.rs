//! Statistics of this visit's matches.

use yew::prelude::*;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct SessionStats {
    pub matches: u32,
    pub wins: u32,
    pub kemps_right: u32,
    pub kemps_wrong: u32,
    pub stops_right: u32,
    pub stops_wrong: u32,
    pub fastest_spot_ms: Option<u64>,
}

impl SessionStats {
    pub fn add(&mut self, won: bool, s: &crate::session::play::PlayerStats) {
        self.matches += 1;
        self.wins += won as u32;
        self.kemps_right += s.kemps_right;
        self.kemps_wrong += s.kemps_wrong;
        self.stops_right += s.stops_right;
        self.stops_wrong += s.stops_wrong;
        self.fastest_spot_ms = match (self.fastest_spot_ms, s.fastest_spot_ms) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }
}

#[derive(Properties, PartialEq)]
pub struct StatsProps {
    pub stats: SessionStats,
    pub on_back: Callback<()>,
}

#[function_component]
pub fn StatsScreen(props: &StatsProps) -> Html {
    let s = &props.stats;
    html! {
        <main class="screen stats-screen">
            <header class="screen-head">
                <button type="button" class="chip" onclick={ { let cb = props.on_back.clone(); Callback::from(move |_| cb.emit(())) } }>{"← Back"}</button>
                <h1>{"Stats"}</h1>
            </header>
            <dl class="stats">
                <dt>{"Matches"}</dt><dd>{format!("{} played, {} won", s.matches, s.wins)}</dd>
                <dt>{"Kemps called"}</dt><dd>{format!("{} right, {} wrong", s.kemps_right, s.kemps_wrong)}</dd>
                <dt>{"Stops called"}</dt><dd>{format!("{} right, {} wrong", s.stops_right, s.stops_wrong)}</dd>
                <dt>{"Fastest spot"}</dt><dd>{s.fastest_spot_ms.map_or("—".to_string(), |ms| format!("{:.1} s", ms as f64 / 1000.0))}</dd>
            </dl>
            <p class="hint">{"These count this visit's matches."}</p>
        </main>
    }
}
