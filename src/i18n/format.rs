//! A compiled message with its arguments, as text.

use super::catalog::{Key, Part, Pattern};
use super::{Arg, Gender, Locale};

pub fn format(pattern: &Pattern, args: &[(&str, Arg)], locale: &dyn Locale) -> String {
    let mut out = String::new();
    write(&mut out, pattern, args, locale);
    out
}

fn write(out: &mut String, pattern: &Pattern, args: &[(&str, Arg)], locale: &dyn Locale) {
    for part in pattern {
        match part {
            Part::Text(text) => out.push_str(text),
            Part::Var(name) => match find(args, name) {
                Some(Arg::Text(text)) => out.push_str(text),
                Some(Arg::Number(n)) => out.push_str(&locale.number(*n)),
                Some(Arg::Seat { name, .. }) => out.push_str(name),
                // A message asks for what the code does not give: its name shows the gap.
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
            Part::Select {
                var,
                variants,
                default,
            } => {
                let chosen = choose(find(args, var), variants, locale)
                    .or_else(|| variants.get(usize::from(*default)).map(|(_, p)| p));
                if let Some(chosen) = chosen {
                    write(out, chosen, args, locale);
                }
            }
        }
    }
}

fn find<'a>(args: &'a [(&str, Arg)], name: &str) -> Option<&'a Arg<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
}

/// The variant an argument selects: a number its exact key, then its plural category; a
/// word the key it is, then `[i-sound]`; a seat `[you]`, `[player]`, `[i-sound]`, `[vowel]`,
/// then its gender (the first of these the message has). `None`: the default.
fn choose<'p>(
    arg: Option<&Arg>,
    variants: &'p [(Key, Pattern)],
    locale: &dyn Locale,
) -> Option<&'p Pattern> {
    let named = |wanted: &str| {
        variants.iter().find_map(|(key, p)| match key {
            Key::Name(name) if name == wanted => Some(p),
            _ => None,
        })
    };
    match arg? {
        Arg::Number(n) => variants
            .iter()
            .find_map(|(key, p)| (*key == Key::Number(*n)).then_some(p))
            .or_else(|| named(&locale.plural(*n))),
        Arg::Text(text) => named(text).or_else(|| {
            begins_with_i_sound(text)
                .then(|| named("i-sound"))
                .flatten()
        }),
        Arg::Seat {
            name,
            you,
            player,
            gender,
        } => {
            let when = |yes: bool, key: &str| if yes { named(key) } else { None };
            when(*you, "you")
                .or_else(|| when(*player, "player"))
                .or_else(|| when(begins_with_i_sound(name), "i-sound"))
                .or_else(|| when(begins_with_vowel(name), "vowel"))
                .or_else(|| match gender {
                    Gender::Female => named("female"),
                    Gender::Male => named("male"),
                    Gender::Other => None,
                })
        }
    }
}

/// Whether a name begins with a vowel, accented or not ("Ada", "Ivo", "Émile"; an h counts
/// as a consonant: "de Hana").
fn begins_with_vowel(name: &str) -> bool {
    let Some(first) = name.chars().next() else {
        return false;
    };
    // Latin-1's accented vowels come in runs: À–Æ, È–Ï, Ò–Ö, Ø–Ý, and the same in lower case.
    matches!(
        first.to_ascii_lowercase(),
        'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'œ' | 'Œ' | 'ÿ' | 'Ÿ'
    ) || matches!(first, 'À'..='Æ' | 'È'..='Ï' | 'Ò'..='Ö' | 'Ø'..='Ý')
        || matches!(first, 'à'..='æ' | 'è'..='ï' | 'ò'..='ö' | 'ø'..='ý')
}

/// Whether a name or a clause begins with the sound of an i, before which Spanish writes "e"
/// for "y" ("Ada e Ivo", "e Hilda"; but "y Hierro", where the hi is a glide).
fn begins_with_i_sound(text: &str) -> bool {
    // Only Spanish asks, and only of names and words: an i or an í, in either case (matched
    // as they are: full Unicode case mapping would link its tables into the page for this).
    let is_i = |c: Option<char>| matches!(c, Some('i' | 'I' | 'í' | 'Í'));
    let mut chars = text.chars();
    match chars.next() {
        Some('h' | 'H') => {
            is_i(chars.next())
                && !matches!(
                    chars.next(),
                    Some('a' | 'e' | 'o' | 'u' | 'á' | 'é' | 'ó' | 'ú')
                )
        }
        first => is_i(first),
    }
}
