import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { publicWrite } from '../../src/server/http/publicWrite';
import { notifyStaff } from '../../src/server/notify';

describe('visitor writes', () => {
  it('SHELL-18 a public write is limited per IP with a JSON 429, and its notification lands in the bell in the same transaction', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-public-'));
    const db = openDb({ dataDir });
    try {
      await migrate(db);
      const app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir }) });
      app.post('/api/test-visitor', { config: publicWrite(2) }, async () => {
        await db.kysely.transaction().execute((trx) => notifyStaff(trx, 'mensaje', 'Nuevo mensaje de prueba'));
        return { ok: true };
      });
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await app.inject({ method: 'POST', url: '/api/test-visitor', payload: {} }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers[2].json()).toEqual({ error: 'Too many requests. Try again later.', code: 'rate_limited' });
      const rows = await db.kysely.selectFrom('admin_notifications').select(['type', 'text', 'read']).execute();
      expect(rows).toEqual([
        { type: 'mensaje', text: 'Nuevo mensaje de prueba', read: 0 },
        { type: 'mensaje', text: 'Nuevo mensaje de prueba', read: 0 },
      ]);
      await app.close();
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
