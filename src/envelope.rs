//! The envelope every link's contents travel in: `version byte · body · CRC-32
//! (little-endian)`, written in strict Crockford base 32. The checksum catches a cut, a
//! changed or a swapped symbol; an envelope of a newer format says so. Share links (`share`)
//! and friends' invites and replies (`net`) are written in it.

/// The symbols of links: Crockford's base 32, upper case only.
pub const SYMBOLS: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Why an envelope does not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// A character that is not one of the symbols.
    BadSymbol(char),
    /// Too short, cut, or altered: the checksum does not match.
    Damaged,
    NewerVersion(u8),
    /// Made by an earlier version, in a format this page no longer reads.
    EarlierVersion(u8),
}

/// CRC-32 (ISO-HDLC, as zip and PNG use it), computed bit by bit: a lookup table would be
/// 1 KB of the page's download that compresses to nothing, to speed up checksums of links a
/// few hundred bytes long.
const CRC32: crc::Crc<u32, crc::NoTable> =
    crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

pub fn to_base32(bytes: &[u8]) -> String {
    base32::encode(base32::Alphabet::Crockford, bytes)
}

/// Each byte's value as a symbol, or `NOT_A_SYMBOL`.
const NOT_A_SYMBOL: u8 = 0xFF;
const SYMBOL_VALUES: [u8; 256] = {
    let mut values = [NOT_A_SYMBOL; 256];
    let symbols = SYMBOLS.as_bytes();
    let mut i = 0;
    while i < symbols.len() {
        values[symbols[i] as usize] = i as u8;
        i += 1;
    }
    values
};

/// Strict: only the symbols above, and only the one spelling of these bytes (a changed
/// last symbol that would decode to the same bytes is refused too). Read eight symbols
/// (five bytes) at a time through a table: a replay file may run to megabytes.
pub fn from_base32(text: &str) -> Result<Vec<u8>, EnvelopeError> {
    let symbols = text.as_bytes();
    let mut bytes = Vec::with_capacity(symbols.len() / 8 * 5 + 5);
    let mut all_symbols = true;
    let mut chunks = symbols.chunks_exact(8);
    for chunk in &mut chunks {
        let mut five = 0u64;
        for &b in chunk {
            let value = SYMBOL_VALUES[usize::from(b)];
            all_symbols &= value != NOT_A_SYMBOL;
            five = (five << 5) | u64::from(value & 31);
        }
        bytes.extend_from_slice(&five.to_be_bytes()[3..]);
    }
    let (mut bits, mut held) = (0u32, 0u32);
    for &b in chunks.remainder() {
        let value = SYMBOL_VALUES[usize::from(b)];
        all_symbols &= value != NOT_A_SYMBOL;
        bits = (bits << 5) | u32::from(value & 31);
        held += 5;
        if held >= 8 {
            held -= 8;
            bytes.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    if !all_symbols {
        // Every symbol is ASCII, so the first byte refused starts a character.
        let i = symbols
            .iter()
            .position(|&b| SYMBOL_VALUES[usize::from(b)] == NOT_A_SYMBOL)
            .unwrap_or(0);
        let c = text[i..]
            .chars()
            .next()
            .unwrap_or(char::REPLACEMENT_CHARACTER);
        return Err(EnvelopeError::BadSymbol(c));
    }
    // The one spelling: no whole symbol left over, and the last one's spare bits zero.
    if held >= 5 || bits != 0 {
        return Err(EnvelopeError::Damaged);
    }
    Ok(bytes)
}

/// Appends the checksum and writes `version · body` in base 32.
pub fn seal(version: u8, body: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(body.len() + 5);
    bytes.push(version);
    bytes.extend_from_slice(body);
    let crc = CRC32.checksum(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    bytes
}

/// Opens a sealed envelope written in base 32: checks the symbols and the checksum, and
/// that it is of format `version`. Gives back the body.
pub fn open_envelope(text: &str, version: u8) -> Result<Vec<u8>, EnvelopeError> {
    let bytes = from_base32(text)?;
    let (found, body) = unseal(&bytes)?;
    if found > version {
        return Err(EnvelopeError::NewerVersion(found));
    }
    if found < version {
        return Err(EnvelopeError::EarlierVersion(found));
    }
    Ok(body.to_vec())
}

/// Checks the checksum; gives back the version and the body.
pub fn unseal(bytes: &[u8]) -> Result<(u8, &[u8]), EnvelopeError> {
    if bytes.len() < 5 {
        return Err(EnvelopeError::Damaged);
    }
    let (data, crc) = bytes.split_at(bytes.len() - 4);
    let expected = u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if CRC32.checksum(data) != expected {
        return Err(EnvelopeError::Damaged);
    }
    Ok((data[0], &data[1..]))
}
