//! The word a team spells: which characters it may hold, each one mark on the scoreboard.

/// A letter or digit of a word a team spells, each one mark on the scoreboard: A to Z and 0
/// to 9, the Latin letters with accents (`À` to `ɏ` less `×` and `÷`, and `Ḁ` to `ỿ`), the
/// Greek and Cyrillic letters, kana with its length and repeat marks, the Chinese characters
/// of the main and first extension blocks with `々`, and Hangul syllables. Judged by ranges, not by Unicode's letter tables, which would cost the
/// page about 2 KB of download. None of these is a space, punctuation, a mark that joins the
/// letter before it, or a character that draws nothing.
pub fn readable_letter(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(c,
            'À'..='Ö' | 'Ø'..='ö' | 'ø'..='ɏ' | 'Ḁ'..='ỿ'
            | 'Ά' | 'Έ'..='Ί' | 'Ό' | 'Ύ'..='Ρ' | 'Σ'..='ώ'
            | 'Ѐ'..='ҁ' | 'Ҋ'..='ӿ'
            | 'ぁ'..='ゖ' | 'ゝ' | 'ゞ' | 'ァ'..='ヺ' | 'ー'..='ヾ' | '々'
            | '㐀'..='䶿' | '一'..='鿿' | '가'..='힣')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_readable_letters_and_digits_and_nothing_that_draws_no_mark() {
        for word in [
            "KEMPS",
            "kemps",
            "HÄST9",
            "ÆØÅ",
            "ŁÓDŹ",
            "ΚΕΜΠΣ",
            "Ώρα",
            "КЕМПС",
            "Ёж",
            "ケンプス",
            "中文",
            "켐프스",
            "ゲーム",
            "人々",
            "Việt",
            "ẞ",
        ] {
            assert!(word.chars().all(readable_letter), "{word}");
        }
        for c in [
            ' ', '-', '.', '×', '÷', '·', '\u{301}', '\u{200B}', '\u{483}', '҂', '\u{387}', '😀',
            '・', '。', '\u{3099}',
        ] {
            assert!(!readable_letter(c), "{c:?}");
        }
    }
}
