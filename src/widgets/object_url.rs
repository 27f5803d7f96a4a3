//! A `blob:` URL for bytes made on the page (a picture to show, a file to download), revoked
//! when dropped. Used by `/halftone` (its pictures and downloads) and `/cftp` (the tiling's
//! exports).

/// A `blob:` URL, revoked when dropped so old results do not pile up in memory.
#[derive(Debug, PartialEq)]
pub struct ObjectUrl(String);

impl ObjectUrl {
    /// A `blob:` URL holding `bytes` of type `mime`.
    pub fn new(bytes: &[u8], mime: &str) -> Result<Self, String> {
        Self::of_array(&js_sys::Uint8Array::from(bytes), mime)
    }

    /// A `blob:` URL holding the bytes of a JavaScript array (a buffer the worker handed over:
    /// they are not copied into WebAssembly memory first).
    pub fn of_array(bytes: &js_sys::Uint8Array, mime: &str) -> Result<Self, String> {
        let parts = js_sys::Array::of1(bytes);
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
            .map_err(|e| format!("{e:?}"))?;
        web_sys::Url::create_object_url_with_blob(&blob)
            .map(ObjectUrl)
            .map_err(|e| format!("{e:?}"))
    }

    /// The URL.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Drop for ObjectUrl {
    fn drop(&mut self) {
        let _ = web_sys::Url::revoke_object_url(&self.0);
    }
}
