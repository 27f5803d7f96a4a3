//! Giving the page a picture: a file picker, drag and drop onto the drop zone, or paste.

use snipelab_core::halftone::{HalftoneError, MAX_FILE_BYTES};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// A file's name and bytes, as read.
#[derive(Clone, Debug, PartialEq)]
pub struct UploadedFile {
    /// The file's name.
    pub name: String,
    /// Its contents (not yet checked to be an image: the worker's decoder does that).
    pub bytes: Vec<u8>,
}

/// Props of [`Upload`].
#[derive(Properties, PartialEq)]
pub struct UploadProps {
    /// Called with a file's bytes, or with a message when it cannot be read.
    pub on_upload: Callback<Result<UploadedFile, String>>,
}

/// Reads `file` and hands it on; a file over the library's cap is refused unread.
fn read(file: web_sys::File, on_upload: Callback<Result<UploadedFile, String>>) {
    let name = file.name();
    // `size()` is a whole number of bytes in a float; any value that large is refused.
    let size = file.size();
    if size > MAX_FILE_BYTES as f64 {
        let why = HalftoneError::FileTooLarge { bytes: size as u64 };
        on_upload.emit(Err(format!("Could not use “{name}”: {why}.")));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(file.array_buffer()).await {
            Ok(buffer) => on_upload.emit(Ok(UploadedFile {
                name,
                bytes: js_sys::Uint8Array::new(&buffer).to_vec(),
            })),
            Err(e) => on_upload.emit(Err(format!(
                "Could not read “{name}”: {}.",
                e.as_string()
                    .unwrap_or_else(|| "the browser refused".into())
            ))),
        }
    });
}

/// The first file of a list, if any.
fn first_file(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    files.and_then(|files| files.get(0))
}

/// The drop zone with its file picker; pasting a picture anywhere on the page works too.
#[function_component(Upload)]
pub fn upload(props: &UploadProps) -> Html {
    let dragging = use_state(|| false);

    // Paste: listen on the whole window while the page is open; text pastes are left alone.
    {
        let on_upload = props.on_upload.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn FnMut(web_sys::ClipboardEvent)>::new(
                move |event: web_sys::ClipboardEvent| {
                    let file = first_file(event.clipboard_data().and_then(|d| d.files()));
                    if let Some(file) = file {
                        event.prevent_default();
                        read(file, on_upload.clone());
                    }
                },
            );
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ =
                    w.add_event_listener_with_callback("paste", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "paste",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }

    let on_change = {
        let on_upload = props.on_upload.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                if let Some(file) = first_file(input.files()) {
                    read(file, on_upload.clone());
                }
                // Choosing the same file again must fire `change` again.
                input.set_value("");
            }
        })
    };
    let on_drag_over = {
        let dragging = dragging.clone();
        Callback::from(move |e: DragEvent| {
            // Without this the browser opens the dropped file instead.
            e.prevent_default();
            if !*dragging {
                dragging.set(true);
            }
        })
    };
    let on_drag_leave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };
    let on_drop = {
        let (dragging, on_upload) = (dragging.clone(), props.on_upload.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(false);
            match first_file(e.data_transfer().and_then(|d| d.files())) {
                Some(file) => read(file, on_upload.clone()),
                None => on_upload.emit(Err("Nothing to use: drop a PNG or JPEG file.".into())),
            }
        })
    };

    html! {
        <section class={classes!("halftone-drop", dragging.then_some("dragging"))} id="halftone-drop"
            aria-labelledby="halftone-drop-title"
            ondragover={on_drag_over} ondragleave={on_drag_leave} ondrop={on_drop}>
            <h2 id="halftone-drop-title">{ "Your picture" }</h2>
            <p>{ "Drop a PNG or JPEG here, or paste one (Ctrl+V). It stays in your browser." }</p>
            <p class="halftone-file">
                <label for="halftone-file">{ "Or choose a file:" }</label>
                <input type="file" id="halftone-file" accept="image/png,image/jpeg" onchange={on_change} />
            </p>
        </section>
    }
}
