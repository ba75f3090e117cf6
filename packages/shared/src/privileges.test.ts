import { describe, expect, it } from 'vitest';
import { hasPrivilege, PRIVILEGES, privilegeMessage } from './privileges.js';

describe('privileges', () => {
  it('keeps what the spec allows open to everyone, and gates the new powers', () => {
    for (const name of [
      'ask',
      'answer',
      'voteUp',
      'voteDown',
      'comment',
      'post',
      'report',
    ] as const)
      expect(PRIVILEGES[name].reputation).toBe(1);
    expect(PRIVILEGES.editOthers.reputation).toBe(2000);
    expect(PRIVILEGES.closeReopen.reputation).toBe(3000);
    expect(PRIVILEGES.reviewQueues.reputation).toBe(2000);
  });

  it('is held at its threshold, not below, and always by admins', () => {
    expect(hasPrivilege({ reputation: 2999, isAdmin: false }, 'closeReopen')).toBe(false);
    expect(hasPrivilege({ reputation: 3000, isAdmin: false }, 'closeReopen')).toBe(true);
    expect(hasPrivilege({ reputation: 1, isAdmin: true }, 'closeReopen')).toBe(true);
  });

  it('says what reputation is needed', () => {
    expect(privilegeMessage('editOthers')).toBe("Editing others' posts needs 2,000 reputation.");
  });
});
