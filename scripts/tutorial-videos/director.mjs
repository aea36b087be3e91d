// What a tutorial script does on the page, paced for a viewer: each step is shown (a ring around
// what is clicked or typed into), and `say` starts the caption that the step is explained by.

const RING_MS = 700;

/** Draws a ring around the element for a moment (on top of the page, not in it). */
async function ring(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((element, ms) => {
    const box = element.getBoundingClientRect();
    const mark = document.createElement('div');
    Object.assign(mark.style, {
      position: 'fixed',
      left: `${box.left - 6}px`,
      top: `${box.top - 6}px`,
      width: `${box.width + 12}px`,
      height: `${box.height + 12}px`,
      border: '3px solid #f59e0b',
      borderRadius: '10px',
      boxShadow: '0 0 0 6px rgba(245, 158, 11, 0.25)',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.body.append(mark);
    setTimeout(() => mark.remove(), ms);
  }, RING_MS);
  await locator.page().waitForTimeout(RING_MS);
}

/** The actions of one recording; `cues()` answers its captions once `finish()` was called. */
export function createDirector(page, clock) {
  const cues = [];
  const close = () => {
    const open = cues.at(-1);
    if (open && open.end === undefined) open.end = clock();
  };
  return {
    page,
    /** Starts a caption (and ends the one before), then gives the viewer time to read it. */
    async say(text, readMs = 1800) {
      close();
      cues.push({ text, start: clock() });
      await page.waitForTimeout(readMs);
    },
    async hold(ms = 1500) {
      await page.waitForTimeout(ms);
    },
    async click(locator) {
      await ring(locator);
      await locator.click();
    },
    /** Replaces the field's text, typed key by key. */
    async type(locator, text) {
      await ring(locator);
      await locator.fill('');
      await locator.pressSequentially(text, { delay: 90 });
    },
    async show(locator, ms = 1200) {
      await ring(locator);
      await page.waitForTimeout(ms);
    },
    finish() {
      close();
      return cues;
    },
  };
}
