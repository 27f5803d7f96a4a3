// Loads the worker's WebAssembly (the site build, crates/site, makes worker.js and
// worker_bg.wasm from crates/worker). The module is named here, as an object, because
// calling wasm-bindgen's init with a bare path is a form wasm-bindgen 0.2.129 deprecates with a
// console warning on every job.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
