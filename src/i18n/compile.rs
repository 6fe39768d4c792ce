//! Fluent files to compiled catalogs, at build time (`build.rs` includes this file; the
//! crate's tests include it too, to test the checks themselves).
//!
//! What the game's catalogs may use of Fluent: text, `{ $variable }`, a select on a variable
//! (`{ $count -> [one] … *[other] … }`, keyed by plural category, exact number or word),
//! terms (`-brand = Kemps`) and references to other messages, both copied in where they
//! are used, and string literals (`{"{"}`). Attributes and functions are refused: a
//! message is one string, and numbers are formatted by the page (`Intl.NumberFormat`).
//!
//! A problem (a file that cannot be read, a message missing from a language or present only
//! there, a placeholder of the English message a translation leaves out) does not stop the
//! build: it is listed, and `i18n::tests::catalogs_have_no_problems` fails on it. A message a
//! language lacks is shown in English.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::catalog::{Catalog, Key, Part, Pattern};

/// One language's Fluent files: its tag, and each file's name and text.
pub struct Source {
    pub lang: String,
    pub files: Vec<(String, String)>,
}

pub struct Compiled {
    /// The English catalog's message ids, in order: a message's number is its place here.
    pub ids: Vec<String>,
    /// English first, then the others in the order given.
    pub catalogs: Vec<Catalog>,
    pub problems: Vec<String>,
}

/// How deep messages and terms may refer to one another.
const MAX_DEPTH: usize = 8;

struct Entries<'s> {
    messages: BTreeMap<&'s str, (&'s str, &'s ast::Pattern<&'s str>)>,
    order: Vec<&'s str>,
    terms: BTreeMap<&'s str, &'s ast::Pattern<&'s str>>,
}

pub fn compile(english: &Source, others: &[Source]) -> Compiled {
    let mut problems = Vec::new();
    let parsed_en = parse_all(english, &mut problems);
    let en = entries(&english.lang, &parsed_en, &mut problems);
    let ids: Vec<String> = en.order.iter().map(|id| id.to_string()).collect();
    let mut catalogs = vec![lower_catalog(&english.lang, &en, &en, &ids, &mut problems)];
    for source in others {
        let parsed = parse_all(source, &mut problems);
        let theirs = entries(&source.lang, &parsed, &mut problems);
        for id in &theirs.order {
            if !en.messages.contains_key(id) {
                let file = theirs.messages[id].0;
                problems.push(format!(
                    "{}/{file}: `{id}` is not an English message",
                    source.lang
                ));
            }
        }
        catalogs.push(lower_catalog(
            &source.lang,
            &theirs,
            &en,
            &ids,
            &mut problems,
        ));
    }
    Compiled {
        ids,
        catalogs,
        problems,
    }
}

type Parsed<'s> = Vec<(&'s str, ast::Resource<&'s str>)>;

fn parse_all<'s>(source: &'s Source, problems: &mut Vec<String>) -> Parsed<'s> {
    let mut files: Vec<&(String, String)> = source.files.iter().collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
        .into_iter()
        .map(|(name, text)| {
            let resource = match fluent_syntax::parser::parse(text.as_str()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in errors {
                        let line = text[..error.pos.start.min(text.len())].lines().count();
                        problems.push(format!(
                            "{}/{name}:{line}: cannot read: {:?}",
                            source.lang, error.kind
                        ));
                    }
                    resource
                }
            };
            (name.as_str(), resource)
        })
        .collect()
}

fn entries<'s>(lang: &str, parsed: &'s Parsed<'s>, problems: &mut Vec<String>) -> Entries<'s> {
    let mut found = Entries {
        messages: BTreeMap::new(),
        order: Vec::new(),
        terms: BTreeMap::new(),
    };
    for (file, resource) in parsed {
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name;
                    if !message.attributes.is_empty() {
                        problems.push(format!("{lang}/{file}: `{id}` has attributes; make each one a message of its own"));
                    }
                    let Some(value) = &message.value else {
                        problems.push(format!("{lang}/{file}: `{id}` has no text"));
                        continue;
                    };
                    if found.messages.insert(id, (file, value)).is_some() {
                        problems.push(format!("{lang}/{file}: `{id}` is written twice"));
                    } else {
                        found.order.push(id);
                    }
                }
                ast::Entry::Term(term) => {
                    found.terms.insert(term.id.name, &term.value);
                }
                _ => {}
            }
        }
    }
    found
}

