//! The languages the game speaks, and which one a browser asks for.

use serde::{Deserialize, Serialize};

/// A language with a catalog under `locales/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "pt-BR")]
    PtBr,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "de")]
    De,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::PtBr, Lang::Es, Lang::De];

    /// The BCP 47 tag: the folder under `locales/`, `<html lang>`, `?lang=`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Es => "es",
            Lang::De => "de",
        }
    }

    /// The language's name in itself, as a list of languages shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::PtBr => "Português (Brasil)",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
        }
    }

    /// The language a tag names: its primary language, whatever the region ("fr-CA" is
    /// French, "pt-PT" is Portuguese, which is Brazilian here), ASCII case ignored.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.tag()[..2].eq_ignore_ascii_case(primary) && primary.len() == 2)
    }

    /// The language a tag names exactly ("pt-BR"), as Settings saves it.
    pub fn from_exact_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    /// The language an address asks for (`?lang=fr`, `?seed=7&lang=pt-BR`): the first `lang`
    /// among its first parameters, when the game speaks it.
    pub fn from_query(query: &str) -> Option<Lang> {
        let query = query.strip_prefix('?').unwrap_or(query);
        form_urlencoded::parse(query.as_bytes())
            .take(64)
            .find(|(key, _)| key == "lang")
            .and_then(|(_, value)| Lang::from_tag(&value.chars().take(16).collect::<String>()))
    }

    /// The first of a browser's languages (`navigator.languages`, most wanted first) that
    /// the game speaks; English when none is.
    pub fn first_spoken<'a>(wanted: impl IntoIterator<Item = &'a str>) -> Lang {
        wanted
            .into_iter()
            .take(32)
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}
