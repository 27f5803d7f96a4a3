<script type="module">
let started = false;
async function start() {
  if (started) return;
  started = true;
  const wasm = fetch('./{wasm}');
  const app = await import('./{js}');
  await app.default({ module_or_path: wasm });
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
</script>
