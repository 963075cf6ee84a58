import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-radix';

const RadixModal = lazy(() => import('./dialog-radix'));

/**
 * A modal on Radix Dialog: focus trapped, Escape closes, title and description announced. Radix Dialog (14 KB gzip
 * with its focus scope and portal) loads when a dialog first opens, not with the page (issue 16, decision 0625);
 * once opened it stays mounted, so that closing returns the focus as Radix does.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  );
}
