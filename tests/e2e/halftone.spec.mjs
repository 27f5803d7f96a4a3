import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { test, expect, canvasPixels, typeSliderValue, expectFitsPhone } from './fixtures.mjs';

// --- Test pictures, made here so the tests need no binary fixtures of their own ---

function crc32(bytes) {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (~crc) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit gray PNG of `width` × `height` whose pixel (x, y) is `gray(x, y)`. */
function grayPng(width, height, gray) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = gray(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 64 × 48 picture: a left-to-right ramp with a dark disc. */
const RAMP = grayPng(64, 48, (x, y) => ((x - 20) ** 2 + (y - 24) ** 2 < 100 ? 10 : Math.round((x * 255) / 63)));

/** Width and height from a PNG's header, after checking its signature. */
function pngSize(bytes) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function upload(page, name, mimeType, buffer) {
  await page.locator('#halftone-file').setInputFiles({ name, mimeType, buffer });
}

/** Waits for the first output of a page load. */
async function firstOutput(page) {
  await expect(page.locator('#halftone-output')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
}

test('the gallery opens the page, which draws the face sample on first load', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="halftone"] a').click();
  await expect(page).toHaveURL(/\/halftone/);
  await firstOutput(page);
  // The post's 128 × 128 with a step of 2: 8 × 8 output pixels per input pixel.
  await expect(page.locator('#halftone-stats')).toContainText('1024 × 1024 pixels: one curve through');
  await expect(page.locator('#halftone-sample-face')).toHaveAttribute('aria-pressed', 'true');
  for (const id of ['#halftone-original', '#halftone-preview']) {
    await expect.poll(() => page.locator(id).evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await page.locator('#halftone-preview').evaluate((img) => img.naturalWidth)).toBe(128);
  await expect(page.locator('#halftone-levels li')).toHaveCount(4);
  await page.screenshot({ path: 'tests/e2e/screens/halftone-desktop.png', fullPage: true });
});

test('a PNG through the file input becomes the output; PNG and SVG downloads decode', async ({ page }) => {
  await page.goto('/halftone');
  await firstOutput(page);
  const before = await page.locator('#halftone-output').getAttribute('data-src');
  await upload(page, 'ramp.png', 'image/png', RAMP);
  await expect(page.locator('#halftone-output')).not.toHaveAttribute('data-src', before, { timeout: 60_000 });
  await expect(page.locator('#halftone-upload-name')).toContainText('ramp.png');
  await expect(page.locator('#halftone-sample-face')).toHaveAttribute('aria-pressed', 'false');
  // 64 × 48 → 128 × 96 on the input grid → 1024 × 768 output pixels.
  await expect(page.locator('#halftone-stats')).toContainText('1024 × 768 pixels');
  await expect(page.locator('.halftone-pictures')).toContainText('Original “ramp.png”, 64 × 48 pixels');

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#halftone-download-png').click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe('halftone-ramp-1024x768.png');
  const png = await readFile(await pngDownload.path());
  expect(pngSize(png)).toEqual([1024, 768]);
  // The browser decodes it, and it is black and white only.
  const decoded = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth; c.height = img.naturalHeight;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let black = 0, other = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === 0) black++; else if (data[i] !== 255) other++;
    }
    return { w: img.naturalWidth, h: img.naturalHeight, black, other };
  }, png.toString('base64'));
  expect(decoded).toMatchObject({ w: 1024, h: 768, other: 0 });
  expect(decoded.black).toBeGreaterThan(1000);

  const [svgDownload] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.locator('#halftone-download-svg').click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe('halftone-ramp-1024x768.svg');
  const svg = (await readFile(await svgDownload.path())).toString('utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror') !== null,
      paths: doc.querySelectorAll('path').length,
      width: root.getAttribute('width'),
      height: root.getAttribute('height'),
    };
  }, svg);
  expect(parsed).toEqual({ error: false, paths: 1, width: '1024', height: '768' });
});

