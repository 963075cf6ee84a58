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

/** A navigation whose page had not rendered its title yet (still loading): the title takes focus when it mounts. */
let pending = false;

function focusTitle(title: HTMLElement) {
  pending = false;
  if (byKeyboard) title.setAttribute('data-focus-ring', '');
  else title.removeAttribute('data-focus-ring');
  title.focus({ preventScroll: false });
}

/** Focuses the `[data-page-title]` inside `root`, with a visible ring only after keyboard navigation. */
export function focusPageTitle(root: ParentNode | null | undefined) {
  const title = root?.querySelector<HTMLElement>('[data-page-title]');
  if (title) focusTitle(title);
  else pending = true;
}

/** Called by a page title when it mounts: takes the focus a navigation left waiting for it. */
export function claimPageTitleFocus(title: HTMLElement | null) {
  if (pending && title) focusTitle(title);
}
