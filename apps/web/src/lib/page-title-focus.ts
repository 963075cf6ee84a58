/**
 * Focus moves to the new page's title after a navigation, so a screen reader announces it. The title shows a
 * focus ring only when the person navigates by keyboard (Tab, or Enter/Space on a link or button); typing in
 * a form and pressing Enter, a tap or a click move focus without drawing it (decision 0611).
 */
let byKeyboard = false;

const NAVIGATION_KEYS = new Set(['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function onKeyDown(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  const typing = target?.matches('input, textarea, select, [contenteditable="true"]') ?? false;
  if (event.key === 'Tab') byKeyboard = true;
  else if (NAVIGATION_KEYS.has(event.key)) byKeyboard = !typing;
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', () => (byKeyboard = false), true);
}

/**
 * A navigation whose page has not rendered its title yet (still loading, or a lazy part): the first title that
 * appears under the root within a few seconds takes the focus. One observer for every kind of title, so a page
 * that writes its own `<h1 data-page-title>` needs nothing more.
 */
let waiting: { observer: MutationObserver; timer: ReturnType<typeof setTimeout> } | undefined;

function stopWaiting() {
  if (!waiting) return;
  waiting.observer.disconnect();
  clearTimeout(waiting.timer);
  waiting = undefined;
}

function focusTitle(title: HTMLElement) {
  stopWaiting();
  if (byKeyboard) title.setAttribute('data-focus-ring', '');
  else title.removeAttribute('data-focus-ring');
  title.focus({ preventScroll: false });
}

const TITLE_WAIT_MS = 8000;

/** Focuses the `[data-page-title]` inside `root`, with a visible ring only after keyboard navigation. */
export function focusPageTitle(root: ParentNode | null | undefined) {
  stopWaiting();
  if (!root) return;
  const title = root.querySelector<HTMLElement>('[data-page-title]');
  if (title) {
    focusTitle(title);
    return;
  }
  // The root itself may be replaced (a skeleton giving way to the page): then the page's title is looked up anywhere.
  // Once the person has put focus somewhere herself (a field, a button), a late title does not take it away.
  const focusedBefore = document.activeElement;
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused && focused !== focusedBefore && focused !== document.body) {
      stopWaiting();
      return;
    }
    const scope = root instanceof Node && !root.isConnected ? document : root;
    const appeared = scope.querySelector<HTMLElement>('[data-page-title]');
    if (appeared) focusTitle(appeared);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  waiting = { observer, timer: setTimeout(stopWaiting, TITLE_WAIT_MS) };
}
