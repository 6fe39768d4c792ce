//! A compiled catalog: one language's messages, in the order of the English catalog's ids.
//!
//! `build.rs` compiles the Fluent files under `locales/` into this form (see `compile.rs`);
//! the page reads it with postcard. English is built into the page; every other language is
//! a file of its own, fetched when it is chosen (`ui/lang.rs`).

use serde::{Deserialize, Serialize};

/// The format's version, the first byte of every compiled catalog.
pub const CATALOG_VERSION: u8 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Catalog {
    /// The language's tag, as its folder under `locales/` names it ("pt-BR").
    pub lang: String,
    /// Every message, by id; `None` where this language lacks one (English is used).
    pub messages: Vec<Option<Pattern>>,
}

/// A message: text and placeables, in order.
pub type Pattern = Vec<Part>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Part {
    Text(String),
    /// `{ $name }`: an argument's value.
    Var(String),
    /// `{ $name -> [key] … *[other] … }`: the variant the argument selects.
    Select {
        var: String,
        variants: Vec<(Key, Pattern)>,
        /// The index of the variant marked `*`.
        default: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Key {
    /// `[one]`, `[few]`, `[you]`, `[female]`…: a plural category, or a word the argument is.
    Name(String),
    /// `[0]`: exactly this number.
    Number(i64),
}