test('a picture dropped on the drop zone or pasted becomes the output', async ({ page }) => {
  await page.goto('/halftone');
  await firstOutput(page);
  // The browser's own events, with a DataTransfer holding the file, as a real drop or paste has.
  const send = (kind, name) => page.evaluate(({ kind, name, b64 }) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], name, { type: 'image/png' }));
    if (kind === 'drop') {
      const zone = document.querySelector('#halftone-drop');
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    } else {
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }
  }, { kind, name, b64: RAMP.toString('base64') });
  await send('drop', 'dropped.png');
  await expect(page.locator('#halftone-upload-name')).toContainText('dropped.png', { timeout: 60_000 });
  await expect(page.locator('#halftone-stats')).toContainText('1024 × 768 pixels');
  await send('paste', 'pasted.png');
  await expect(page.locator('#halftone-upload-name')).toContainText('pasted.png', { timeout: 60_000 });
  // A sample button brings the built-in picture back.
  await page.locator('#halftone-sample-gradient').click();
  await expect(page.locator('#halftone-upload-name')).toHaveCount(0);
  await expect(page.locator('.halftone-pictures')).toContainText('Original “gradient”', { timeout: 60_000 });
});

test('bad files get a clear message; the previous output stays and the page keeps working', async ({ page }) => {
  await page.goto('/halftone');
  await firstOutput(page);
  const canvas = page.locator('#halftone-output');
  const shown = await canvas.getAttribute('data-src');
  const stats = await page.locator('#halftone-stats').textContent();
  const error = page.locator('#halftone-error');

  // A JPEG made by the browser itself, then cut in half.
  const jpeg = Buffer.from(await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 200; c.height = 150;
    const ctx = c.getContext('2d');
    const g = ctx.createLinearGradient(0, 0, 200, 0);
    g.addColorStop(0, '#000'); g.addColorStop(1, '#fff');
    ctx.fillStyle = g; ctx.fillRect(0, 0, 200, 150);
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  }), 'base64');
  const bomb = await readFile('crates/core/tests/data/halftone/claims_30000x30000.png');
  const cases = [
    ['notes.txt', 'text/plain', Buffer.from('hello, not a picture'), 'not an image'],
    ['empty.png', 'image/png', Buffer.alloc(0), 'the file is empty'],
    ['cut.png', 'image/png', RAMP.subarray(0, Math.floor(RAMP.length / 2)), 'this PNG is damaged or incomplete (it ends too early)'],
    ['cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'this JPEG is damaged or incomplete (it ends too early)'],
    ['bomb.png', 'image/png', bomb, '30000×30000 pixels, and we read at most 20000 pixels per side'],
  ];
  for (const [name, mime, bytes, message] of cases) {
    await upload(page, name, mime, bytes);
    await expect(error).toContainText(`Could not use “${name}”`);
    await expect(error).toContainText(message);
    await expect(canvas).toHaveAttribute('data-src', shown);
    await expect(page.locator('#halftone-stats')).toHaveText(stats);
    await expect(page.locator('#halftone-sample-face')).toHaveAttribute('aria-pressed', 'true');
  }
  await page.screenshot({ path: 'tests/e2e/screens/halftone-bad-file.png' });
  // Still usable: a slider makes a new output of the sample, and the message goes.
  await typeSliderValue(page, 'halftone-size', 64);
  await expect(page.locator('#halftone-stats')).toContainText('512 × 512 pixels', { timeout: 60_000 });
  await expect(error).toHaveCount(0);
  // And the whole JPEG works.
  await upload(page, 'whole.jpg', 'image/jpeg', jpeg);
  await expect(page.locator('#halftone-upload-name')).toContainText('whole.jpg', { timeout: 60_000 });
  await expect(page.locator('#halftone-stats')).toContainText('512 × 384 pixels');
});

