//! The page: reads the address, picks the deal, shows the table.

use yew::prelude::*;

use super::table_screen::TableScreen;
use crate::setup::{read_query, TableRequest, MAX_SEED};

fn location_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// A fresh seed from the browser's randomness (only ever for a new deal; every shuffle
/// after it comes from the seeded generator).
fn fresh_seed() -> u64 {
    getrandom::u64().map(|s| s & MAX_SEED).unwrap_or(1)
}

/// Puts the seed in the address bar so that reloading or copying it gives the same deal.
fn remember_seed_in_address(request: &TableRequest, seed: u64) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let mut query = format!("?seed={seed}");
    if request.teams != 2 {
        query.push_str(&format!("&teams={}", request.teams));
    }
    if request.preset != crate::engine::Preset::Classic {
        query.push_str(&format!("&preset={}", request.preset.name()));
    }
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

#[function_component]
pub fn App() -> Html {
    let request = use_memo((), |_| read_query(&location_query()));
    let seed = use_memo((), {
        let request = request.clone();
        move |_| request.seed.unwrap_or_else(fresh_seed)
    });
    {
        let (request, seed) = (request.clone(), *seed);
        use_effect_with((), move |_| {
            if request.seed != Some(seed) {
                remember_seed_in_address(&request, seed);
            }
        });
    }
    html! {
        <>
            if !request.problems.is_empty() {
                <div class="notice" role="status">{ for request.problems.iter().map(|p| html! { <p>{p}</p> }) }</div>
            }
            <TableScreen seed={*seed} teams={request.teams} preset={request.preset}/>
        </>
    }
}
