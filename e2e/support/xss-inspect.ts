// What the XSS watch looks for once in the page (support/xss-harness.ts): handed to
// page.evaluate, so this function runs in the browser and may use nothing from this module's
// scope, only its argument and the page's globals.

export interface PageReport {
  sentinel: unknown;
  csp: string[];
  problems: string[];
  /** Indexes (in document order) of links whose scheme is not http(s), mailto or tel. */
  badLinks: number[];
}

/** Dispatches handler-triggering events everywhere and inspects the DOM (runs in the page). */
export function inspect({
  trigger,
  themeScript,
}: {
  trigger: boolean;
  themeScript: string;
}): PageReport {
  const w = window as unknown as { __xss: unknown; __csp: string[] };
  const problems: string[] = [];
  const all = Array.from(document.querySelectorAll<HTMLElement | SVGElement>('*'));
  const short = (el: Element) => el.outerHTML.slice(0, 160);

  if (trigger) {
    const types = [
      'mouseover',
      'mouseenter',
      'mousemove',
      'pointerover',
      'pointerenter',
      'focus',
      'focusin',
      'toggle',
      'animationstart',
      'transitionend',
      'load',
      'error',
      'begin',
    ];
    for (const el of all) {
      if (!el.isConnected) continue;
      for (const type of types) {
        const event = type.startsWith('mouse')
          ? new MouseEvent(type, { bubbles: true })
          : type.startsWith('pointer')
            ? new PointerEvent(type, { bubbles: true })
            : type.startsWith('focus')
              ? new FocusEvent(type, { bubbles: type === 'focusin' })
              : new Event(type);
        el.dispatchEvent(event);
      }
    }
  }

  // Browsers ignore control characters and spaces inside a scheme (java\tscript:).
  // eslint-disable-next-line no-control-regex
  const scheme = (raw: string) => raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const dangerousScheme = (raw: string) =>
    /^(javascript|vbscript|data|livescript):/.test(scheme(raw));
  const urlAttributes = [
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'xlink:href',
    'srcset',
  ];

  for (const el of all) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`inline handler ${name} on ${short(el)}`);
      if (name === 'srcdoc') problems.push(`srcdoc on ${short(el)}`);
      if (urlAttributes.includes(name) && dangerousScheme(attr.value))
        problems.push(`${name}=${attr.value.slice(0, 80)} on <${el.tagName.toLowerCase()}>`);
    }
    const tag = el.tagName.toLowerCase();
    if (tag === 'script') {
      const src = el.getAttribute('src');
      const type = el.getAttribute('type');
      // A server-rendered page's own data blocks (issue 17), which the browser never runs:
      // the hydration data in #root's sibling and the JSON-LD in the head. Their JSON must
      // parse: user text that closed one early would leave it broken.
      const dataBlock =
        src === null &&
        ((type === 'application/json' &&
          el.id === 'ssr-data' &&
          el.parentElement === document.body) ||
          (type === 'application/ld+json' && el.parentElement === document.head));
      let parses = true;
      try {
        if (dataBlock) JSON.parse(el.textContent ?? '');
      } catch {
        parses = false;
      }
      // The theme's boot script (issue 19): the one inline script, first in the head, exactly
      // the text the CSP allows by hash. Anything else inline is an injection.
      const themeBoot =
        src === null &&
        el.parentElement === document.head &&
        el === document.head.firstElementChild &&
        el.textContent === themeScript;
      const ours =
        (src !== null && new URL(src, location.href).origin === location.origin) ||
        (dataBlock && parses) ||
        themeBoot;
      if (!ours) problems.push(`script element ${short(el)}`);
    }
    if (
      ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal'].includes(tag)
    )
      problems.push(`<${tag}> element ${short(el)}`);
    if (tag === 'meta' && el.hasAttribute('http-equiv')) problems.push(`meta ${short(el)}`);
    if (tag === 'style' && /@import|xss|url\(/i.test(el.textContent ?? ''))
      problems.push(`style element ${short(el)}`);
  }

  // Links: only web schemes (and the app's own mailto:/tel:) may be followed.
  const badLinks: number[] = [];
  const links = Array.from(document.querySelectorAll('a, area'));
  links.forEach((link, index) => {
    const href = link.getAttribute('href') ?? link.getAttribute('xlink:href');
    if (href === null) return;
    let protocol: string;
    try {
      protocol = new URL(href, location.href).protocol;
    } catch {
      return;
    }
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) {
      badLinks.push(index);
      problems.push(`link with ${protocol} href: ${short(link)}`);
    }
  });

  return { sentinel: w.__xss, csp: [...w.__csp], problems, badLinks };
}
