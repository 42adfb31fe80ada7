// Issue 37 for the docs: Markdown lines stay within 120 characters like the code (ESLint's max-len), except a
// table's rows, which Markdown can't wrap.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const MAX = 120;

function* markdown(path) {
  if (path.endsWith('.md')) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() || entry.name.endsWith('.md')) yield* markdown(join(path, entry.name));
  }
}

const long = [...markdown('README.md'), ...markdown('docs'), ...markdown('src')].flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      line.length > MAX && !line.trimStart().startsWith('|') ? [`${file}:${index + 1}: ${line.length}`] : [],
    ),
);
if (long.length) {
  console.error(`Markdown lines over ${MAX} characters (table rows excepted):\n${long.join('\n')}`);
  process.exit(1);
}
