import './lib/zod-jitless';
import { PlainFrame } from './app/plain-frame';
import { renderStandalone } from './app/standalone';
import { StatementPage } from './features/customer-orders/components/statement-page';
import { pathParam } from './lib/location';
import './styles.css';

/**
 * A client's statement link's own entry (estado-de-cuenta.html, served for /estado-de-cuenta/{token}; decision
 * 0770): React, the query cache and the statement only, without the router, the site's header and account code, so
 * that a client opening it from WhatsApp on a mid-range phone downloads under 100 KB of JavaScript. It hydrates the
 * server's render of the same tree (entry-server.tsx, decision 0790): the statement, or the link's refusal.
 */
renderStandalone(<StatementPage token={pathParam()} />, PlainFrame);
