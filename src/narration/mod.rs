//! The game in words: what the table says of what the match holds, formatted when shown.
//! Below the match and the screens, above the rules, the bots and the words (`i18n`): every
//! function here takes the words in use (`i18n::Words`) and, when it names a seat, the
//! naming (`names::Naming`) as values, and words data the engine and the bots hold (calls,
//! gestures, cards, presets, levels, events, refusals, rounds, reads). It holds no state and
//! uses nothing of `session`: the match keeps what happened as data and words it here.
//!
//! - `words`: the shared words (calls, gestures, cards, presets, levels by name);
//! - `seats`: who is who at a table shown on this page (`YOU`, `YOUR_TEAM`);
//! - `names`: seats and teams by name through a `Naming`, hands and times in words;
//! - `narrate`: events in words (the ticker, captions, announcements), a round's call and
//!   score in sentences, refusals;
//! - `headline`: a finished round told from your side first;
//! - `menus`: the menus' sentences (the daily deal, the statistics, the offer to resume).

pub mod headline;
pub mod menus;
pub mod names;
pub mod narrate;
pub mod seats;
pub mod words;
