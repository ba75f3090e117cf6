import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVER_RENDER_DATA_ID } from '@stackhive/shared';
import { App } from './app/App';
import { hydratePage } from './app/hydrate';
import type { HydrationPayload } from './app/hydration-payload';
import './styles/index.css';

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The server's CSP has no 'unsafe-eval', so zod's compiled parsers can never run. Say so
// before zod loads (it reads this global config object), so it does not probe with
// `new Function`, which the browser reports as a CSP violation even though zod catches it.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page comes rendered by the server with the data it was rendered from: hydrate
// it. Anything else (pages for signed-in users, error pages) is rendered here.
const payload = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
if (payload) {
  void hydratePage(container, JSON.parse(payload) as HydrationPayload);
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
