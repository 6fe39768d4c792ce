//! The table's shared words in the words in use (`i18n`): calls, gestures, cards, rules and
//! levels by name. Every screen and sentence takes them from here.

use crate::bots::LevelName;
use crate::engine::{CallKind, Card, Gesture, Preset, Rank, Suit};
use crate::i18n::{id, Msg, Words};

/// What a player shouts: "Kemps!", "Stop Kemps!" (or the name a language uses for it).
pub fn shout(w: &Words, call: CallKind) -> String {
    match call {
        CallKind::Kemps => tr!(w, CALL_KEMPS),
        CallKind::DoubleKemps => tr!(w, CALL_DOUBLE_KEMPS),
        CallKind::Stop => tr!(w, CALL_STOP),
        CallKind::DoubleStop => tr!(w, CALL_DOUBLE_STOP),
    }
}

/// "Ear tug": a gesture's name as a title (a name under a face, a button's label).
pub fn gesture_title(w: &Words, gesture: Gesture) -> String {
    capitalised(gesture_noun(w, gesture))
}

/// `words` with a capital first letter when it is an ASCII letter (every gesture's name
/// begins with one in the game's languages, and the page carries no Unicode case tables).
pub fn capitalised(mut words: String) -> String {
    if let Some(first) = words.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    words
}

/// A gesture as a noun: "wink", "ear tug".
pub fn gesture_noun(w: &Words, gesture: Gesture) -> String {
    let msg = match gesture {
        Gesture::Wink => id::GESTURE_WINK,
        Gesture::EarTug => id::GESTURE_EAR_TUG,
        Gesture::NoseScratch => id::GESTURE_NOSE_SCRATCH,
        Gesture::ChinStroke => id::GESTURE_CHIN_STROKE,
        Gesture::EyebrowRaise => id::GESTURE_EYEBROW_RAISE,
        Gesture::TableTap => id::GESTURE_TABLE_TAP,
        Gesture::HairSmooth => id::GESTURE_HAIR_SMOOTH,
        Gesture::Shrug => id::GESTURE_SHRUG,
        Gesture::Yawn => id::GESTURE_YAWN,
        Gesture::LipBite => id::GESTURE_LIP_BITE,
        Gesture::HeadTilt => id::GESTURE_HEAD_TILT,
        Gesture::Cough => id::GESTURE_COUGH,
    };
    w.text(msg, &[])
}

/// A gesture's caption message, whose `$seat` is the one making it.
pub fn caption_msg(gesture: Gesture) -> Msg {
    match gesture {
        Gesture::Wink => id::CAPTION_WINK,
        Gesture::EarTug => id::CAPTION_EAR_TUG,
        Gesture::NoseScratch => id::CAPTION_NOSE_SCRATCH,
        Gesture::ChinStroke => id::CAPTION_CHIN_STROKE,
        Gesture::EyebrowRaise => id::CAPTION_EYEBROW_RAISE,
        Gesture::TableTap => id::CAPTION_TABLE_TAP,
        Gesture::HairSmooth => id::CAPTION_HAIR_SMOOTH,
        Gesture::Shrug => id::CAPTION_SHRUG,
        Gesture::Yawn => id::CAPTION_YAWN,
        Gesture::LipBite => id::CAPTION_LIP_BITE,
        Gesture::HeadTilt => id::CAPTION_HEAD_TILT,
        Gesture::Cough => id::CAPTION_COUGH,
    }
}

fn rank_msgs(rank: Rank) -> (Msg, Msg) {
    match rank {
        Rank::Ace => (id::RANK_ACE, id::RANKS_ACE),
        Rank::Two => (id::RANK_TWO, id::RANKS_TWO),
        Rank::Three => (id::RANK_THREE, id::RANKS_THREE),
        Rank::Four => (id::RANK_FOUR, id::RANKS_FOUR),
        Rank::Five => (id::RANK_FIVE, id::RANKS_FIVE),
        Rank::Six => (id::RANK_SIX, id::RANKS_SIX),
        Rank::Seven => (id::RANK_SEVEN, id::RANKS_SEVEN),
        Rank::Eight => (id::RANK_EIGHT, id::RANKS_EIGHT),
        Rank::Nine => (id::RANK_NINE, id::RANKS_NINE),
        Rank::Ten => (id::RANK_TEN, id::RANKS_TEN),
        Rank::Jack => (id::RANK_JACK, id::RANKS_JACK),
        Rank::Queen => (id::RANK_QUEEN, id::RANKS_QUEEN),
        Rank::King => (id::RANK_KING, id::RANKS_KING),
    }
}

