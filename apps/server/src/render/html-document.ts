/**
 * The built index.html, cut once into the pieces a page is assembled from: the client-rendered
 * app (the page as built, with a route's hints) or a server-rendered page (its own head, the
 * rendered app in #root, its hydration data).
 */
export interface HtmlTemplate {
  /** index.html with `extraHead` added at the end of its head. */
  clientPage: (extraHead: string) => string;
  /**
   * A server-rendered page: index.html with its title and description replaced by `head`;
   * null when index.html has no head before a `<div id="root">` to put a page into.
   */
  renderedPage: ((parts: { head: string; app: string; data: string }) => string) | null;
}

const ROOT_OPEN = '<div id="root">';

/** Module scripts and their preloads marked `fetchpriority="low"`. */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

export function parseHtmlTemplate(indexHtml: string): HtmlTemplate {
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const rootEnd = indexHtml.lastIndexOf('</div>', bodyEnd);
  const clientPage = (extraHead: string) =>
    headEnd < 0
      ? indexHtml
      : `${indexHtml.slice(0, headEnd)}${extraHead}${indexHtml.slice(headEnd)}`;
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < 0 || rootEnd < rootStart) {
    return { clientPage, renderedPage: null };
  }
  const head = indexHtml.slice(0, headEnd);
  // The built page's own title and description stand for every page; a rendered page has its
  // own. Its scripts only make it interactive: they load at low priority, after the style
  // sheet that paints it (a client-rendered page needs them at once).
  const headWithoutMeta = lowPriorityScripts(
    head
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>\s*/, ''),
  );
  const beforeRoot = indexHtml.slice(headEnd, rootStart + ROOT_OPEN.length);
  const afterRoot = indexHtml.slice(rootEnd);
  return {
    clientPage,
    renderedPage: ({ head: pageHead, app, data }) =>
      `${headWithoutMeta}${lowPriorityScripts(pageHead)}${beforeRoot}${app}${afterRoot.replace('</body>', `${data}</body>`)}`,
  };
}
