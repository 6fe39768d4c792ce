use super::catalog::Pattern;
use super::compile::{compile, Source};
use super::*;

fn source(lang: &str, text: &str) -> Source {
    Source {
        lang: lang.into(),
        files: vec![("test.ftl".into(), text.into())],
    }
}

/// The first message of `text`, compiled, with `args`, in English's rules.
fn say(text: &str, args: &[(&str, Arg)]) -> String {
    let compiled = compile(&source("en", text), &[]);
    assert_eq!(compiled.problems, Vec::<String>::new());
    let pattern: &Pattern = compiled.catalogs[0].messages[0].as_ref().unwrap();
    format::format(pattern, args, &EnglishRules)
}

fn seat(name: &str, you: bool, gender: Gender) -> Arg<'_> {
    Arg::Seat {
        name: name.into(),
        you,
        player: false,
        gender,
    }
}

#[test]
fn catalogs_have_no_problems() {
    assert_eq!(PROBLEMS, "", "the catalogs under locales/ disagree");
}

#[test]
fn every_language_has_a_catalog_this_build_reads() {
    for lang in Lang::ALL {
        let (_, bytes) = all::ALL
            .iter()
            .find(|(tag, _)| *tag == lang.tag())
            .unwrap_or_else(|| panic!("no catalog for {}", lang.tag()));
        let words = Words::read(lang, bytes, Box::new(EnglishRules)).unwrap();
        assert_eq!(words.lang, lang);
        assert!(!words.text(id::CALL_KEMPS, &[]).is_empty());
    }
}

#[test]
fn a_catalog_of_another_language_or_damaged_is_refused() {
    let french = all::ALL.iter().find(|(t, _)| *t == "fr").unwrap().1;
    let rules = || Box::new(EnglishRules);
    assert_eq!(
        Words::read(Lang::De, french, rules()).err(),
        Some(CatalogError::OtherLanguage)
    );
    assert_eq!(
        Words::read(Lang::Fr, &french[..french.len() / 2], rules()).err(),
        Some(CatalogError::Unreadable)
    );
    assert_eq!(
        Words::read(Lang::Fr, &[], rules()).err(),
        Some(CatalogError::Unreadable)
    );
    let mut other_version = french.to_vec();
    other_version[0] = 0;
    assert_eq!(
        Words::read(Lang::Fr, &other_version, rules()).err(),
        Some(CatalogError::Unreadable)
    );
    let huge = vec![1u8; MAX_CATALOG_BYTES + 1];
    assert_eq!(
        Words::read(Lang::Fr, &huge, rules()).err(),
        Some(CatalogError::TooLarge)
    );
    // Every cut and every flipped byte is refused or read as some catalog, never a panic.
    for cut in 0..french.len().min(4000) {
        let _ = Words::read(Lang::Fr, &french[..cut], rules());
        let mut flipped = french.to_vec();
        flipped[cut] ^= 0x5a;
        let _ = Words::read(Lang::Fr, &flipped, rules());
    }
}

#[test]
fn a_message_missing_from_a_language_or_only_there_is_a_problem() {
    let en = source("en", "one = One\ntwo = Two\n");
    let fr = source("fr", "one = Un\nthree = Trois\n");
    let problems = compile(&en, &[fr]).problems;
    assert!(
        problems.iter().any(|p| p.contains("fr: `two` is missing")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("`three` is not an English message")),
        "{problems:?}"
    );
}

#[test]
fn a_translation_that_leaves_out_a_placeholder_is_a_problem() {
    let en = source("en", "caught = { $who } caught { $signal }\n");
    let fr = source("fr", "caught = { $who } a repéré le signal\n");
    let problems = compile(&en, &[fr]).problems;
    assert_eq!(
        problems,
        vec!["fr/test.ftl: `caught` leaves out the placeholder `$signal`".to_string()]
    );
    // Placing them in another order is the translator's right.
    let de = source("de", "caught = { $signal }: { $who } hat es gesehen\n");
    assert_eq!(
        compile(
            &source("en", "caught = { $who } caught { $signal }\n"),
            &[de]
        )
        .problems,
        Vec::<String>::new()
    );
}

#[test]
fn a_file_that_cannot_be_read_and_what_is_not_used_here_are_problems() {
    let problems = compile(&source("en", "good = Good\nbad = { $x\n"), &[]).problems;
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("en/test.ftl:2: cannot read")),
        "{problems:?}"
    );
    let problems = compile(
        &source("en", "n = { NUMBER($x) }\na = A\n    .title = T\n"),
        &[],
    )
    .problems;
    assert_eq!(problems.len(), 2, "{problems:?}");
}

#[test]
fn plural_forms_follow_the_locale_and_an_exact_number_comes_first() {
    let hearts =
        "m = { $n ->\n    [0] no hearts\n    [one] a heart\n   *[other] { $n } hearts\n}\n";
    assert_eq!(say(hearts, &[("n", 0.into())]), "no hearts");
    assert_eq!(say(hearts, &[("n", 1.into())]), "a heart");
    assert_eq!(say(hearts, &[("n", 3.into())]), "3 hearts");
}

#[test]
fn a_seat_selects_you_then_its_gender_then_the_default() {
    let deals = "m = { $dealer ->\n    [you] You deal\n    [female] { $dealer } deals (she)\n   *[other] { $dealer } deals\n}\n";
    assert_eq!(
        say(deals, &[("dealer", seat("You", true, Gender::Other))]),
        "You deal"
    );
    assert_eq!(
        say(deals, &[("dealer", seat("Ada", false, Gender::Female))]),
        "Ada deals (she)"
    );
    assert_eq!(
        say(deals, &[("dealer", seat("Bram", false, Gender::Male))]),
        "Bram deals"
    );
}

