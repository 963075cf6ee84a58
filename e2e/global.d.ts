// The page's analytics data layer, read by the browser tests.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
export {};
