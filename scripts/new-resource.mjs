#!/usr/bin/env node
/**
 * `npm run new:resource <name>`: a new resource from one template (docs/ADDING_A_RESOURCE.md): its declaration,
 * migration, screen folder, words and tests as new files, and lines in two existing files (the declaration in
 * src/domain/resources.ts, the words in src/i18n/features.ts). `--root <folder>` writes into another checkout
 * (the guide's test runs it on a copy). The name is the spec's route, in kebab case (e.g. `tour-extras`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as prettier from 'prettier';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : process.cwd();
const [name] = args;
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:resource <name>   (kebab case, e.g. tour-extras)');
  process.exit(1);
}

const camel = name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const table = name.replace(/-/g, '_');
const resource = `${camel}Resource`;
const file = (path) => join(root, path);

const written = [];

/** A new file; never over an existing one. */
function create(path, text) {
  if (existsSync(file(path))) throw new Error(`${path} exists already: pick another name`);
  mkdirSync(dirname(file(path)), { recursive: true });
  writeFileSync(file(path), text.replace(/^\n/, ''));
  written.push(path);
  console.log(`created ${path}`);
}

/** One existing file, changed by inserting `line` before the first match of `before`. */
function insert(path, before, line) {
  const text = readFileSync(file(path), 'utf8');
  const at = text.search(before);
  if (at < 0) throw new Error(`${path}: cannot find where to add ${line.trim()}`);
  writeFileSync(file(path), text.slice(0, at) + line + text.slice(at));
}

/** One existing file, changed by adding an import after its last one-line import. */
function addImport(path, line) {
  const text = readFileSync(file(path), 'utf8');
  const last = [...text.matchAll(/^import [^\n]*;$/gm)].at(-1);
  if (!last) throw new Error(`${path}: no import to add ${line} after`);
  const at = last.index + last[0].length;
  writeFileSync(file(path), `${text.slice(0, at)}\n${line}${text.slice(at)}`);
}

/** One existing file, changed by adding `line` after the last line matching `pattern` (a global, multiline RegExp). */
function insertAfterLast(path, pattern, line) {
  const text = readFileSync(file(path), 'utf8');
  const last = [...text.matchAll(pattern)].at(-1);
  if (!last) throw new Error(`${path}: cannot find where to add ${line}`);
  const at = last.index + last[0].length;
  writeFileSync(file(path), `${text.slice(0, at)}\n${line}${text.slice(at)}`);
}

/** The existing files the generator changes (docs/ADDING_A_RESOURCE.md names them). */
const changed = ['src/domain/resources.ts', 'src/i18n/features.ts'];

const migrations = 'src/server/db/migrations';
const next = Math.max(...readdirSync(file(migrations)).map((entry) => Number.parseInt(entry, 10) || 0)) + 1;

create(
  `src/domain/${camel}.ts`,
  `
import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';

/** ${Pascal}: declared once; the server's routes, access, table type and the app's screens follow from it. */
export const ${resource} = defineResource({
  name: '${name}',
  api: '/api/${name}',
  // A builder: defineResource builds it when a form or a write first reads it.
  schema: () =>
    z.object({
      name: requiredText(120, 'ep.${camel}.nameRequired'),
      notes: text(2000).default(''),
    }),
  search: ['name', 'notes'],
  access: { read: 'staff', write: 'owner' },
  list: { sortable: ['name'], defaultSort: [['name', 'asc']] },
  screens: true,
  menu: {},
});

export type ${Pascal} = RecordOf<typeof ${resource}>;
`,
);

create(
  `${migrations}/${String(next).padStart(3, '0')}-${name}.ts`,
  `
import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** ${Pascal}: the fields of src/domain/${camel}.ts. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, '${table}', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo('')),
  );
}
`,
);

