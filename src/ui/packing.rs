//! Packing replays with the browser's own compression streams (`deflate-raw`), so the page
//! carries no deflate of its own: the bytes are those `miniz_oxide` reads and writes
//! natively, and unpacking stops as soon as it passes the bound the caller gives.

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ReadableStream, ReadableStreamDefaultReader, ReadableWritablePair, Response};

use crate::share::replay::{link_fragment, open_packed, read_body, seal_packed, MAX_RECORD_BYTES};
use crate::share::{LinkError, MatchRecord};

#[wasm_bindgen]
extern "C" {
    /// `CompressionStream`: a transform stream (its `readable` and `writable`).
    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;

    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

const FORMAT: &str = "deflate-raw";

/// `bytes` as a stream, through a transform stream.
fn through(bytes: &[u8], transform: &JsValue) -> Result<ReadableStream, JsValue> {
    let parts = Array::of1(&Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence(&parts)?;
    Ok(blob
        .stream()
        .pipe_through(transform.unchecked_ref::<ReadableWritablePair>()))
}

/// Deflates `raw`.
pub async fn pack(raw: &[u8]) -> Result<Vec<u8>, JsValue> {
    let stream = through(raw, CompressionStream::new(FORMAT)?.as_ref())?;
    let response = Response::new_with_opt_readable_stream(Some(&stream))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// Inflates `packed`, chunk by chunk: more than `limit` bytes is `TooLarge` (and stops
/// there), bytes that are not deflate `Garbled`.
pub async fn unpack(packed: &[u8], limit: usize) -> Result<Vec<u8>, LinkError> {
    let garbled = |_| LinkError::Garbled;
    let stream = DecompressionStream::new(FORMAT).map_err(garbled)?;
    let reader: ReadableStreamDefaultReader = through(packed, stream.as_ref())
        .map_err(garbled)?
        .get_reader()
        .unchecked_into();
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.map_err(garbled)?;
        if Reflect::get(&chunk, &"done".into()).is_ok_and(|d| d.is_truthy()) {
            return Ok(out);
        }
        let value = Reflect::get(&chunk, &"value".into()).map_err(garbled)?;
        let bytes: Uint8Array = value.dyn_into().map_err(garbled)?;
        if out.len() + bytes.length() as usize > limit {
            let _ = reader.cancel();
            return Err(LinkError::TooLarge);
        }
        out.extend_from_slice(&bytes.to_vec());
    }
}

/// A record as a replay link's or file's text.
pub async fn encode(record: &MatchRecord) -> Result<String, JsValue> {
    Ok(seal_packed(
        record.version(),
        &pack(&record.to_body()).await?,
    ))
}

/// A record's replay link fragment (`replay=…`), when it is short enough for one.
pub async fn fragment(record: &MatchRecord) -> Option<String> {
    link_fragment(&encode(record).await.ok()?)
}

/// Reads a replay link's fragment or a replay file's text, with every bound of
/// `MatchRecord::decode`.
pub async fn decode(text: &str) -> Result<MatchRecord, LinkError> {
    let (version, packed) = open_packed(text)?;
    read_body(version, &unpack(&packed, MAX_RECORD_BYTES).await?)
}
