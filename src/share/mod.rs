//! Games that leave the page: share links, deal codes, the daily deal and replays. Pure
//! Rust, so every format is tested (and fuzzed) natively.

use crate::i18n::Words;
pub mod challenge;
pub mod code;
pub mod daily;
pub mod link;
pub mod replay;

pub use code::{deal_code, parse_deal_code};
pub use link::{GameId, LinkError};
pub use replay::{LogEntry, MatchRecord};

/// What a share of `m` says: the deal, and the result once there is one. Never the cards.
pub fn share_text(w: &Words, m: &crate::session::Match) -> String {
    let code = deal_code(m.setup().game.seed);
    match m.result_summary(w) {
        Some(result) => tr!(w, LINK_SHARE_RESULT, code = code, result = result),
        None => tr!(w, LINK_SHARE_QUESTION, code = code),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::MatchSetup;

    #[test]
    fn a_share_speaks_the_words_in_use() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        let m = crate::session::Match::new(MatchSetup::new(42), 1.0).expect("a match");
        let code = deal_code(42);
        assert_eq!(
            share_text(w, &m),
            format!("Kemps deal {code} — can you beat it?")
        );
        with_words(built_in(Lang::Es), |w| {
            assert_eq!(
                share_text(w, &m),
                format!("Reparto de Kemps {code} — ¿puedes superarlo?")
            );
        });
    }
}
