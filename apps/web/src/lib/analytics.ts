/** Tracking events go to the page data layer (customer-account.md §7). */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushEvent(event: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The profile analytics event sent when a menu item is chosen and at sign-out. */
export function pushProfileEvent(action: string, detail: Record<string, unknown> = {}) {
  pushEvent({ event: 'profile', profile_action: action, ...detail });
}
