//! The invite link as a QR code, for a friend in the same room to open with their phone's
//! camera: drawn as SVG by the `qrcode` crate, dark modules on a light ground with the quiet
//! zone a reader needs around them.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The QR code of `link`, at medium error correction (a phone reads it off a screen at an
/// angle, with glare); `None` when it is too long for any QR code.
pub fn qr_code(link: &str) -> Option<QrCode> {
    QrCode::with_error_correction_level(link.as_bytes(), EcLevel::M).ok()
}

/// `code` as an SVG image that scales to its box (its size is set by the page's style).
pub fn svg_of(code: &QrCode) -> String {
    code.render::<svg::Color<'_>>()
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .quiet_zone(true)
        .module_dimensions(4, 4)
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qrcode::Color;

    /// What a camera reads off the code: its modules drawn 4 pixels a side inside a quiet
    /// zone, then decoded by a QR reader.
    fn read_back(code: &QrCode) -> String {
        let (width, colors) = (code.width(), code.to_colors());
        let (scale, quiet) = (4, 4);
        let side = (width + 2 * quiet) * scale;
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (mx, my) = (
                (x / scale).checked_sub(quiet),
                (y / scale).checked_sub(quiet),
            );
            match (mx, my) {
                (Some(mx), Some(my))
                    if mx < width && my < width && colors[my * width + mx] == Color::Dark =>
                {
                    0
                }
                _ => 255,
            }
        });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code in the picture");
        grids[0].decode().expect("it reads").1
    }

    #[test]
    fn an_invite_link_reads_back_from_its_qr_code() {
        // As long as an invite gets (the end-to-end tests keep them under 320 characters).
        let link = format!(
            "https://example.org/games/kemps/#join={}",
            "7QX2M9PA".repeat(36)
        );
        let code = qr_code(&link).expect("it fits a QR code");
        assert_eq!(read_back(&code), link);
        let svg = svg_of(&code);
        assert!(svg.starts_with("<?xml") && svg.contains("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("fill=\"#000000\""), "dark modules drawn");
    }

    #[test]
    fn a_link_too_long_for_any_qr_code_gives_none() {
        assert!(qr_code(&"A".repeat(5_000)).is_none());
    }
}