const folder = `src/admin/resources/${name}`;
create(
  `${folder}/index.ts`,
  `
import LabelIcon from '@mui/icons-material/Label';
import type { ${Pascal} } from '../../../domain/${camel}';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms when one of them first opens, together (one chunk), so the area's
// first load carries no form and going from a new record to its edit page loads nothing.
const ${Pascal}List = lazyView(() => import('./${Pascal}List'), '${Pascal}List');
const forms = chunk(() => import('./forms'));
const ${Pascal}Create = lazyView(forms, '${Pascal}Create');
const ${Pascal}Edit = lazyView(forms, '${Pascal}Edit');

export default {
  list: ${Pascal}List,
  create: ${Pascal}Create,
  edit: ${Pascal}Edit,
  icon: LabelIcon,
  recordRepresentation: (record: ${Pascal}) => record.name,
};
`,
);
create(
  `${folder}/forms.ts`,
  `
export { ${Pascal}Create } from './${Pascal}Create';
export { ${Pascal}Edit } from './${Pascal}Edit';
`,
);
create(
  `${folder}/${Pascal}List.tsx`,
  `
import { Datagrid, EditButton, List, TextField, TopToolbar } from 'react-admin';
import type { ${Pascal} } from '../../../domain/${camel}';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.${camel}.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.${camel}.add" />
  </TopToolbar>
);

export function ${Pascal}List() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }}>
      <ResponsiveList<${Pascal}> primaryText={(record) => record.name}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="name" label="resources.${name}.fields.name" />
          <EditButton />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
`,
);
create(
  `${folder}/${Pascal}Inputs.tsx`,
  `
import { ${resource} } from '../../../domain/${camel}';
import { BoundedTextInput } from '../../components/BoundedTextInput';

/** Every input takes its rules from the field's schema (read when the form shows). */
export function ${Pascal}Inputs() {
  const { shape } = ${resource}.schema;
  return (
    <>
      <BoundedTextInput source="name" label="resources.${name}.fields.name" schema={shape.name} fullWidth />
      <BoundedTextInput
        source="notes"
        label="resources.${name}.fields.notes"
        schema={shape.notes}
        multiline
        minRows={3}
        fullWidth
      />
    </>
  );
}
`,
);
for (const [view, Component] of [
  ['Create', 'Create'],
  ['Edit', 'Edit'],
]) {
  create(
    `${folder}/${Pascal}${view}.tsx`,
    `
import { ${Component} } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ${Pascal}Inputs } from './${Pascal}Inputs';

export function ${Pascal}${view}() {
  const onError = useSaveFailure({ otherwise: 'ep.${camel}.saveError' });
  return (
    <${Component} mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list">
      <EntityForm>
        <${Pascal}Inputs />
      </EntityForm>
    </${Component}>
  );
}
`,
  );
}

create(
  `src/i18n/${camel}/es.ts`,
  `
/** ${Pascal}'s words in Spanish, the default, merged into the app's and the server's catalogs (src/i18n/features.ts). \
*/
export const es = {
  resources: { '${name}': { name: '${Pascal} |||| ${Pascal}', fields: { name: 'Nombre', notes: 'Notas' } } },
  ep: {
    ${camel}: {
      add: 'Añadir',
      search: 'Buscar',
      nameRequired: 'El nombre es obligatorio',
      saveError: 'No se pudo guardar',
    },
  },
};
`,
);
create(
  `src/i18n/${camel}/en.ts`,
  `
import type { es } from './es';

/** ${Pascal}'s words in English, key for key with the Spanish (src/i18n/features.ts, FEATURE_EN). */
export const en: typeof es = {
  resources: { '${name}': { name: '${Pascal} |||| ${Pascal}', fields: { name: 'Name', notes: 'Notes' } } },
  ep: {
    ${camel}: {
      add: 'Add',
      search: 'Search',
      nameRequired: 'Name is required',
      saveError: 'Could not save',
    },
  },
};
`,
);

create(
  `test/server/${name}.test.ts`,
  `
import { expect, it } from 'vitest';
import type { ${Pascal} } from '../../src/domain/${camel}';
import { describeEachDatabase } from './support/testServer';

describeEachDatabase('${Pascal} API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it('STRUCTURE ${name}: the owner creates, reads, updates and deletes one', async () => {
    const created = await asOwner<${Pascal}>('POST', '/api/${name}', { name: 'Primero' });
    expect([created.status, created.body.name, created.body.notes]).toEqual([201, 'Primero', '']);
    const updated = await asOwner<${Pascal}>('PUT', \`/api/${name}/\${created.body.id}\`, { ...created.body, notes: \
'Nota' });
    expect([updated.status, updated.body.notes, updated.body.version]).toEqual([200, 'Nota', 2]);
    expect((await asOwner('DELETE', \`/api/${name}/\${created.body.id}\`)).status).toBe(200);
    expect((await asOwner('GET', \`/api/${name}/\${created.body.id}\`)).status).toBe(404);
  });

  it('STRUCTURE ${name}: a name is required, in the staff\\'s words', async () => {
    const refused = await asOwner<{ fields: Record<string, string> }>('POST', '/api/${name}', { name: '' });
    expect([refused.status, refused.body.fields.name]).toEqual([400, 'El nombre es obligatorio']);
  });
});
`,
);

addImport('src/domain/resources.ts', `import { ${resource} } from './${camel}';`);
insert('src/domain/resources.ts', /\] as const;/, `  ${resource},\n`);
// Its words in the one registry: the Spanish module's import and line in FEATURE_ES, the English module's loader in
// FEATURE_EN (loaded on first use, so English stays a chunk of its own).
insertAfterLast(
  'src/i18n/features.ts',
  /^import \{ es as \w+ \} from '\.\/[\w]+\/es';$/gm,
  `import { es as ${camel} } from './${camel}/es';`,
);
insert('src/i18n/features.ts', /(?<=export const FEATURE_ES = \[[^\]]*)\] as const;/, `  ${camel},\n`);
insert(
  'src/i18n/features.ts',
  /(?<=export const FEATURE_EN = \[[^\]]*)\] as const/,
  `  () => import('./${camel}/en'),\n`,
);
// In the repository's one shape, so lint passes on what was generated.
for (const path of [...written, ...changed]) {
  const options = await prettier.resolveConfig(file(path));
  writeFileSync(
    file(path),
    await prettier.format(readFileSync(file(path), 'utf8'), { ...options, filepath: file(path) }),
  );
}
console.log(`changed ${changed.join(', ')}`);
