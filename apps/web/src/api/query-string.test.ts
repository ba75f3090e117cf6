import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('keeps the order given and encodes each value', () => {
    expect(queryString({ q: 'c++ & rust', type: 'posts', limit: 20, cursor: 'a/b=' })).toBe(
      '?q=c%2B%2B+%26+rust&type=posts&limit=20&cursor=a%2Fb%3D',
    );
  });

  it('leaves out the parameters without a value (first page, no tag)', () => {
    expect(queryString({ limit: 20, cursor: null, tag: undefined })).toBe('?limit=20');
    expect(queryString({ cursor: null, tag: '' })).toBe('');
  });
});
