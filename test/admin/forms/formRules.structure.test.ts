import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '../support/sourceFiles';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const ADMIN = join(ROOT, 'src/admin');

/** react-admin's rule builders: each would write again, beside a field, a rule its domain schema declares. */
const RULE_BUILDERS = ['required', 'minValue', 'maxValue', 'minLength', 'maxLength', 'regex', 'email', 'number'];

/** The only files that may still import one, each with why. */
const ALLOWED: Record<string, string> = {
  'src/admin/resources/reservas/BookingForm.tsx':
    'price_total and price_reason are required only while price_override is on (agreedPrice): a rule across ' +
    "fields, not one field's",
  'src/admin/resources/reservas/DepartureInputs.tsx':
    'departure_time is required only when the chosen tour has more than one departure (issue 42): a rule ' +
    "across records, not one field's",
};

/** The names a file imports from 'react-admin' (one import may span lines). */
const reactAdminImports = (text: string) =>
  [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-admin'/g)].flatMap((match) =>
    match[1].split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    ),
  );

describe('FORMS a form takes its rules from the domain schema', () => {
  it(
    "FORMS no file under src/admin imports react-admin's rule builders, but the listed ones for a rule no " +
      'schema field holds',
    () => {
      const offenders = sourceFiles(ADMIN, /\.tsx?$/)
        .map((path) => ({
          file: relative(ROOT, path),
          names: reactAdminImports(readFileSync(path, 'utf8')).filter((name) => RULE_BUILDERS.includes(name)),
        }))
        .filter(({ file, names }) => names.length > 0 && !(file in ALLOWED));
      expect(offenders).toEqual([]);
    },
  );

  it('FORMS every allowed file still needs its exception (a stale one would hide a new rule written again)', () => {
    for (const file of Object.keys(ALLOWED)) {
      const names = reactAdminImports(readFileSync(join(ROOT, file), 'utf8'));
      expect(
        names.some((name) => RULE_BUILDERS.includes(name)),
        file,
      ).toBe(true);
    }
  });
});
