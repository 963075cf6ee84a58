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
    // An older case, listed in the baseline to be paid down.
    { code: "import { pricedCartLines } from '../bag/repository';", filename: inModule('orders', 'checkout.ts') },
  ],
  invalid: [
    {
      code: "import { orderItemToReturn } from '../returns/repository';",
      filename: inModule('statements'),
      errors: [{ messageId: 'foreign' }],
    },
    {
      // A new reach from a file of the baseline into a module it did not use is caught too.
      code: "import { findStore } from '../custom-stores/repository';",
      filename: inModule('orders', 'checkout.ts'),
      errors: [{ messageId: 'foreign' }],
    },
  ],
});
