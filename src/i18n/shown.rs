//! Values from outside — the address, a link's contents, a file, the saved data — shown in
//! the page's words. A value is quoted into a sentence only through `quoted`, which escapes
//! what could change how the sentence reads: control characters, and the invisible
//! characters that reorder or hide text (a right-to-left override would turn the rest of
//! the sentence around). Free text kept from outside (an earlier version's saved words)
//! goes through `one_line`, which drops the same characters.

/// The most characters of a value a sentence quotes; a longer one is cut, with "…".
pub const MAX_QUOTED_CHARS: usize = 40;

/// Whether `c` may change how the text around it reads, or hide itself: control
/// characters, bidirectional embeddings, overrides, isolates and marks, zero-width and
/// invisible format characters, line and paragraph separators.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c as u32,
            0x061C | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB
        )
}

/// A value as a sentence shows it: in double quotes, at most `MAX_QUOTED_CHARS` characters,
/// with `"`, `\\` and every unsafe character escaped the way Rust writes them (`\\n`,
/// `\\u{202e}`…). Done by hand rather than with `{:?}`, which would bring Unicode's printable
/// and grapheme tables into the page.
pub fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len().min(4 * MAX_QUOTED_CHARS) + 2);
    out.push('"');
    for (i, c) in value.chars().enumerate() {
        if i == MAX_QUOTED_CHARS {
            out.push('…');
            break;
        }
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if is_unsafe(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Free text from outside as one short line: every unsafe character a space, at most
/// `max_chars` characters.
pub fn one_line(value: &str, max_chars: usize) -> String {
    value
        .chars()
        .take(max_chars)
        .map(|c| if is_unsafe(c) { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_quoted_as_debug_formatting_would() {
        for value in [
            "poker",
            "a\"b\\c",
            "tab\there\nnew\r\0",
            "\u{1b}[1m\u{7f}\u{85}",
            "caf\u{e9} \u{1f0cf}",
            "it's",
            "\u{202e}kcatta",
            "a\u{2066}b\u{2069}\u{200f}\u{200b}\u{feff}\u{2028}",
        ] {
            assert_eq!(quoted(value), format!("{value:?}"));
        }
    }

    #[test]
    fn no_quoted_value_can_turn_a_sentence_around_or_run_long() {
        let turning = "\u{202e}\u{202d}\u{202b}\u{202a}\u{2066}\u{2067}\u{2068}\u{2069}\u{200e}\u{200f}\u{61c}";
        let sentence = format!("there is no {} level", quoted(turning));
        assert!(!sentence.chars().any(is_unsafe), "{sentence}");
        let long = quoted(&"\u{202e}".repeat(10_000));
        assert_eq!(long.matches("\\u{202e}").count(), MAX_QUOTED_CHARS);
        assert!(long.ends_with("…\""));
        assert_eq!(one_line("Deal X\u{202e} · round\u{7}2", 12), "Deal X  · ro");
    }
}
