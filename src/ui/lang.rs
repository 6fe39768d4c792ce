//! The page's language: which one, its catalog fetched, its words put to use.
//!
//! English is in the page. Another language's catalog is a file beside `index.html`, named
//! with its content's hash (`lang/fr-1a2b3c4d.cat`); the page lists the names of its build's
//! catalogs in `<script id="kemps-catalogs" type="application/json">` (written by
//! `scripts/catalogs.mjs`), and the offline worker keeps a catalog once it is fetched. A
//! catalog that cannot be fetched or read leaves the page in the language it speaks.
//!
//! Plural forms and numbers come from the browser's `Intl` for every language.

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Intl, Object, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;
use yew::prelude::*;

use crate::i18n::{self, Lang, Locale, Words, MAX_CATALOG_BYTES};

thread_local! {
    /// The words in use: English until the page puts another language to use (`apply`). The
    /// page has one thread; every sentence the page shows is worded with these, passed down
    /// to the session's wording as a value.
    static WORDS: RefCell<Rc<Words>> = RefCell::new(Rc::new(i18n::english()));
}

/// The words in use.
pub fn words() -> Rc<Words> {
    WORDS.with(|w| w.borrow().clone())
}

/// The language in use.
pub fn lang() -> Lang {
    WORDS.with(|w| w.borrow().lang)
}

/// Uses `words` from now on (`apply` also says the language to the browser; tests set it
/// alone).
pub fn set_words(words: Words) {
    WORDS.with(|w| *w.borrow_mut() = Rc::new(words));
}

/// A language's plural rules and number forms, as the browser knows them.
struct IntlRules {
    plurals: Intl::PluralRules,
    numbers: Function,
}

impl Locale for IntlRules {
    fn plural(&self, n: i64) -> Cow<'static, str> {
        let category: String = self.plurals.select(n as f64).into();
        Cow::Owned(category)
    }

    fn number(&self, n: i64) -> String {
        self.numbers
            .call1(&JsValue::NULL, &JsValue::from_f64(n as f64))
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| n.to_string())
    }
}

fn intl(lang: Lang) -> Box<dyn Locale> {
    let locales = Array::of1(&lang.tag().into());
    let plurals = Intl::PluralRules::new(&locales, &Object::new());
    let numbers = Intl::NumberFormat::new(&locales, &Object::new()).format();
    Box::new(IntlRules { plurals, numbers })
}

/// Why a language could not be put to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadProblem {
    /// The page names no catalog for it (a page built without them).
    NotInThisBuild,
    /// The file could not be fetched (offline before it was ever kept, or not on the host).
    NotFetched,
    /// The file is not this build's catalog of that language.
    Unreadable,
}

/// The words of `lang`: English at once, another language once its catalog is fetched.
pub async fn load(lang: Lang) -> Result<Words, LoadProblem> {
    if lang == Lang::En {
        return Ok(Words::english(intl(lang)));
    }
    let url = catalog_url(lang).ok_or(LoadProblem::NotInThisBuild)?;
    let bytes = fetch_bytes(&url).await.ok_or(LoadProblem::NotFetched)?;
    Words::read(lang, &bytes, intl(lang)).map_err(|_| LoadProblem::Unreadable)
}

/// Puts `words` to use, and says the page's language to the browser: `<html lang>` (screen
/// readers, hyphenation, fonts), the title, the description and the installed app's manifest
/// (`manifest-<tag>.webmanifest`, written by `scripts/icons.mjs`). A page that starts in
/// English keeps its own (English) title and description.
pub fn apply(chosen: Words) {
    let lang = chosen.lang;
    let starting_in_english = lang == Lang::En && self::lang() == Lang::En;
    set_words(chosen);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.tag());
    }
    if starting_in_english {
        return;
    }
    document.set_title(&tr!(&words(), PAGE_TITLE));
    let manifest = match lang {
        Lang::En => "./manifest.webmanifest".to_string(),
        other => format!("./manifest-{}.webmanifest", other.tag()),
    };
    let set = |selector: &str, attribute: &str, value: &str| {
        if let Ok(Some(element)) = document.query_selector(selector) {
            let _ = element.set_attribute(attribute, value);
        }
    };
    set(
        "meta[name=description]",
        "content",
        &tr!(&words(), PAGE_DESCRIPTION),
    );
    set("link[rel=manifest]", "href", &manifest);
}

