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
// the page itself, as the server did, and nothing on screen changes.
void loadRoutePages(window.location.pathname, window.location.search)
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
