import { describe, expect, it } from 'vitest';
import { suspendBodySchema } from '@stackhive/shared';
import { checkSuspension } from './suspend-check';

describe('checkSuspension', () => {
  it('answers the body the server takes, the reason trimmed', () => {
    expect(checkSuspension('7', '  Spam.  ')).toEqual({ body: { days: 7, reason: 'Spam.' } });
  });

  it('refuses what the server refuses, in its words', () => {
    const cases: [string, string][] = [
      ['', 'Spam.'],
      ['1.5', 'Spam.'],
      ['0', 'Spam.'],
      ['366', 'Spam.'],
      ['3', '   '],
      ['3', 'x'.repeat(501)],
    ];
    for (const [days, reason] of cases) {
      const checked = checkSuspension(days, reason);
      const server = suspendBodySchema.safeParse({
        days: days === '' ? undefined : Number(days),
        reason,
      });
      expect(server.success).toBe(false);
      expect(checked).toEqual({ problem: server.error?.issues[0]?.message });
    }
  });
});