#[test]
fn a_seat_selects_you_then_the_player_then_a_vowel_then_its_gender() {
    let cards = "m = { $seat ->\n    [you] Vos cartes\n    [player] Cartes du joueur\n    [vowel] Cartes d'{ $seat }\n    [female] Cartes de { $seat } (elle)\n   *[other] Cartes de { $seat }\n}\n";
    let player = Arg::Seat {
        name: "le joueur".into(),
        you: false,
        player: true,
        gender: Gender::Other,
    };
    assert_eq!(say(cards, &[("seat", player)]), "Cartes du joueur");
    assert_eq!(
        say(cards, &[("seat", seat("Vous", true, Gender::Other))]),
        "Vos cartes"
    );
    for (name, said) in [
        ("Ada", "Cartes d'Ada"),
        ("Ivo", "Cartes d'Ivo"),
        ("Émile", "Cartes d'Émile"),
        ("Œdipe", "Cartes d'Œdipe"),
        ("Çala", "Cartes de Çala (elle)"),
        ("Hana", "Cartes de Hana (elle)"),
        ("Cleo", "Cartes de Cleo (elle)"),
    ] {
        assert_eq!(
            say(cards, &[("seat", seat(name, false, Gender::Female))]),
            said
        );
    }
    // A message without those variants is as before: gender, then the default.
    let deals = "m = { $dealer ->\n    [female] { $dealer } deals (she)\n   *[other] { $dealer } deals\n}\n";
    assert_eq!(
        say(deals, &[("dealer", seat("Ada", false, Gender::Female))]),
        "Ada deals (she)"
    );
}

/// Spanish writes "e" for "y" before the sound of an i, in a seat's name or at the start of a
/// list's last item; not before a "hi" that glides into a vowel ("y Hierro").
#[test]
fn a_name_or_a_text_that_begins_with_the_sound_of_an_i_selects_i_sound() {
    let and = "m = Ada { $last ->\n    [i-sound] e\n   *[other] y\n} { $last }\n";
    for (last, said) in [
        ("Ivo", "Ada e Ivo"),
        ("Íñigo", "Ada e Íñigo"),
        ("Hilda", "Ada e Hilda"),
        ("hielo", "Ada y hielo"),
        ("Hana", "Ada y Hana"),
        ("Bram", "Ada y Bram"),
        ("", "Ada y "),
    ] {
        assert_eq!(say(and, &[("last", Arg::Text(last.into()))]), said);
        assert_eq!(say(and, &[("last", seat(last, false, Gender::Male))]), said);
    }
    // The person at the table is "you" first: "y tú", whatever a language calls them.
    let pair = "m = { $second ->\n    [you] y tú\n    [i-sound] e { $second }\n   *[other] y { $second }\n}\n";
    assert_eq!(
        say(pair, &[("second", seat("Ivo", true, Gender::Male))]),
        "y tú"
    );
}

#[test]
fn terms_references_and_literals_are_copied_in() {
    let text = "-game = Kemps\nhello = Play { -game }!\nm = { hello } {\"{\"}ok{\"\\u00A0\"}\n";
    let compiled = compile(&source("en", text), &[]);
    let m = compiled.catalogs[0].messages[1].as_ref().unwrap();
    assert_eq!(
        format::format(m, &[], &EnglishRules),
        "Play Kemps! {ok\u{a0}"
    );
}

#[test]
fn an_argument_the_code_does_not_give_shows_its_name() {
    assert_eq!(say("m = Hi { $name }\n", &[]), "Hi {name}");
}

#[test]
fn a_browser_s_languages_choose_the_first_spoken_here() {
    assert_eq!(Lang::first_spoken(["ja", "fr-CA", "de"]), Lang::Fr);
    assert_eq!(Lang::first_spoken(["pt-PT"]), Lang::PtBr);
    assert_eq!(Lang::first_spoken(["PT-br"]), Lang::PtBr);
    assert_eq!(Lang::first_spoken(["es-419", "en"]), Lang::Es);
    assert_eq!(Lang::first_spoken(["zh", "x"]), Lang::En);
    assert_eq!(Lang::first_spoken([]), Lang::En);
    assert_eq!(Lang::from_tag("german"), None);
    assert_eq!(Lang::from_tag("de"), Some(Lang::De));
}

#[test]
fn an_address_asks_for_a_language() {
    assert_eq!(Lang::from_query("?lang=fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_query("seed=7&lang=pt-BR"), Some(Lang::PtBr));
    assert_eq!(Lang::from_query("?lang=de-AT&lang=fr"), Some(Lang::De));
    assert_eq!(Lang::from_query("?lang=%65s"), Some(Lang::Es));
    assert_eq!(Lang::from_query("?lang=klingon"), None);
    assert_eq!(Lang::from_query("?seed=7"), None);
    assert_eq!(Lang::from_query(&"x=1&".repeat(100_000)), None);
    assert_eq!(Lang::from_exact_tag("pt-BR"), Some(Lang::PtBr));
    assert_eq!(Lang::from_exact_tag("pt"), None);
}

#[test]
fn the_round_result_speaks_of_one_signal_as_one() {
    let w = &crate::i18n::english();
    let (one, two) = (
        tr!(w, TABLE_PARTNER_WILL_KNOW, count = 1),
        tr!(w, TABLE_PARTNER_WILL_KNOW, count = 2),
    );
    assert_eq!(one, "Your partner will know if you change it.");
    assert_eq!(two, "Your partner will know if you change them.");
}
