//! The web worker: receives a job from the page, runs it, streams progress, answers (the
//! protocol is `snipelab_jobs`'s). Its own crate, without Yew: the site builds this binary at
//! opt-level 3 and would otherwise compile the whole app a second time for it (ARCHITECTURE.md).

use serde::Serialize;
use snipelab_core::progress::Flow;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use snipelab_jobs::{FromWorker, Payload, Reply, Report, failed, progress_message, run_envelope};

/// Least time between two progress messages, so that a fast loop cannot flood the page.
const PROGRESS_INTERVAL_MS: f64 = 50.0;

fn post(scope: &web_sys::DedicatedWorkerGlobalScope, message: &impl Serialize) {
    if let Ok(text) = serde_json::to_string(message) {
        let _ = scope.post_message(&text.into());
    }
}

/// Writes into a JS `Uint8Array`, block by block.
struct ArrayWriter {
    array: js_sys::Uint8Array,
    at: u32,
}

impl std::io::Write for ArrayWriter {
    fn write(&mut self, block: &[u8]) -> std::io::Result<usize> {
        let room = self.array.length() - self.at;
        let n = block.len().min(room as usize);
        if n == 0 && !block.is_empty() {
            return Err(std::io::ErrorKind::WriteZero.into());
        }
        let end = self.at + n as u32;
        self.array.subarray(self.at, end).copy_from(&block[..n]);
        self.at = end;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Posts `message` with a byte table beside it: `[json, Uint8Array]`, the array's buffer
/// transferred to the page rather than copied (see `snipelab_jobs`).
fn post_with_data(scope: &web_sys::DedicatedWorkerGlobalScope, text: String, data: &dyn Payload) {
    let fail = |why: &str| {
        post(
            scope,
            &FromWorker::<()>::Failed(format!("could not hand the table to the page: {why}")),
        )
    };
    let Ok(len) = u32::try_from(data.byte_len()) else {
        return fail("too large");
    };
    let mut out = ArrayWriter {
        array: js_sys::Uint8Array::new_with_length(len),
        at: 0,
    };
    if let Err(e) = data.write_to(&mut out) {
        return fail(&e.to_string());
    }
    let bytes = out.array;
    let parts = js_sys::Array::of2(&text.into(), &bytes);
    let transfer = js_sys::Array::of1(&bytes.buffer());
    if scope.post_message_with_transfer(&parts, &transfer).is_err() {
        fail("the message was refused");
    }
}

/// Posts a job's final answer, with its byte table if it has one.
fn post_reply(scope: &web_sys::DedicatedWorkerGlobalScope, reply: Reply) {
    match reply.data {
        Some(data) => post_with_data(scope, reply.text, data.as_ref()),
        None => {
            let _ = scope.post_message(&reply.text.into());
        }
    }
}

/// Listens for jobs, then says `Ready`.
fn main() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    {
        // A panic in the worker would otherwise surface as an opaque "unreachable" trap.
        let scope = scope.clone();
        std::panic::set_hook(Box::new(move |info| {
            post(
                &scope,
                &FromWorker::<()>::Failed(format!(
                    "The computation hit an internal error and stopped ({info}). Please report it."
                )),
            );
        }));
    }
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return post_reply(&scope, failed("the job was not text"));
            };
            let mut last = f64::NEG_INFINITY;
            // A report (and the update it carries) is dropped when it comes too soon after
            // the last one posted; the job's result holds whatever the page must keep.
            let mut progress = |report: Report<'_>| {
                let now = js_sys::Date::now();
                if now - last >= PROGRESS_INTERVAL_MS || report.done == report.total {
                    last = now;
                    let _ = scope.post_message(&progress_message(report).into());
                }
                Flow::Continue
            };
            let reply = run_envelope(&text, &mut progress);
            post_reply(&scope, reply);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its scope: the listener must never be dropped.
    on_message.forget();
    post(&scope, &FromWorker::<()>::Ready);
}
