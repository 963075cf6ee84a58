import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (scripts/lint/rules.mjs)
import { shopRules } from './rules.mjs';

// RuleTester runs its cases through the test framework's hooks (static properties its types do not declare).
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = resolve(import.meta.dirname, '../..');
const inModule = (module: string, file = 'service.ts') => resolve(root, 'apps/api/src/modules', module, file);

tester.run('shop/no-contract-copy', shopRules.rules['no-contract-copy'], {
  valid: [
    { code: "import type { ContactView } from '@shop/contracts/contacts';\nexport type Contact = ContactView;" },
    // A view model of the page's own (keys no schema has together) is not a copy.
    { code: 'interface Row { label: string; value: string; href: string }' },
    { code: 'interface Pair { a: number; b: number }' },
  ],
  invalid: [
    {
      // The client as the API answers it, written out by hand (issue 33's example).
      code: 'export interface Contact { contact_id: string; member_id: string; first_name: string; last_name: string; phone: string; email: string | null; addresses: unknown[] }',
      errors: [{ messageId: 'copy' }],
    },
    {
      // An input without its id still copies the body's shape.
      code: 'type ContactInput = { first_name: string; last_name: string; phone: string; email?: string }',
      errors: [{ messageId: 'copy' }],
    },
  ],
});

tester.run('shop/no-foreign-repository', shopRules.rules['no-foreign-repository'], {
  valid: [
    { code: "import { findThing } from './repository';", filename: inModule('returns') },
    { code: "import type { Row } from '../orders/repository';", filename: inModule('returns') },
    { code: "import { createOrderService } from '../orders/service';", filename: inModule('returns') },
    // Through the other module's public file or service: what that module chose to offer.
    { code: "import { pricedCartLines } from '../bag/public';", filename: inModule('orders', 'checkout.ts') },
    { code: "import { contactForPhone } from '../contacts/service';", filename: inModule('custom-stores') },
  ],
  invalid: [
    {
      code: "import { orderItemToReturn } from '../returns/repository';",
      filename: inModule('statements'),
      errors: [{ messageId: 'foreign' }],
    },
    {
      // No file has an exception: the imports the old baseline allowed are caught like any other.
      code: "import { pricedCartLines } from '../bag/repository';",
      filename: inModule('orders', 'checkout.ts'),
      errors: [{ messageId: 'foreign' }],
    },
    {
      code: "import { findContactByPhone, insertContact } from '../contacts/repository';",
      filename: inModule('custom-stores'),
      errors: [{ messageId: 'foreign' }],
    },
    {
      // A repository beside the module's other files is still its repository (bag/repository.ts reaching the catalogue).
      code: "import { availabilityFor } from '../catalog/repository';",
      filename: inModule('bag', 'repository.ts'),
      errors: [{ messageId: 'foreign' }],
    },
  ],
});

tester.run('shop/one-request-per-file', shopRules.rules['one-request-per-file'], {
  valid: [
    // A query: its queryOptions and the hook over them are one request.
    {
      code: `export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id], queryFn: ({ signal }) => apiRequest(\`orders/\${id}\`, { signal }) });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));`,
    },
    // Two queries over one local fetcher (a page, and every page) are one request.
    {
      code: `const fetchPage = (page: number) => apiRequest('credits', { query: { page } });
export const creditsQueryOptions = (page: number) => queryOptions({ queryKey: ['credits', page], queryFn: () => fetchPage(page) });
export const allCreditsQueryOptions = queryOptions({ queryKey: ['credits'], queryFn: () => Promise.all([fetchPage(1), fetchPage(2)]) });`,
    },
    // Keys, and a helper hook that makes no request of its own.
    {
      code: "export const keys = { all: ['bag'] as const };\nexport const seed = (c: Client) => c.setQueryData(keys.all, 1);",
    },
    {
      code: `export function useCartWrite<V>(request: (v: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (cart) => client.setQueryData(['cart'], cart) });
}`,
    },
    // A mutation through the feature's helper, and a plain fetcher without a hook.
    {
      code: "export const useAddToBag = () => useBagMutation((v: Item) => apiRequest('bag/items', { method: 'POST', body: v }));",
    },
    {
      code: "export const sendOrder = (id: string, order: Order) => apiRequest(`tienda/${id}/pedidos`, { method: 'POST', body: order });",
    },
  ],
  invalid: [
    {
      // A query and a mutation of the same resource are two requests.
      code: `export const useToBuy = () => useQuery({ queryKey: ['to-buy'], queryFn: () => apiRequest('custom-cart/to-buy') });
export const useBuyForClients = () => useMutation({ mutationFn: (items: Item[]) => apiRequest('custom-cart/to-buy/bag', { method: 'POST', body: items }) });`,
      errors: [
        { messageId: 'several', data: { count: 2, names: 'useToBuy, useBuyForClients', name: 'useBuyForClients' } },
      ],
    },
    {
      // Three mutations through a local helper that makes no request itself: three requests.
      code: `function useBagMutation<V>(fn: (v: V) => Promise<Bag>) { return useMutation({ mutationFn: fn }); }
export const useAddToBag = () => useBagMutation((v: Item) => apiRequest('bag/items', { method: 'POST', body: v }));
export const useChangeQty = () => useBagMutation((v: Item) => apiRequest(\`bag/items/\${v.sku}\`, { method: 'PATCH', body: v }));
export const useRemoveFromBag = () => useBagMutation((sku: string) => apiRequest(\`bag/items/\${sku}\`, { method: 'DELETE' }));`,
      errors: [{ messageId: 'several' }, { messageId: 'several' }],
    },
    {
      // A call of the network by fetch, and names exported in a list, count too.
      code: `async function uploadPhoto(photo: Blob) { return fetch('/api/custom-store/photo', { method: 'PUT', body: photo }); }
const useStore = (id: string) => useQuery({ queryKey: ['store', id], queryFn: () => apiRequest(\`custom-store/\${id}\`) });
export { uploadPhoto, useStore };`,
      errors: [{ messageId: 'several' }],
    },
  ],
});