test('sliders and the switch change the output and the URL; the URL restores the view', async ({ page }) => {
  await page.goto('/halftone?size=64');
  await firstOutput(page);
  const canvas = page.locator('#halftone-output');
  const stats = page.locator('#halftone-stats');
  await expect(stats).toContainText('512 × 512 pixels');
  const before = await stats.textContent();
  // Raise "black below" to 128: more pixels black, more curve points.
  await typeSliderValue(page, 'halftone-dark', 128);
  await expect(page).toHaveURL(/dark=128/);
  await expect(page).toHaveURL(/light=128/); // pushed along to stay in order
  await expect(stats).not.toHaveText(before, { timeout: 60_000 });
  const points = (text) => Number(text.match(/through ([\d,]+) points/)[1].replace(/,/g, ''));
  expect(points(await stats.textContent())).toBeGreaterThan(points(before));

  const src = await canvas.getAttribute('data-src');
  await page.locator('#halftone-dither').check();
  await expect(page).toHaveURL(/dither=on/);
  await expect(canvas).not.toHaveAttribute('data-src', src, { timeout: 60_000 });
  await expect(page.locator('.halftone-pictures')).toContainText('with dithering');

  await page.locator('#halftone-sample-circles').click();
  await expect(page).toHaveURL(/sample=circles/);
  await expect(page.locator('.halftone-pictures')).toContainText('Original “circles”', { timeout: 60_000 });

  // Reload: everything comes back from the URL.
  await page.reload();
  await firstOutput(page);
  await expect(page.locator('#halftone-sample-circles')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#halftone-dither')).toBeChecked();
  await expect(page.locator('#halftone-dark-value')).toHaveValue('128');
  await expect(page.locator('#halftone-size-value')).toHaveValue('64');
  await expect(page.locator('.halftone-pictures')).toContainText('with dithering');
});

test('zoom and pan by buttons, keys and wheel; the view goes into the URL and comes back', async ({ page }) => {
  await page.goto('/halftone');
  await firstOutput(page);
  const canvas = page.locator('#halftone-output');
  const whole = await canvasPixels(page, '#halftone-output');
  await page.locator('#halftone-zoom-in').click();
  await expect(canvas).toHaveAttribute('data-zoom', '2.000');
  await canvas.focus();
  await canvas.press('+');
  await expect(canvas).toHaveAttribute('data-zoom', '4.000');
  expect(await canvasPixels(page, '#halftone-output')).not.toBe(whole);
  const centred = await canvasPixels(page, '#halftone-output');
  await canvas.press('ArrowRight');
  expect(await canvasPixels(page, '#halftone-output')).not.toBe(centred);
  await expect(page).toHaveURL(/zoom=4\.000/);
  await expect(page).toHaveURL(/x=0\.(?!5000)/);
  // The wheel zooms about the pointer.
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(4);
  // Dragging pans.
  const url = page.url();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => page.url()).not.toBe(url);
  // 1:1 is one output pixel per screen pixel; "Whole" goes back.
  await page.locator('#halftone-zoom-actual').click();
  await expect(page.locator('#halftone-zoom')).toContainText('one output pixel is 1.00 screen pixels');
  await page.locator('#halftone-zoom-fit').click();
  await expect(canvas).toHaveAttribute('data-zoom', '1.000');
  // A pinch: two pointers down, one moves away from the other, tripling their distance.
  await canvas.evaluate((c) => {
    const r = c.getBoundingClientRect();
    const at = (id, x, y, type) => c.dispatchEvent(new PointerEvent(type, {
      pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: r.left + x, clientY: r.top + y, bubbles: true,
    }));
    at(1, 200, 200, 'pointerdown');
    at(2, 250, 200, 'pointerdown');
    at(2, 300, 200, 'pointermove');
    at(2, 350, 200, 'pointermove');
    at(2, 350, 200, 'pointerup');
    at(1, 200, 200, 'pointerup');
  });
  await expect(canvas).toHaveAttribute('data-zoom', '3.000');
  await page.locator('#halftone-zoom-fit').click();
  await page.locator('#halftone-zoom-in').click();
  await page.locator('#halftone-zoom-in').click();
  await page.locator('#halftone-zoom-in').click();
  await expect(page).toHaveURL(/zoom=8\.000/);
  const zoomed = await canvasPixels(page, '#halftone-output');
  await page.reload();
  await expect(canvas).toHaveAttribute('data-zoom', '8.000', { timeout: 60_000 });
  expect(await canvasPixels(page, '#halftone-output')).toBe(zoomed);
  await page.locator('.halftone-viewer').screenshot({ path: 'tests/e2e/screens/halftone-zoomed.png' });
});

