<script type="module">
let started = false;
async function start() {
  // The page's first script found that this browser cannot run the app, and said so.
  if (started || document.documentElement.hasAttribute('data-cannot-start')) return;
  started = true;
  const wasm = fetch('./{wasm}');
  const app = await import('./{js}');
  await app.default({ module_or_path: wasm });
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
</script>
