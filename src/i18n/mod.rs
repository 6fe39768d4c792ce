//! The game's words in five languages.
//!
//! Every sentence a player can see or hear is a message in the Fluent files under
//! `locales/<lang>/`, compiled at build time (`build.rs`, `compile.rs`). Code names a message
//! by its constant and gives its arguments by name; the message decides their order, its
//! plural forms and its grammar:
//!
//! ```text
//! tr!(w, ROUND_STARTED, round = 3, dealer = Arg::seat(...))
//! ```
//!
//! The words are a value, `Words`, passed to whatever words a sentence: the page holds the
//! ones in use (`ui/lang.rs`) and hands them down; native code and tests use `english()`. The
//! language's plural rules and number forms come from a `Locale`: the browser's `Intl` in the
//! page (`ui/lang.rs`), English's own rules natively.
//!
//! An argument that is a seat (`Arg::Seat`) shows as the seat's name and selects, in order,
//! the variant `[you]` when it is the person at the table; `[player]` when it is seat 0 of
//! someone else's match ("the player": a language writes the case or contraction its
//! sentence needs there, "den Spieler", "du joueur"); `[i-sound]` when its name begins with
//! the sound of an i (Spanish writes "e" for "y" before it: "Ada e Ivo"); `[vowel]` when its
//! name begins with a vowel (French elides before it: "d'Ada"); then its name's grammatical
//! gender (`[female]`, `[male]`); then the default. A text argument selects the variant named
//! as it is, else `[i-sound]` when it begins with that sound (a clause after "y"). A variant a message does not have is skipped, so a message
//! names only the ones its language needs; one that needs two (elision and gender) nests
//! two selects.

/// A message in the words `w` (a `&Words`): `tr!(w, STOP_KEMPS)`,
/// `tr!(w, ROUND_STARTED, round = 3)`.
#[macro_export]
macro_rules! tr {
    ($w:expr, $msg:ident) => {
        $crate::i18n::Words::text($w, $crate::i18n::id::$msg, &[])
    };
    ($w:expr, $msg:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Words::text(
            $w,
            $crate::i18n::id::$msg,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

pub mod catalog;
mod format;
mod lang;
pub mod shown;

#[cfg(all(test, not(target_arch = "wasm32")))]
#[allow(dead_code)]
mod compile;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

pub use catalog::Catalog;
pub use lang::Lang;

/// A message, by its number in the English catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Msg(pub u16);

/// The messages' constants, one per English message id (`stop-kemps` is `STOP_KEMPS`).
pub mod id {
    use super::Msg;
    include!(concat!(env!("OUT_DIR"), "/ids.rs"));
}

/// The English catalog, built into the page.
const ENGLISH: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/en.cat"));

/// Every compiled catalog, for the command line and tests (the page fetches the ones it needs:
/// nothing the page runs refers to these, so they are not in its Wasm).
pub mod all {
    include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));
}

/// A built-in catalog's words, for tests of another language (plural rules are English's).
pub fn built_in(lang: Lang) -> Words {
    let (_, bytes) = all::ALL
        .iter()
        .find(|(tag, _)| *tag == lang.tag())
        .expect("every language has a catalog");
    Words::read(lang, bytes, Box::new(EnglishRules)).expect("the built catalogs read")
}

/// What the build's checks found in the catalogs (empty when they are whole).
pub const PROBLEMS: &str = include_str!(concat!(env!("OUT_DIR"), "/problems.txt"));

/// A grammatical gender, for languages whose sentences agree with a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Female,
    Male,
    /// Neither, or not known: the message's default.
    Other,
}

