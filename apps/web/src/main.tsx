import './lib/zod-jitless';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, loadRoutePages } from './app/router';
import { RouterNavigation } from './app/router-navigation';
import { mountApp } from './app/mount';
import { logUncaughtErrors } from './lib/client-log';
import './styles.css';

logUncaughtErrors();

// The server rendered the page (decision 0790): its modules load before React hydrates it, so the hydration renders
// the page itself, as the server did, and nothing on screen changes. In a task after the entry's evaluation: matching
// the routes takes as long as evaluating React DOM on a phone, and in the same task the two made one long task
// (issue 31 point 4); the page's chunks are preloaded by the HTML meanwhile.
void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => loadRoutePages(window.location.pathname, window.location.search))
  .catch(() => undefined)
  .then(() =>
    mountApp(
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
  );
