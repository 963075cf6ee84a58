import './lib/zod-jitless';
import { PlainFrame } from './app/plain-frame';
import { renderStandalone } from './app/standalone';
import { PublicStorePage } from './features/custom-store/components/public-store';
import { pathParam } from './lib/location';
import './styles.css';

/**
 * The public store's own entry (tienda.html, served for /tienda/{customStoreId}): React, the query cache and the
 * store page only, without the router, the account shell, zod or the toasts, so that a customer opening her link
 * from WhatsApp on a mid-range phone downloads under 100 KB of JavaScript (scripts/check-bundle.mjs). It hydrates
 * the server's render of the same tree (entry-server.tsx, decision 0790), whose query cache holds the store and its
 * first catalogue page: the page asks for nothing at load.
 */
renderStandalone(<PublicStorePage storeId={pathParam()} />, PlainFrame);
