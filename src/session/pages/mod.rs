//! What each page shows of a match, decided from it: the table's page (what it shows or hides,
//! which overlay is on top, the table's words that are more than a label) and a replay's
//! player (the record played back to any moment). Above the live match and the review,
//! which they read; the screens in `ui` render them.

pub mod replay_player;
pub mod table_page;
