import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { isEmpty, seed } from './seed';
import { join } from 'node:path';
import { demoData } from './demoData';
import { seedMediaFiles } from './seedMediaFiles';
import { largeData } from './largeData';

/** npm run seed [-- --size large|<n>]: fills DATA_DIR or DATABASE_URL when it is empty. */
async function main() {
  const args = process.argv.slice(2);
  const sizeArg = args.includes('--size') ? args[args.indexOf('--size') + 1] : 'demo';
  if (sizeArg !== 'demo' && sizeArg !== 'large' && !(Number.isInteger(Number(sizeArg)) && Number(sizeArg) > 0)) {
    throw new Error(`--size must be demo, large or a positive number, not "${sizeArg ?? ''}"`);
  }
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  if (!(await isEmpty(db))) {
    console.error('The database already holds data; seed an empty DATA_DIR or database.');
    process.exitCode = 1;
  } else {
    const size = sizeArg === 'large' ? 10_000 : Number(sizeArg);
    const data = sizeArg === 'demo' ? demoData() : largeData(size);
    await seed(db, data);
    // The large sets are for measuring; drawing thousands of pictures would only slow the seed down.
    if (sizeArg === 'demo') await seedMediaFiles(join(config.dataDir, 'media'), data);
    console.log(`Seeded ${sizeArg === 'demo' ? 'the demo data' : `${size} records of each entity`} (${db.dialect})`);
  }
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