/**
 * Installed before the page's scripts: while `window.holdResults` is set, a worker's results
 * never reach the page (its progress does), so a job cannot end before the test cancels it.
 * (The 8192 × 8192 job took 454 ms on a loaded machine, and a Cancel clicked as it ended met a
 * button already gone: the test raced the job, not the page.)
 */
function holdWorkerResults() {
  window.holdResults = false;
  const Real = window.Worker;
  window.Worker = class HeldWorker extends Real {
    set onmessage(handler) {
      super.onmessage = handler && ((event) => {
        // A message is JSON text, or [text, bytes] when it carries a picture (src/jobs/handle.rs).
        const text = Array.isArray(event.data) ? event.data[0] : event.data;
        const result = typeof text === 'string' && text.startsWith('{"Done"');
        if (!result || !window.holdResults) handler.call(this, event);
      });
    }

    get onmessage() {
      return super.onmessage;
    }
  };
}

test('a long job shows progress and can be cancelled; the previous output stays', async ({ page }) => {
  await page.addInitScript(holdWorkerResults);
  await page.goto('/halftone');
  await firstOutput(page);
  const shown = await page.locator('#halftone-output').getAttribute('data-src');
  // 1024 × 1024 → 8192 × 8192, its result held back: the job runs until cancelled.
  await page.evaluate(() => { window.holdResults = true; });
  await typeSliderValue(page, 'halftone-size', 1024);
  await expect(page.locator('.progress progress')).toBeVisible();
  await page.locator('.progress .cancel').click();
  await page.evaluate(() => { window.holdResults = false; });
  await expect(page.locator('.notice-info')).toContainText('Cancelled: the previous result is still shown.');
  await expect(page.locator('#halftone-output')).toHaveAttribute('data-src', shown);
  await expect(page.locator('#halftone-stats')).toContainText('1024 × 1024 pixels');
  // The next job gets a fresh worker.
  await typeSliderValue(page, 'halftone-size', 100);
  await expect(page.locator('#halftone-stats')).toContainText('800 × 800 pixels', { timeout: 60_000 });
});

test('bad parameters in the link fall back with notices', async ({ page }) => {
  await page.goto('/halftone?sample=cat&size=5000&dark=200&light=100&dither=maybe&zoom=-3');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(5);
  await expect(notices.nth(0)).toContainText('unknown sample "cat"');
  await expect(page.locator('.exploration')).toContainText('size=5000, which is not a number from 8 to 1024');
  await expect(page.locator('.exploration')).toContainText('thresholds are out of order');
  await firstOutput(page);
  await expect(page.locator('#halftone-stats')).toContainText('1024 × 1024 pixels');
  await page.goto('/halftone?size=1024&step=8');
  await expect(page.locator('.notice-info')).toContainText('the page draws at most 8192 pixels per side, so the step is 2');
  await expect(page.locator('#halftone-step-value')).toHaveValue('2');
});

test('the halftone page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/halftone');
  await firstOutput(page);
  await expectFitsPhone(page);
  // The zoom buttons work on a phone too (pinch is the pointer-event path).
  await page.locator('#halftone-zoom-in').click();
  await expect(page.locator('#halftone-output')).toHaveAttribute('data-zoom', '2.000');
  await page.screenshot({ path: 'tests/e2e/screens/halftone-phone.png', fullPage: true });
  await page.screenshot({ path: 'tests/e2e/screens/halftone-phone-top.png' });
  await page.locator('.halftone-viewer').screenshot({ path: 'tests/e2e/screens/halftone-phone-viewer.png' });
});
