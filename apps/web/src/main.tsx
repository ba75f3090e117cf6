import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
