import { useSyncExternalStore, type ReactNode } from 'react';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The toasts, with sonner loaded when the first one is shown (issue 16: no page downloads the toasts' code before
 * it needs it). Same calls as sonner's `toast.success` / `toast.error`; the shared Toaster (app/providers.tsx) is
 * mounted from that moment on, and sonner replays to it the toasts created before it subscribed.
 */
let sonner: Promise<typeof Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads sonner once and asks the Toaster to mount. */
export function loadToasts() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  return (sonner ??= import('sonner'));
}

const show = (kind: 'success' | 'error', message: ReactNode, options?: ExternalToast) => {
  void loadToasts().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
};

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
};

/** True once a toast was asked for: the Toaster mounts then, not with the page. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
    () => false,
  );
