import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/admin/components/csv';
import { csvRowOf } from '../../../src/admin/screens/activity/auditLabels';
import type { AuditEntry } from '../../../src/domain/audit';

describe('CSV export', () => {
  it('API-81 quotes commas, quotes and line breaks, leaves empty values empty', () => {
    expect(
      toCsv(
        ['a', 'b', 'c'],
        [
          { a: 'x, y', b: 'say "hi"', c: null },
          { a: 'line\nbreak', b: 3, c: undefined },
        ],
      ),
    ).toBe('a,b,c\r\n"x, y","say ""hi""",\r\n"line\nbreak",3,');
  });

  it('API-81 a cell a spreadsheet would run as a formula (= + - @) opens as text', () => {
    expect(
      toCsv(
        ['v'],
        [{ v: '=HYPERLINK("http://x")' }, { v: '+1' }, { v: '-2+3' }, { v: '@SUM(A1)' }, { v: 'ok=1' }],
      ).split('\r\n'),
    ).toEqual(['v', `"'=HYPERLINK(""http://x"")"`, "'+1", "'-2+3", "'@SUM(A1)", 'ok=1']);
  });

  it('BOOKING the activity CSV names a booking by its reference (EP-000365), any other record by its id', () => {
    const entry = (resource: string, record_id: number) =>
      ({
        at: '',
        username: 'guest',
        role: 'guest',
        resource,
        record_id,
        action: 'update',
        before: null,
        after: null,
      }) as AuditEntry;
    expect(csvRowOf(entry('reservas', 365)).registro).toBe('EP-000365');
    expect(csvRowOf(entry('pages', 7)).registro).toBe(7);
  });
});