/// "seven", "queen".
pub fn rank_name(w: &Words, rank: Rank) -> String {
    w.text(rank_msgs(rank).0, &[])
}

/// "four sevens": a four of a kind.
pub fn four_of(w: &Words, rank: Rank) -> String {
    tr!(w, FOUR_OF_A_KIND, ranks = w.text(rank_msgs(rank).1, &[]))
}

/// How a rank is written on a card face: "7", "10", "Q" (a language's own letters for the
/// court cards and the ace).
pub fn rank_face(w: &Words, rank: Rank) -> String {
    match rank {
        Rank::Ace => tr!(w, FACE_ACE),
        Rank::Jack => tr!(w, FACE_JACK),
        Rank::Queen => tr!(w, FACE_QUEEN),
        Rank::King => tr!(w, FACE_KING),
        other => other.face().to_string(),
    }
}

/// "hearts".
pub fn suit_name(w: &Words, suit: Suit) -> String {
    match suit {
        Suit::Clubs => tr!(w, SUIT_CLUBS),
        Suit::Diamonds => tr!(w, SUIT_DIAMONDS),
        Suit::Hearts => tr!(w, SUIT_HEARTS),
        Suit::Spades => tr!(w, SUIT_SPADES),
    }
}

/// The name a screen reader says: "seven of hearts".
pub fn card_name(w: &Words, card: Card) -> String {
    tr!(
        w,
        CARD_NAME,
        rank = rank_name(w, card.rank),
        suit = suit_name(w, card.suit)
    )
}

/// Short text for tickers: "7♥", "Q♣".
pub fn card_short(w: &Words, card: Card) -> String {
    format!("{}{}", rank_face(w, card.rank), card.suit.symbol())
}

/// "Classic", "Hearts"…
pub fn preset_title(w: &Words, preset: Preset) -> String {
    match preset {
        Preset::Classic => tr!(w, PRESET_CLASSIC),
        Preset::Hearts => tr!(w, PRESET_HEARTS),
        Preset::Party => tr!(w, PRESET_PARTY),
        Preset::Tournament => tr!(w, PRESET_TOURNAMENT),
    }
}

/// A preset in one plain sentence: how a match is lost or won, and what sets it apart.
pub fn preset_summary(w: &Words, preset: Preset) -> String {
    match preset {
        Preset::Classic => tr!(w, LESSON_HOWTO_SUMMARY_CLASSIC),
        Preset::Hearts => tr!(w, LESSON_HOWTO_SUMMARY_HEARTS),
        Preset::Party => tr!(w, LESSON_HOWTO_SUMMARY_PARTY),
        Preset::Tournament => tr!(w, LESSON_HOWTO_SUMMARY_TOURNAMENT),
    }
}

/// "Casual", "Sharp", "Ruthless".
pub fn level_title(w: &Words, level: LevelName) -> String {
    match level {
        LevelName::Casual => tr!(w, LEVEL_CASUAL),
        LevelName::Sharp => tr!(w, LEVEL_SHARP),
        LevelName::Ruthless => tr!(w, LEVEL_RUTHLESS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English words are the ones the engine's own names give (the engine keeps them
    /// for the command line and saved files).
    #[test]
    fn english_words_match_the_engine_s() {
        let w = &crate::i18n::english();
        for call in [
            CallKind::Kemps,
            CallKind::DoubleKemps,
            CallKind::Stop,
            CallKind::DoubleStop,
        ] {
            assert_eq!(shout(w, call), call.shout());
        }
        for g in Gesture::ALL {
            assert_eq!(gesture_noun(w, g), g.name().replace('_', " "));
        }
        for rank in Rank::ALL {
            assert_eq!(rank_name(w, rank), rank.name());
            assert_eq!(four_of(w, rank), format!("four {}", rank.plural()));
            assert_eq!(rank_face(w, rank), rank.face());
        }
        for card in (0..52).map(Card::from_index) {
            assert_eq!(card_name(w, card), card.spoken());
            assert_eq!(card_short(w, card), card.short());
        }
        for p in Preset::ALL {
            assert_eq!(preset_title(w, p), p.title());
        }
        for l in LevelName::ALL {
            assert_eq!(level_title(w, l), l.title());
        }
    }
}
