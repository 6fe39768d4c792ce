//! Compiles the Fluent catalogs under `locales/` (see `src/i18n/compile.rs`):
//! - `ids.rs`: one constant per English message (`i18n::id::STOP_KEMPS`), so a message the
//!   code names and English lacks does not build;
//! - `<lang>.cat`: each language compiled; English is built into the page, the others are
//!   written beside it by `kemps-cli catalogs` (the build's post-build hook);
//! - `catalogs.rs`: every compiled catalog, for native code and tests;
//! - `problems.txt`: what the checks found (a test fails when it is not empty).

use std::fmt::Write as _;
use std::path::Path;

#[path = "src/i18n/catalog.rs"]
#[allow(dead_code)]
mod catalog;
#[path = "src/i18n/compile.rs"]
#[allow(dead_code)]
mod compile;

fn main() {
    println!("cargo::rerun-if-changed=locales");
    println!("cargo::rerun-if-changed=src/i18n/compile.rs");
    println!("cargo::rerun-if-changed=src/i18n/catalog.rs");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);

    let mut sources = read_sources(Path::new("locales"));
    let english = match sources.iter().position(|s| s.lang == "en") {
        Some(at) => sources.remove(at),
        None => panic!("locales/en is missing: English is the catalog every other follows"),
    };
    let compiled = compile::compile(&english, &sources);

    let mut ids = String::new();
    for (number, id) in compiled.ids.iter().enumerate() {
        let name = compile::const_name(id);
        writeln!(ids, "/// `{id}`\npub const {name}: Msg = Msg({number});").unwrap();
    }
    writeln!(
        ids,
        "/// How many messages there are.\npub const COUNT: usize = {};",
        compiled.ids.len()
    )
    .unwrap();
    write(&out.join("ids.rs"), ids.as_bytes());

    let mut all = String::from("/// Every compiled catalog: its tag and its bytes.\npub const ALL: &[(&str, &[u8])] = &[\n");
    for catalog in &compiled.catalogs {
        let mut bytes = vec![catalog::CATALOG_VERSION];
        bytes.extend(postcard::to_allocvec(catalog).expect("a catalog can be written"));
        let file = format!("{}.cat", catalog.lang);
        write(&out.join(&file), &bytes);
        writeln!(
            all,
            "    ({:?}, include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\"))),",
            catalog.lang
        )
        .unwrap();
    }
    all.push_str("];\n");
    write(&out.join("catalogs.rs"), all.as_bytes());

    write(
        &out.join("problems.txt"),
        compiled.problems.join("\n").as_bytes(),
    );
}

/// Each folder under `locales/` is a language, each `.ftl` file in it part of its catalog.
fn read_sources(root: &Path) -> Vec<compile::Source> {
    let mut sources = Vec::new();
    let mut langs: Vec<_> = std::fs::read_dir(root)
        .expect("locales/ can be read")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    langs.sort_by_key(|e| e.file_name());
    for lang in langs {
        let mut files = Vec::new();
        for file in std::fs::read_dir(lang.path()).expect("a language's folder can be read") {
            let path = file.expect("a language's folder can be listed").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let text = std::fs::read_to_string(&path).expect("a catalog is UTF-8 text");
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                files.push((name, text));
            }
        }
        sources.push(compile::Source {
            lang: lang.file_name().to_string_lossy().into_owned(),
            files,
        });
    }
    sources
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}