/// A value a message is given.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
    /// A person at the table: shown as `name`, selecting `[you]` when `you`, `[player]` when
    /// `player` (seat 0 of someone else's match), `[i-sound]` when `name` begins with the
    /// sound of an i, `[vowel]` when it begins with a vowel, else its gender. A `Text` selects
    /// the key it is, else `[i-sound]` when it begins with that sound.
    Seat {
        name: Cow<'a, str>,
        you: bool,
        player: bool,
        gender: Gender,
    },
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text.as_str()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A language's plural rules and number forms.
pub trait Locale {
    /// The plural category of `n`: "zero", "one", "two", "few", "many" or "other".
    fn plural(&self, n: i64) -> Cow<'static, str>;
    /// `n` as the language writes it ("1,234", "1 234").
    fn number(&self, n: i64) -> String;
}

/// English's rules, for native code and tests (the page asks `Intl` for every language).
pub struct EnglishRules;

impl Locale for EnglishRules {
    fn plural(&self, n: i64) -> Cow<'static, str> {
        Cow::Borrowed(if n == 1 { "one" } else { "other" })
    }

    fn number(&self, n: i64) -> String {
        n.to_string()
    }
}

/// One language's messages and rules.
pub struct Words {
    pub lang: Lang,
    catalog: Arc<Catalog>,
    /// English, for a message this language lacks.
    english: Option<Arc<Catalog>>,
    locale: Box<dyn Locale>,
}

impl Words {
    /// English, from the page itself.
    pub fn english(locale: Box<dyn Locale>) -> Words {
        Words {
            lang: Lang::En,
            catalog: english_catalog(),
            english: None,
            locale,
        }
    }

    /// `lang` from a compiled catalog's bytes (a fetched file), checked to be this build's
    /// catalog of that language.
    pub fn read(lang: Lang, bytes: &[u8], locale: Box<dyn Locale>) -> Result<Words, CatalogError> {
        let catalog = read_catalog(bytes)?;
        if catalog.lang != lang.tag() {
            return Err(CatalogError::OtherLanguage);
        }
        Ok(Words {
            lang,
            catalog: Arc::new(catalog),
            english: Some(english_catalog()),
            locale,
        })
    }

    /// The message `msg` with `args`.
    pub fn text(&self, msg: Msg, args: &[(&str, Arg)]) -> String {
        let index = usize::from(msg.0);
        let pattern = self.catalog.messages.get(index).and_then(Option::as_ref);
        let pattern = pattern.or_else(|| {
            let english = self.english.as_ref()?;
            english.messages.get(index).and_then(Option::as_ref)
        });
        match pattern {
            Some(pattern) => format::format(pattern, args, self.locale.as_ref()),
            None => String::new(),
        }
    }
}

/// Why a fetched catalog cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// Too large to be a catalog.
    TooLarge,
    /// Not a catalog of this build: damaged, of another version, or with other messages.
    Unreadable,
    /// A catalog of another language.
    OtherLanguage,
}

/// The most a catalog file may hold.
pub const MAX_CATALOG_BYTES: usize = 256 * 1024;

fn read_catalog(bytes: &[u8]) -> Result<Catalog, CatalogError> {
    if bytes.len() > MAX_CATALOG_BYTES {
        return Err(CatalogError::TooLarge);
    }
    let Some((&catalog::CATALOG_VERSION, rest)) = bytes.split_first() else {
        return Err(CatalogError::Unreadable);
    };
    match postcard::from_bytes::<Catalog>(rest) {
        Ok(catalog) if catalog.messages.len() == id::COUNT => Ok(catalog),
        _ => Err(CatalogError::Unreadable),
    }
}

/// The English catalog, read once.
fn english_catalog() -> Arc<Catalog> {
    static ENGLISH_CATALOG: OnceLock<Arc<Catalog>> = OnceLock::new();
    let catalog = ENGLISH_CATALOG.get_or_init(|| {
        Arc::new(read_catalog(ENGLISH).expect("the English catalog is built with the page"))
    });
    Arc::clone(catalog)
}

/// English with English's own rules: the words of native code, the command line and tests.
pub fn english() -> Words {
    Words::english(Box::new(EnglishRules))
}

/// Runs `f` with `words` (for tests of one language).
#[cfg(test)]
pub(crate) fn with_words<T>(words: Words, f: impl FnOnce(&Words) -> T) -> T {
    f(&words)
}
