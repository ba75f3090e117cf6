/**
 * A strict reader for the plain XML the server writes (sitemaps): elements, attributes in
 * double quotes, text with the five predefined entities, one XML declaration. Throws on
 * anything not well-formed within that subset: a stray `<` or `&`, a mismatched or unclosed
 * tag, text outside the root. Enough to test our output without an XML parser dependency.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const DECLARATION = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/;
const TOKEN = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<&]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bad '&' in ${text}`);
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => ENTITIES[name]!);
}

export function parseXml(xml: string): XmlElement {
  const declaration = DECLARATION.exec(xml);
  if (!declaration) throw new Error('missing or wrong XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = declaration[0].length;
  while (TOKEN.lastIndex < xml.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(xml);
    if (!token) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name, attributes = '', selfClosing, text] = token;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (parent) parent.text += unescape(text);
      else if (text.trim()) throw new Error(`text outside the root: ${text}`);
    } else if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      const element: XmlElement = { name: name!, attributes: {}, children: [], text: '' };
      for (const [, key, value] of attributes.matchAll(ATTRIBUTE))
        element.attributes[key!] = unescape(value!);
      if (parent) parent.children.push(element);
      else if (root) throw new Error('a second root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}
