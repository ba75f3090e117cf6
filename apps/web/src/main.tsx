import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVER_RENDER_DATA_ID } from '@stackhive/shared';
import { App } from './app/App';
import { hydratePage } from './app/hydrate';
import type { HydrationPayload } from './app/hydration-payload';
import './styles/index.css';

// zod runs jitless in the browser (the CSP has no 'unsafe-eval'): vite.config.ts, zodJitless.

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
