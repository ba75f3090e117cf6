import { describe, expect, it } from 'vitest';
import { documentHead, escapeHtml, scriptSafeJson } from './document-head';

describe('scriptSafeJson', () => {
  it('leaves no way out of a script element, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('documentHead', () => {
  it('escapes every text it writes into the head', () => {
    const head = documentHead(
      {
        title: 'A <b>"quoted"</b> & \'title\'',
        description: '"><script>',
        canonicalPath: '/Questions/x?a=1&b=2',
        noindex: true,
        jsonLd: [{ '@type': 'Thing', name: '</script>' }],
      },
      'https://hive.example',
    );
    expect(head).toContain(
      `<title>${escapeHtml('A <b>"quoted"</b> & \'title\'')} - StackHive</title>`,
    );
    expect(head).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;">');
    expect(head).toContain(
      '<link rel="canonical" href="https://hive.example/Questions/x?a=1&amp;b=2">',
    );
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).toContain('"name":"\\u003c/script\\u003e"');
    expect(head.match(/<script/g)).toHaveLength(1);
  });
});
