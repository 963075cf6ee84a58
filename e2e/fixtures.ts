import { test as base, expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

export const DEMO_PASSWORD = 'Demo1234!';

/** The first shop's port; worker n talks to the shop on E2E_PORT + n (playwright.config.ts starts one per worker). */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** What `POST /api/dev/fixtures/customers` accepts (apps/api/src/modules/dev/routes.ts). */
interface FreshAccountOptions {
  addresses?: number;
  deactivated_in_app?: boolean;
  stock_alerts?: boolean;
  balances?: { type: 'SALDOS' | 'VALES' | 'NOTAS CREDITO'; amount: number; expires_in_days: number }[];
  coupons?: { code: string; percent: number; expires_in_days: number }[];
  credit?: 'none' | 'preapproved' | 'active';
  ready_pickup_order?: boolean;
  delivered_order?: boolean;
  /** An unpaid home-delivery order to pay with the wallet provider, with its preference. */
  unpaid_wallet_order?: boolean;
  custom_store?: boolean;
  /** Her custom store, clients Rosaura Ávila and Pedro Gómez, 12 customer orders. */
  customer_orders?: boolean;
}

/** The account the dev route made: sign in with `email` and `password`. */
interface FreshAccount {
  id: number;
  customer_id: string;
  username: string;
  email: string;
  password: string;
  mobile_telephone: string | null;
  firstname: string;
}

type FreshAccountMaker = (options?: FreshAccountOptions) => Promise<FreshAccount>;

interface Fixtures {
  /** Signs in a demo account over HTTP; the page shares the session cookie. Only for tests that read it. */
  login: (email: string) => Promise<void>;
  /** A new customer of this test's own (not a member), signed in in the page. Use it for every test that writes. */
  freshCustomer: FreshAccountMaker;
  /** A new member (socia) of this test's own, signed in in the page. */
  freshMember: FreshAccountMaker;
}

async function makeAccount(page: Page, data: FreshAccountOptions & { member: boolean }): Promise<FreshAccount> {
  const res = await page.request.post('/api/dev/fixtures/customers', { data });
  expect(res.status(), await res.text()).toBe(201);
  const account = (await res.json()) as FreshAccount;
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return account;
}

/**
 * The server renders the pages (decision 0790): a page shows its links and buttons before its code runs. Before a
 * test acts on a page it loaded, the code has hydrated it (the providers' `data-hydrated` mark); a page the server
 * did not render (no query cache in it) is rendered by its code, which Playwright's waits already cover. The `page`
 * fixture waits after every load; a page of another context (`browser.newContext()`) calls this after its own.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('shop-query-cache') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** Whether React has hydrated an element of a server-rendered page: its props are attached to it. */
export function isHydrated(locator: Locator) {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
}

export const test = base.extend<Fixtures, { shopURL: string }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      // A test that loads only up to the response acts before the code on purpose.
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return res;
    };
    await use(page);
  },
  /** Each worker has its own shop and database, so tests of different workers never see each other's writes. */
  shopURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => use(`http://localhost:${E2E_PORT + workerInfo.parallelIndex}`),
    { scope: 'worker' },
  ],
  baseURL: async ({ shopURL }, use) => use(shopURL),
  login: async ({ page }, use) => {
    await use(async (email: string) => {
      const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
      expect(res.status(), await res.text()).toBe(200);
    });
  },
  freshCustomer: async ({ page }, use) => {
    await use((options = {}) => makeAccount(page, { ...options, member: false }));
  },
  freshMember: async ({ page }, use) => {
    await use((options = {}) => makeAccount(page, { ...options, member: true }));
  },
});

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core's run on the page, its frames included: its 1.3 MB source is evaluated once per document (a frame that has
 * it keeps it) and only violations are gathered. @axe-core/playwright evaluated the source three times per scan and
 * finished each run in a blank page of its own: a third of the browser stage's CPU (decision 0791).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object').catch(() => true);
    if (present) continue;
    await frame
      .evaluate(axe.source)
      // Other origins' frames answer the page's axe too, as @axe-core/playwright scanned them (the partner wallet's).
      .then(() =>
        frame.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<unsafe_all_origins>'] })),
      )
      // A frame that went away meanwhile is not on the page any more.
      .catch(() => undefined);
  }
  return page.evaluate(() => {
    const { axe } = window as AxeWindow;
    // A rule whose own impact is moderate or minor gives every violation that impact (axe's finalizeRuleResult), so
    // it can never fail the check below: not run (a fifth of a scan's time: region, the landmark rules).
    const rules = (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules;
    const cannotFail = rules.filter((r) => r.impact === 'moderate' || r.impact === 'minor');
    return axe!.run(document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(cannotFail.map((r) => [r.id, { enabled: false }])),
    });
  });
}

/**
 * No serious or critical axe violation on the page as it is now, once its finite animations and transitions
 * (a toast fading in, a dialog opening) have ended: colours read mid-fade are not the page's colours.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await runAxe(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export { expect };
