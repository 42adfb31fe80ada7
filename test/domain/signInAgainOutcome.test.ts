import { describe, expect, it } from 'vitest';
import { signInAgainOutcome } from '../../src/domain/signInAgainOutcome';

describe('who may send a waiting save again', () => {
  it('STAFF the same user signing in again sends the waiting save', () => {
    expect(signInAgainOutcome({ username: 'dueno', role: 'owner' }, { username: 'dueno', role: 'owner' })).toBe(
      'resend',
    );
  });

  it('STAFF another user of the same role does not save the first user’s work under her name', () => {
    expect(signInAgainOutcome({ username: 'dueno', role: 'owner' }, { username: 'ana', role: 'owner' })).toBe('drop');
  });

  it('STAFF another role drops the waiting save and opens its own area', () => {
    expect(
      signInAgainOutcome({ username: 'dueno', role: 'owner' }, { username: 'secretaria', role: 'secretary' }),
    ).toBe('dropAndLeave');
  });
});
