// Loads the worker's WebAssembly (Trunk builds worker.js and worker_bg.wasm from src/bin/worker.rs).
// Written here rather than by Trunk's loader shim, which calls wasm-bindgen's init with a bare
// path, a form wasm-bindgen 0.2.129 deprecates with a console warning on every job.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
