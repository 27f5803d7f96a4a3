//! The worker's side of [`crate::jobs`]: receive a job, run it, stream progress, answer.

use serde::Serialize;
use snipelab_core::progress::Flow;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::jobs::{FromWorker, Job, run_job};

/// Least time between two progress messages, so that a fast loop cannot flood the page.
const PROGRESS_INTERVAL_MS: f64 = 50.0;

fn post(scope: &web_sys::DedicatedWorkerGlobalScope, message: &impl Serialize) {
    if let Ok(text) = serde_json::to_string(message) {
        let _ = scope.post_message(&text.into());
    }
}

/// Entry point of the worker binary: listen for jobs, then say `Ready`.
pub fn start() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    {
        // A panic in the worker would otherwise surface as an opaque "unreachable" trap.
        let scope = scope.clone();
        std::panic::set_hook(Box::new(move |info| {
            post(
                &scope,
                &FromWorker::Failed(format!("internal error: {info}")),
            );
        }));
    }
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let job = event
                .data()
                .as_string()
                .ok_or_else(|| "the job was not text".to_string())
                .and_then(|text| {
                    serde_json::from_str::<Job>(&text).map_err(|e| format!("unreadable job: {e}"))
                });
            let reply = match job {
                Ok(job) => {
                    let mut last = f64::NEG_INFINITY;
                    let mut progress = |phase: &str, done: u64, total: u64| {
                        let now = js_sys::Date::now();
                        if now - last >= PROGRESS_INTERVAL_MS || done == total {
                            last = now;
                            post(
                                &scope,
                                &FromWorker::Progress {
                                    phase: phase.to_string(),
                                    done,
                                    total,
                                },
                            );
                        }
                        Flow::Continue
                    };
                    match run_job(job, &mut progress) {
                        Ok(output) => FromWorker::Done(output),
                        Err(message) => FromWorker::Failed(message),
                    }
                }
                Err(message) => FromWorker::Failed(message),
            };
            post(&scope, &reply);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its scope: the listener must never be dropped.
    on_message.forget();
    post(&scope, &FromWorker::Ready);
}