/// The language to start in: the address's (`?lang=fr`), else the one chosen in Settings,
/// else the first of the browser's languages the game speaks, else English.
pub fn wanted_at_start(chosen: Option<Lang>) -> Lang {
    let window = web_sys::window();
    let query = window.as_ref().and_then(|w| w.location().search().ok());
    if let Some(lang) = query.as_deref().and_then(Lang::from_query) {
        return lang;
    }
    chosen.unwrap_or_else(browser_lang)
}

/// Loads and applies the language to start in (before the first render, so that no English
/// shows first); English when it cannot be loaded.
pub async fn start(chosen: Option<Lang>) {
    let wanted = wanted_at_start(chosen);
    match load(wanted).await {
        Ok(words) => apply(words),
        Err(problem) => {
            web_sys::console::warn_1(
                &format!("{} could not be loaded: {problem:?}", wanted.tag()).into(),
            );
            apply(Words::english(intl(Lang::En)));
        }
    }
}

/// The address of `lang`'s catalog in this build, from the list the page carries.
fn catalog_url(lang: Lang) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let list = document
        .get_element_by_id("kemps-catalogs")?
        .text_content()?;
    if list.len() > 4096 {
        return None;
    }
    let list = js_sys::JSON::parse(&list).ok()?;
    Reflect::get(&list, &lang.tag().into()).ok()?.as_string()
}

/// A file's bytes, at most a catalog's largest size.
async fn fetch_bytes(url: &str) -> Option<Vec<u8>> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response = response.dyn_into::<Response>().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    let bytes = Uint8Array::new(&buffer);
    (bytes.length() as usize <= MAX_CATALOG_BYTES).then(|| bytes.to_vec())
}

/// The first of the browser's languages the game speaks (for "the browser's language").
fn browser_lang() -> Lang {
    let languages = web_sys::window()
        .map(|w| w.navigator().languages())
        .unwrap_or_default();
    let tags: Vec<String> = languages
        .iter()
        .take(32)
        .filter_map(|t| t.as_string())
        .collect();
    Lang::first_spoken(tags.iter().map(String::as_str))
}

/// The language chosen in Settings, put to use once its words are fetched (the page starts in
/// its language with `start`). Gives the language the page speaks, which renders the app
/// again when it changes, and what went wrong with the last choice.
#[hook]
pub fn use_chosen_language(chosen: Option<Lang>) -> (Lang, Option<(Lang, LoadProblem)>) {
    let speaking = use_state(lang);
    let problem = use_state(|| None);
    let started = use_mut_ref(|| false);
    let latest = use_mut_ref(|| chosen);
    {
        let (speaking, problem) = (speaking.clone(), problem.clone());
        use_effect_with(chosen, move |&chosen| {
            *latest.borrow_mut() = chosen;
            // The first choice is the one the page started in (or the address's).
            if !std::mem::replace(&mut *started.borrow_mut(), true) {
                return;
            }
            let wanted = chosen.unwrap_or_else(browser_lang);
            if wanted == lang() {
                problem.set(None);
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = load(wanted).await;
                // A later choice made while this one was fetched wins.
                if *latest.borrow() != chosen {
                    return;
                }
                match loaded {
                    Ok(words) => {
                        apply(words);
                        problem.set(None);
                        speaking.set(wanted);
                    }
                    Err(why) => problem.set(Some((wanted, why))),
                }
            });
        });
    }
    (*speaking, *problem)
}

/// A day (days since 1970-01-01) as the language in use writes a date: "25 novembre 2026".
/// The ISO form when the browser cannot say it.
pub fn long_date(days: i64) -> String {
    let options = Object::new();
    let _ = Reflect::set(&options, &"dateStyle".into(), &"long".into());
    let _ = Reflect::set(&options, &"timeZone".into(), &"UTC".into());
    let locales = Array::of1(&lang().tag().into());
    let format = Intl::DateTimeFormat::new(&locales, &options).format();
    let date = js_sys::Date::new(&JsValue::from_f64(days as f64 * 86_400_000.0));
    format
        .call1(&JsValue::NULL, &date)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| crate::share::daily::date_text(days))
}
