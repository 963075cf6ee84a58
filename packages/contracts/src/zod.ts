import { z } from 'zod';

// Spanish default messages for every schema of the contracts, on the server and in the browser alike.
z.config(z.locales.es());

export { z };
