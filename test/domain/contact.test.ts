import { describe, expect, it } from 'vitest';
import { appendReplies, keepsRead, unreadBadge } from '../../src/domain/contact';
import { spanish } from './spanish';

const entry = (from: string, text: string, date = '2026-11-20T10:00:00.000Z') => ({ from, text, date });

describe('contact rules', () => {
  it('CONTACT-10 a read message stays read whatever is sent; an unread one becomes read only when asked', () => {
    expect(keepsRead(true, false)).toBe(true);
    expect(keepsRead(true, undefined)).toBe(true);
    expect(keepsRead(false, true)).toBe(true);
    expect(keepsRead(false, false)).toBe(false);
  });

  it(
    'CONTACT-11 new replies are appended, signed and dated by the server; earlier lines must come back ' + 'unchanged',
    () => {
      const stored = [entry('secretaria', 'Hola')];
      expect(appendReplies(stored, [...stored, entry('forged', 'Son 35 USD', 'old')], 'dueno', 'NOW')).toEqual([
        ...stored,
        entry('dueno', 'Son 35 USD', 'NOW'),
      ]);
      expect(appendReplies(stored, [], 'dueno', 'NOW')).toBeNull();
      expect(appendReplies(stored, [entry('secretaria', 'Hola!')], 'dueno', 'NOW')).toBeNull();
      expect(appendReplies([], [], 'dueno', 'NOW')).toEqual([]);
    },
  );

  it('CONTACT-04 the badge says New messages: n, or All messages read ✓', () => {
    expect(spanish(unreadBadge(3))).toBe('New messages: 3');
    expect(spanish(unreadBadge(0))).toBe('All messages read ✓');
  });
});
