import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Demo1234!';

export const test = base.extend<{ login: (email: string) => Promise<void> }>({
  /** Signs in over HTTP; the page shares the session cookie. */
  login: async ({ page }, use) => {
    await use(async (email: string) => {
      const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
      expect(res.status(), await res.text()).toBe(200);
    });
  },
});

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export { expect };
