/**
 * The contract between the server and the web app's server-rendering module, which the web
 * build writes beside the client build. The server knows no web source: it loads that
 * module, if the build made it, and calls `render`.
 */

/**
 * Where the web build writes the module, relative to the client build's folder (the server's
 * WEB_DIST): its own folder beside it, `entry-server.js` in it. The web build's output
 * directory for the server-rendering build is this folder.
 */
export const SERVER_RENDER_DIR = '../dist-ssr';
export const SERVER_RENDER_ENTRY = 'entry-server.js';

/** An API answer as the server gives it to a render (it calls itself, in process). */
export interface ServerRenderApiResponse {
  status: number;
  body: string;
}

export interface ServerRenderRequest {
  /** The path and query string the visitor asked for. */
  url: string;
  /** The site's public origin (PUBLIC_URL), for canonical URLs and structured data. */
  origin: string;
  /** GETs an API path (`/api/...`) without the network, as the visitor would. */
  fetchApi: (path: string) => Promise<ServerRenderApiResponse>;
}

export type ServerRenderResult =
  /** Not a public page (or its data could not be read): serve the client-rendered app. */
  | { kind: 'client' }
  /** The page's canonical address differs only in case: answer 301 to it. */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's <title>, meta, canonical link and JSON-LD, for the document's head. */
      head: string;
      /** The rendered app, the content of #root. */
      app: string;
      /** The <script type="application/json"> the browser hydrates from; '' when it must not
       * hydrate (an error page: the browser renders it afresh). */
      data: string;
      /**
       * Renders it took: 1 when the page's declared queries were all it ran (more once per
       * process for a lazy component's first render, which suspends).
       */
      passes?: number;
      /** Queries the page ran that it does not declare (each cost a pass): a defect. */
      undeclaredQueries?: string[];
    };

export interface ServerRenderModule {
  render: (request: ServerRenderRequest) => Promise<ServerRenderResult>;
}

/** The id of the element holding the hydration data (ServerRenderResult.data). */
export const SERVER_RENDER_DATA_ID = 'ssr-data';
