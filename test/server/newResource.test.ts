import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every file under `folder` (not node_modules), as repository paths. */
function filesOf(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.name === 'node_modules' || entry.name === '.git') return [];
    return entry.isDirectory() ? filesOf(root, path) : [relative(root, path)];
  });
}
const contentsOf = (root: string) =>
  new Map(filesOf(root).map((path) => [path, readFileSync(join(root, path), 'utf8')]));
/** The guide's code without its comments or layout: what the generated code must contain. */
const bare = (code: string) => code.replace(/\/\/[^\n]*/g, '').replace(/\s+/g, '');

/**
 * docs/ADDING_A_RESOURCE.md followed literally on a throwaway resource: `npm run new:resource tour-extras` on a copy
 * of the repository, which must then typecheck and serve the new resource, having changed only the 2 existing files
 * the guide names (the declarations' list and the word registry).
 */
describe('STRUCTURE adding a resource by the generator', () => {
  let copy: string;
  let before: Map<string, string>;
  let after: Map<string, string>;
  const guide = readFileSync('docs/ADDING_A_RESOURCE.md', 'utf8');

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'ep-new-resource-'));
    for (const entry of ['src', 'test', 'scripts', 'docs', 'public', 'index.html'])
      cpSync(entry, join(copy, entry), { recursive: true });
    for (const file of readdirSync('.').filter((name) => /\.(json|ts|js|cjs)$|^\.prettierrc/.test(name)))
      cpSync(file, join(copy, file));
    symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
    before = contentsOf(copy);
    // The command as the guide writes it, in the copy.
    const command = guide.match(/^npm run new:resource ([a-z-]+)/m);
    expect(command?.[1]).toBe('tour-extras');
    execFileSync('npm', ['run', '-s', 'new:resource', command![1]], { cwd: copy, stdio: 'pipe' });
    after = contentsOf(copy);
  }, 60_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('STRUCTURE it changes 2 existing files, the two the guide names, and writes the new ones it lists', () => {
    const changed = [...before].filter(([path, text]) => after.get(path) !== text).map(([path]) => path);
    expect(changed.sort()).toEqual(['src/domain/resources.ts', 'src/i18n/features.ts']);
    const created = [...after.keys()].filter((path) => !before.has(path)).sort();
    const migration = created.find((path) => path.startsWith('src/server/db/migrations/'));
    expect(migration).toMatch(/^src\/server\/db\/migrations\/\d{3}-tour-extras\.ts$/);
    expect(created).toEqual(
      [
        'src/domain/tourExtras.ts',
        migration,
        'src/admin/resources/tour-extras/index.ts',
        'src/admin/resources/tour-extras/forms.ts',
        'src/admin/resources/tour-extras/TourExtrasList.tsx',
        'src/admin/resources/tour-extras/TourExtrasCreate.tsx',
        'src/admin/resources/tour-extras/TourExtrasEdit.tsx',
        'src/admin/resources/tour-extras/TourExtrasInputs.tsx',
        'src/i18n/tourExtras/es.ts',
        'src/i18n/tourExtras/en.ts',
        'test/server/tour-extras.test.ts',
      ].sort(),
    );
    // Every file the guide's table names is one of them.
    for (const [, named] of guide.matchAll(/^\| `([^`]+)` \(new\)/gm))
      expect([
        named,
        created.some((path) => path.startsWith(named.replace('NNN', /(\d{3})-/.exec(migration!)![1]))),
      ]).toEqual([named, true]);
  });

  it("STRUCTURE the guide's examples are the generated code (declaration and migration)", () => {
    const examples = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code]) => bare(code));
    const declaration = bare(after.get('src/domain/tourExtras.ts')!);
    const migration = bare([...after].find(([path]) => /migrations\/\d{3}-tour-extras/.test(path))![1]);
    expect(declaration).toContain(examples[0]);
    expect(migration).toContain(examples[1]);
  });

  it('STRUCTURE the copy typechecks with the new resource in it', () => {
    const generated = [...after.keys()].filter((path) => !before.has(path) && /\.tsx?$/.test(path));
    writeFileSync(
      join(copy, 'tsconfig.generated.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [...generated, 'src/domain/resources.ts', 'src/i18n/features.ts', 'test/server/support/*.ts'],
      }),
    );
    const tsc = spawnSync(
      'node',
      ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.generated.json'],
      {
        cwd: copy,
        encoding: 'utf8',
      },
    );
    expect([tsc.status, tsc.stdout + tsc.stderr]).toEqual([0, '']);
    expect(existsSync(join(copy, 'src/domain/tourExtras.ts'))).toBe(true);
  }, 400_000);

  it('STRUCTURE the copy serves it: the generated API test passes there (migrated, routed, words in Spanish)', () => {
    const output = execFileSync('npx', ['vitest', 'run', 'test/server/tour-extras.test.ts'], {
      cwd: copy,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    expect(plain).toMatch(/Tests\s+\d+ passed/);
    expect(plain).not.toMatch(/failed/);
  }, 400_000);
});
