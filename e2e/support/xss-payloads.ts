/**
 * The XSS payloads of issue 8 (the well-known lists: OWASP's filter-evasion cheat sheet,
 * PortSwigger's, the markdown and mXSS classics). Every payload that could run sets the
 * sentinel `window.__xss` (or `parent.`/`top.` from a frame) or opens a dialog; the spec
 * watches both. Each is written into every user-written field and rendered in Chromium.
 */

export interface Payload {
  /** Short, stable name shown in failures. */
  id: string;
  text: string;
}

/** What a payload runs when it gets to run. */
const S = 'window.__xss=1';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export const PAYLOADS: readonly Payload[] = [
  // Script tags.
  { id: 'script', text: `<script>${S}</script>` },
  { id: 'script-mixed-case', text: `<ScRiPt>${S};alert(1)</sCrIpT>` },
  { id: 'script-src-data', text: `<script src=data:text/javascript,${S}></script>` },
  {
    id: 'script-src-data-b64',
    text: `<script src="data:text/javascript;base64,${b64(S)}"></script>`,
  },
  { id: 'script-unclosed', text: `<script>${S}//` },

  // Event handlers.
  { id: 'img-onerror', text: `<img src=x onerror="${S}">` },
  { id: 'img-onerror-unquoted', text: `<IMG SRC=x OnErRoR=alert(1)>` },
  { id: 'svg-onload', text: `<svg onload="${S}">` },
  { id: 'svg-slash-onload', text: `<svg/onload=${S}>` },
  { id: 'body-onload', text: `<body onload="${S}">` },
  { id: 'details-ontoggle', text: `<details open ontoggle="${S}">x</details>` },
  { id: 'input-autofocus', text: `<input autofocus onfocus="${S}">` },
  {
    id: 'div-onmouseover',
    text: `<div onmouseover="${S}" style="position:fixed;inset:0">hover</div>`,
  },
  { id: 'a-onclick', text: `<a href="#" onclick="${S}">click</a>` },
  { id: 'video-source-onerror', text: `<video><source onerror="${S}"></video>` },
  { id: 'audio-src-onerror', text: `<audio src=x onerror=${S}>` },

  // javascript:, data: and vbscript: links, raw HTML.
  { id: 'a-javascript', text: `<a href="javascript:${S}">x</a>` },
  { id: 'a-javascript-entity', text: `<a href="javas&#99;ript:${S}">x</a>` },
  { id: 'a-data-html', text: `<a href="data:text/html,<script>opener.__xss=1</script>">x</a>` },
  { id: 'form-action', text: `<form action="javascript:${S}"><button>go</button></form>` },

  // javascript:, data: and vbscript: links, markdown.
  { id: 'md-javascript', text: `[x](javascript:${S})` },
  { id: 'md-javascript-case', text: `[x](JaVaScRiPt:${S})` },
  { id: 'md-javascript-entity', text: `[x](&#106;avascript:${S})` },
  { id: 'md-javascript-hex-entity', text: `[x](&#x6A;&#x61;vascript&#x3A;${S})` },
  { id: 'md-javascript-tab', text: `[x](java&#x09;script:${S})` },
  { id: 'md-javascript-colon-entity', text: `[x](javascript&colon;${S})` },
  { id: 'md-javascript-angle', text: `[x](<javascript:${S}>)` },
  { id: 'md-javascript-spaces', text: `[x](   javascript:${S}   "t")` },
  { id: 'md-javascript-percent', text: `[x](%6Aavascript:${S})` },
  { id: 'md-vbscript', text: `[x](vbscript:msgbox(1))` },
  {
    id: 'md-data-html',
    text: `[x](data:text/html;base64,${b64(`<script>opener.__xss=1</script>`)})`,
  },
  { id: 'md-image-javascript', text: `![x](javascript:${S})` },
  {
    id: 'md-image-data-svg',
    text: `![x](data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${S}"/>`)})`,
  },
  { id: 'md-reference', text: `[x][r]\n\n[r]: javascript:${S}` },
  { id: 'md-reference-image', text: `![x][i]\n\n[i]: javascript:${S} "t"` },
  { id: 'md-autolink', text: `<javascript:alert(1)>` },
  { id: 'md-autolink-quotes', text: `<https://example.com/"onmouseover="${S}>` },
  { id: 'md-image-in-link', text: `[![img](x "t")](javascript:${S})` },
  { id: 'md-nested-brackets', text: `[a [b](javascript:${S}) c](javascript:${S})` },
  { id: 'md-title-quotes', text: `[x](https://example.com "t\\" onmouseover=\\"${S}")` },
  { id: 'md-title-single', text: `[x](https://example.com 'a\\' onmouseover=${S} x=\\'')` },

  // SVG and MathML.
  { id: 'svg-script', text: `<svg><script>${S}</script></svg>` },
  {
    id: 'svg-xlink',
    text: `<svg><a xlink:href="javascript:${S}"><text x="20" y="20">x</text></a></svg>`,
  },
  { id: 'svg-animate', text: `<svg><animate onbegin="${S}" attributeName="x" dur="1s">` },
  {
    id: 'mxss-math',
    text: `<math><mtext><table><mglyph><style><img src=x onerror="${S}">`,
  },

  // Markdown code: HTML inside code spans and fences stays code.
  {
    id: 'md-code-span',
    text: '`<script>' + S + '</script>` and `<img src=x onerror="' + S + '">`',
  },
  {
    id: 'md-fence-html',
    text: '```html\n<script>' + S + '</script>\n<img src=x onerror="' + S + '">\n```',
  },
  { id: 'md-fence-auto', text: '```\n</code></pre><img src=x onerror="' + S + '">\n```' },
  {
    id: 'md-fence-info-string',
    text: '```"><img src=x onerror="' + S + '">\n<b>bold</b> const a = "</span>";\n```',
  },
  {
    id: 'md-fence-js',
    text: '```js\nconst s = "</code><script>' + S + '</script>";\n```',
  },
  { id: 'md-html-block', text: `<div>\n\n<img src=x onerror="${S}">\n\n</div>` },

  // HTML entities: shown as written, never decoded into markup.
  { id: 'entities-named', text: `&lt;script&gt;${S}&lt;/script&gt;` },
  { id: 'entities-hex', text: `&#x3C;script&#x3E;${S}&#x3C;/script&#x3E;` },
  { id: 'entities-decimal', text: `&#60;img src=x onerror=${S}&#62;` },

  // Attribute and context breakers.
  { id: 'attr-double', text: `" onmouseover="${S}" x="` },
  { id: 'attr-single', text: `'><script>${S}</script>` },
  { id: 'attr-img', text: `"><img src=x onerror="${S}">` },
  { id: 'textarea-break', text: `</textarea><script>${S}</script>` },
  { id: 'title-break', text: `</title><script>${S}</script>` },

  // Frames, styles, meta, objects.
  { id: 'iframe-srcdoc', text: `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>` },
  { id: 'iframe-javascript', text: `<iframe src="javascript:parent.__xss=1"></iframe>` },
  { id: 'style-import', text: `<style>@import 'data:text/css,body{background:red}';</style>` },
  {
    id: 'meta-refresh',
    text: `<meta http-equiv="refresh" content="0;url=javascript:${S}">`,
  },
  { id: 'object-data', text: `<object data="javascript:${S}"></object>` },
  { id: 'embed-src', text: `<embed src="data:text/html,<script>parent.__xss=1</script>">` },
  { id: 'base-href', text: `<base href="javascript:${S}//">` },

  // Template injection: shown as text, never evaluated.
  { id: 'template-angular', text: `{{constructor.constructor('${S}')()}}` },
  { id: 'template-literal', text: '${alert(1)} #{alert(1)} <%= alert(1) %>' },

  // The 0xsobky polyglot.
  {
    id: 'polyglot',
    text: 'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e',
  },
];
