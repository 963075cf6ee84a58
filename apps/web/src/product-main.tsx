import './lib/zod-jitless';
import { renderStandalone } from './app/standalone';
import { ProductMain } from './pages/product/product-main';
import { pathParam } from './lib/location';
import './styles.css';

/**
 * The product page's own entry (producto.html, served for /productos/{slug}): no router, under 100 KB of
 * JavaScript (issue 16, decision 0625). The slug as the router's `/productos/:slug` reads it.
 */
renderStandalone(<ProductMain slug={pathParam()} />);
