//! The browser app: Yew components over the engine. Only built for wasm32.

pub mod app;
pub mod avatar;
pub mod card;
pub mod scoreboard;
pub mod seat;
pub mod table_screen;

pub use app::App;
pub use table_screen::TableScreen;

/// The names of the seats, the player first. Partners sit across, so names say who is who.
pub const SEAT_NAMES: [&str; 12] = [
    "You", "Ada", "Bram", "Cleo", "Dev", "Edda", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai",
];

pub fn seat_name(seat: usize) -> &'static str {
    SEAT_NAMES.get(seat).copied().unwrap_or("Player")
}