fn lower_catalog(
    lang: &str,
    theirs: &Entries,
    en: &Entries,
    ids: &[String],
    problems: &mut Vec<String>,
) -> Catalog {
    let messages = ids
        .iter()
        .map(|id| {
            let Some((file, pattern)) = theirs.messages.get(id.as_str()) else {
                problems.push(format!("{lang}: `{id}` is missing"));
                return None;
            };
            let mut lowering = Lowering {
                entries: theirs,
                problems: Vec::new(),
            };
            let lowered = lowering.pattern(pattern, 0);
            for problem in lowering.problems {
                problems.push(format!("{lang}/{file}: `{id}`: {problem}"));
            }
            if let Some((_, english)) = en.messages.get(id.as_str()) {
                let mut english_lowering = Lowering {
                    entries: en,
                    problems: Vec::new(),
                };
                let wanted = variables(&english_lowering.pattern(english, 0));
                let given = variables(&lowered);
                for missing in wanted.difference(&given) {
                    problems.push(format!(
                        "{lang}/{file}: `{id}` leaves out the placeholder `${missing}`"
                    ));
                }
            }
            Some(lowered)
        })
        .collect();
    Catalog {
        lang: lang.to_string(),
        messages,
    }
}

/// Every variable a pattern uses, shown or selected on.
pub fn variables(pattern: &Pattern) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for part in pattern {
        match part {
            Part::Text(_) => {}
            Part::Var(name) => {
                found.insert(name.clone());
            }
            Part::Select { var, variants, .. } => {
                found.insert(var.clone());
                for (_, variant) in variants {
                    found.extend(variables(variant));
                }
            }
        }
    }
    found
}

struct Lowering<'e, 's> {
    entries: &'e Entries<'s>,
    problems: Vec<String>,
}

impl Lowering<'_, '_> {
    fn pattern(&mut self, pattern: &ast::Pattern<&str>, depth: usize) -> Pattern {
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => push_text(&mut parts, value),
                ast::PatternElement::Placeable { expression } => {
                    for part in self.expression(expression, depth) {
                        match part {
                            Part::Text(text) => push_text(&mut parts, &text),
                            other => parts.push(other),
                        }
                    }
                }
            }
        }
        parts
    }

    fn expression(&mut self, expression: &ast::Expression<&str>, depth: usize) -> Pattern {
        match expression {
            ast::Expression::Inline(inline) => self.inline(inline, depth),
            ast::Expression::Select { selector, variants } => {
                let ast::InlineExpression::VariableReference { id } = selector else {
                    self.problems.push("a select must be on a variable".into());
                    return Vec::new();
                };
                let mut lowered = Vec::new();
                let mut default = 0;
                for (index, variant) in variants.iter().enumerate() {
                    let key = match &variant.key {
                        ast::VariantKey::Identifier { name } => Key::Name(name.to_string()),
                        ast::VariantKey::NumberLiteral { value } => match value.parse() {
                            Ok(n) => Key::Number(n),
                            Err(_) => {
                                self.problems
                                    .push(format!("`[{value}]` is not a whole number"));
                                continue;
                            }
                        },
                    };
                    if variant.default {
                        default = index;
                    }
                    lowered.push((key, self.pattern(&variant.value, depth)));
                }
                vec![Part::Select {
                    var: id.name.to_string(),
                    variants: lowered,
                    default: u8::try_from(default).unwrap_or(0),
                }]
            }
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&str>, depth: usize) -> Pattern {
        match inline {
            ast::InlineExpression::StringLiteral { value } => vec![Part::Text(unescape(value))],
            ast::InlineExpression::NumberLiteral { value } => vec![Part::Text(value.to_string())],
            ast::InlineExpression::VariableReference { id } => vec![Part::Var(id.name.to_string())],
            ast::InlineExpression::Placeable { expression } => self.expression(expression, depth),
            ast::InlineExpression::MessageReference {
                id,
                attribute: None,
            } => {
                let found = self.entries.messages.get(id.name).map(|(_, p)| *p);
                self.referred(found, id.name, depth)
            }
            ast::InlineExpression::TermReference {
                id,
                attribute: None,
                arguments: None,
            } => {
                let found = self.entries.terms.get(id.name).copied();
                self.referred(found, id.name, depth)
            }
            _ => {
                self.problems
                    .push("functions, attributes and parameterised terms are not used here".into());
                Vec::new()
            }
        }
    }

    fn referred(
        &mut self,
        found: Option<&ast::Pattern<&str>>,
        name: &str,
        depth: usize,
    ) -> Pattern {
        match found {
            Some(_) if depth >= MAX_DEPTH => {
                self.problems.push(format!("`{name}` refers too deep"));
                Vec::new()
            }
            Some(pattern) => self.pattern(pattern, depth + 1),
            None => {
                self.problems.push(format!("`{name}` is not there"));
                Vec::new()
            }
        }
    }
}

fn push_text(parts: &mut Pattern, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Part::Text(last)) = parts.last_mut() {
        last.push_str(text);
    } else {
        parts.push(Part::Text(text.to_string()));
    }
}

/// A Fluent string literal's escapes: `\"`, `\\`, `\u00A0`, `\U01F600`.
fn unescape(literal: &str) -> String {
    let mut out = String::new();
    let mut chars = literal.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(digits @ ('u' | 'U')) => {
                let width = if digits == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(width).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The Rust name of a message id: `stop-kemps` is `STOP_KEMPS`.
pub fn const_name(id: &str) -> String {
    id.chars()
        .map(|c| match c {
            '-' => '_',
            c => c.to_ascii_uppercase(),
        })
        .collect()
}
