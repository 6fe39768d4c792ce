//! A first look at a scenario's JSON, before its fields are read: the top level must be an
//! object, and no object anywhere may name a key twice. serde_json keeps the last of two
//! equal keys without a word, so a scenario saying `"at": 100, "at": 900` would run as one
//! of them while its author meant the other; here it is refused, naming the key and where.

use std::collections::BTreeSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

/// The kind of a JSON value, as a sentence names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Object,
    Array,
    Text,
    Number,
    Boolean,
    Null,
}

impl Kind {
    pub const fn spoken(self) -> &'static str {
        match self {
            Kind::Object => "an object",
            Kind::Array => "an array",
            Kind::Text => "a string",
            Kind::Number => "a number",
            Kind::Boolean => "true or false",
            Kind::Null => "null",
        }
    }
}

/// Checks `text` for duplicate keys at any depth and tells the kind of its top-level
/// value. Errors are serde_json's, with line and column.
pub fn check(text: &str) -> Result<Kind, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let kind = UniqueKeys { path: None }.deserialize(&mut de)?;
    de.end()?;
    Ok(kind)
}

/// Walks one value; `path` says where it is (`None` at the top level), for the message.
struct UniqueKeys<'p> {
    path: Option<&'p str>,
}

impl<'de> DeserializeSeed<'de> for UniqueKeys<'_> {
    type Value = Kind;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Kind, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for UniqueKeys<'_> {
    type Value = Kind;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Kind, E> {
        Ok(Kind::Boolean)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Kind, E> {
        Ok(Kind::Number)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Kind, E> {
        Ok(Kind::Number)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Kind, E> {
        Ok(Kind::Number)
    }

    fn visit_str<E>(self, _: &str) -> Result<Kind, E> {
        Ok(Kind::Text)
    }

    fn visit_unit<E>(self) -> Result<Kind, E> {
        Ok(Kind::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Kind, A::Error> {
        let mut index = 0usize;
        loop {
            let path = format!("{}[{index}]", self.path.unwrap_or(""));
            if seq
                .next_element_seed(UniqueKeys { path: Some(&path) })?
                .is_none()
            {
                return Ok(Kind::Array);
            }
            index += 1;
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Kind, A::Error> {
        let mut seen = BTreeSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if seen.contains(&key) {
                let place = match self.path {
                    None => "at the top level".to_string(),
                    Some(parent) => format!("in {parent}"),
                };
                return Err(de::Error::custom(format!(
                    "duplicate key {key:?} {place}: give each key once"
                )));
            }
            let path = match self.path {
                None => key.clone(),
                Some(parent) => format!("{parent}.{key}"),
            };
            map.next_value_seed(UniqueKeys { path: Some(&path) })?;
            seen.insert(key);
        }
        Ok(Kind::Object)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        check(text).map_or_else(|e| e.to_string(), |k| k.spoken().to_string())
    }

    #[test]
    fn duplicate_keys_are_found_at_any_depth_and_named_with_their_place() {
        assert_eq!(message(r#"{"a": 1, "b": [1, {"c": 2}]}"#), "an object");
        assert!(message(r#"{"a": 1, "a": 1}"#).starts_with(
            "duplicate key \"a\" at the top level: give each key once at line 1 column"
        ));
        assert!(message(r#"{"x": [{"k": 1}, {"k": 1, "k": 2}]}"#)
            .starts_with("duplicate key \"k\" in x[1]: give each key once"));
        assert!(message(r#"{"x": {"y": {"k": 1, "j": 0, "k": 2}}}"#)
            .starts_with("duplicate key \"k\" in x.y: give each key once"));
    }

    #[test]
    fn the_top_level_kind_is_told() {
        assert_eq!(message("[1, 2]"), "an array");
        assert_eq!(message("\"x\""), "a string");
        assert_eq!(message("null"), "null");
        assert_eq!(message("-1.5"), "a number");
        assert!(message("{} {}").starts_with("trailing characters"));
    }
}
