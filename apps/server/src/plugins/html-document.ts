/**
 * The built index.html, cut once into the pieces a page is assembled from: the client-rendered
 * app (the page as built, with a route's hints) or a server-rendered page (its own head, the
 * rendered app in #root, its hydration data).
 */
export interface HtmlTemplate {
  /** index.html with `extraHead` added at the end of its head. */
  clientPage: (extraHead: string) => string;
  /** A server-rendered page: index.html with its title and description replaced by `head`. */
  renderedPage: (parts: { head: string; app: string; data: string }) => string;
}

const ROOT_OPEN = '<div id="root">';

export function parseHtmlTemplate(indexHtml: string): HtmlTemplate {
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const rootEnd = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < 0 || rootEnd < rootStart) {
    throw new Error('index.html has no <head> followed by <div id="root"> in its <body>');
  }
  const head = indexHtml.slice(0, headEnd);
  // The built page's own title and description stand for every page; a rendered page has its own.
  const headWithoutMeta = head
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  const beforeRoot = indexHtml.slice(headEnd, rootStart + ROOT_OPEN.length);
  const afterRoot = indexHtml.slice(rootEnd);
  return {
    clientPage: (extraHead) => `${head}${extraHead}${indexHtml.slice(headEnd)}`,
    renderedPage: ({ head: pageHead, app, data }) =>
      `${headWithoutMeta}${pageHead}${beforeRoot}${app}${afterRoot.replace('</body>', `${data}</body>`)}`,
  };
}
