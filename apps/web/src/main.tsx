import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, loadRoutePages } from './app/router';
import { RouterNavigation } from './app/router-navigation';
import { logUncaughtErrors } from './lib/client-log';
import './styles.css';

logUncaughtErrors();

// The static shell (index.html) stays until the page's own modules are here: React's first commit is the page.
void loadRoutePages(window.location.pathname, window.location.search)
  .catch(() => undefined)
  .then(() =>
    // A transition: React renders in slices that leave the main thread free (no long task), then commits at once.
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <Providers>
            <BrowserRouter>
              <RouterNavigation>
                <AppRoutes />
              </RouterNavigation>
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      ),
    ),
  );
