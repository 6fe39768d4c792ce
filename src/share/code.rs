//! Deal codes a person can read aloud and type: the seed in Crockford's base 32 (no I, L, O
//! or U), in groups of four: "Deal 7QX2-M9PA".

use crate::i18n::Words;

/// The links' and the codes' one alphabet: Crockford's base 32, upper case.
pub use crate::envelope::SYMBOLS;

/// Fresh deals use 40-bit seeds, so their codes have eight symbols.
pub const FRESH_SEED_BITS: u32 = 40;

/// The code of a seed: at least eight symbols, grouped by four.
pub fn deal_code(seed: u64) -> String {
    let mut digits = Vec::new();
    let mut v = seed;
    while v > 0 || digits.len() < 8 {
        digits.push(SYMBOLS.as_bytes()[(v % 32) as usize]);
        v /= 32;
    }
    digits.reverse();
    digits
        .chunks(4)
        .map(|c| c.iter().map(|&b| b as char).collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    BadSymbol(char),
    TooLong,
}

impl CodeError {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            CodeError::Empty => tr!(w, LINK_CODE_EMPTY),
            CodeError::BadSymbol(c) => tr!(
                w,
                LINK_CODE_BAD_SYMBOL,
                symbol = crate::i18n::shown::quoted(c.encode_utf8(&mut [0; 4]))
            ),
            CodeError::TooLong => tr!(w, LINK_CODE_TOO_LONG),
        }
    }
}

/// Reads a typed code, forgiving what people do: lower case, spaces and dashes, a "Deal"
/// in front, I or L for 1 and O for 0. A plain number is a seed too.
pub fn parse_deal_code(text: &str) -> Result<u64, CodeError> {
    let t = text.trim();
    let t = t
        .strip_prefix("Deal ")
        .or_else(|| t.strip_prefix("deal "))
        .unwrap_or(t)
        .trim();
    if t.is_empty() {
        return Err(CodeError::Empty);
    }
    let mut value: u64 = 0;
    let mut count = 0;
    for c in t.chars() {
        let c = match c.to_ascii_uppercase() {
            '-' | ' ' => continue,
            'I' | 'L' => '1',
            'O' => '0',
            other => other,
        };
        let digit = SYMBOLS
            .chars()
            .position(|s| s == c)
            .ok_or(CodeError::BadSymbol(c))? as u64;
        count += 1;
        value = value
            .checked_mul(32)
            .and_then(|v| v.checked_add(digit))
            .ok_or(CodeError::TooLong)?;
    }
    if count == 0 {
        // Only separators ("-----"): no deal at all, not deal 0.
        return Err(CodeError::Empty);
    }
    if count > 11 || value > crate::game_id::MAX_SEED {
        return Err(CodeError::TooLong);
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_that_does_not_read_is_said_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                parse_deal_code("7QX2-M9P!").map_err(|e| e.words(w)),
                Err("\"!\" n'existe pas dans un code de donne : les codes utilisent 0-9 et A-Z sans I, L, O ni U".to_string())
            );
            assert_eq!(
                CodeError::Empty.words(w),
                "tapez un code de donne, comme 7QX2-M9PA"
            );
        });
    }

    #[test]
    fn codes_round_trip_and_forgive_typing() {
        for seed in [
            0,
            1,
            31,
            32,
            1 << 39,
            (1 << 40) - 1,
            crate::game_id::MAX_SEED,
        ] {
            assert_eq!(
                parse_deal_code(&deal_code(seed)),
                Ok(seed),
                "{}",
                deal_code(seed)
            );
        }
        assert_eq!(deal_code(0), "0000-0000");
        assert_eq!(deal_code((1 << 40) - 1), "ZZZZ-ZZZZ");
        assert_eq!(
            deal_code(crate::game_id::MAX_SEED).len(),
            13,
            "eleven symbols for the largest seeds"
        );
        let code = deal_code(123_456_789_012);
        assert_eq!(parse_deal_code(&code.to_lowercase()), Ok(123_456_789_012));
        assert_eq!(
            parse_deal_code(&format!("Deal {}", code.replace('-', " "))),
            Ok(123_456_789_012)
        );
        assert_eq!(parse_deal_code("0O1I-L000"), parse_deal_code("0011-1000"));
        assert!(matches!(
            parse_deal_code("7QX2-M9PU"),
            Err(CodeError::BadSymbol('U'))
        ));
        assert_eq!(parse_deal_code(""), Err(CodeError::Empty));
        assert_eq!(parse_deal_code("ZZZZ-ZZZZ-ZZZZ"), Err(CodeError::TooLong));
    }

    #[test]
    fn a_code_of_separators_alone_is_no_deal() {
        for text in ["-----", "- -", "Deal ----"] {
            assert_eq!(parse_deal_code(text), Err(CodeError::Empty), "{text:?}");
        }
    }
}
