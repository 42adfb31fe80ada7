// The write limit of the bench: node:http and better-sqlite3 doing what a create of ours does in the database
// (the page with its search column, its audit row, and the search index's queued notes replayed into FTS5, in one
// transaction, on the same file with the same pragmas) and nothing else: no routing, no session, no validation,
// no sanitizing, one transaction per request. Arguments: port, and the data folder holding ep-control.db.
import { createServer } from 'node:http';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

const [port, dataDir] = process.argv.slice(2);
const db = new SQLite(join(dataDir, 'ep-control.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');

const insertPage = db.prepare(
  'insert into pages (title, content, status, date, search, created_at, updated_at) values (?, ?, ?, ?, ?, ' +
    '?, ?) returning *',
);
const insertAudit = db.prepare(
  `insert into audit_log (at, created_at, updated_at, username, role, resource, record_id, action, before, after, \
search)
   values (?, ?, ?, 'dueno', 'Owner', 'pages', ?, 'create', null, ?, 'pages create dueno')`,
);
const queued = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'search_queue'").get();
const replays = queued
  ? ['pages', 'audit_log'].map((table) =>
      db.prepare(
        `insert into ${table}_search(${table}_search, rowid, search) select op, rid, search from ` +
          `search_queue where tbl = '${table}' order by seq`,
      ),
    )
  : [];
const clear = queued && db.prepare('delete from search_queue');

const create = db.transaction((data) => {
  const now = new Date().toISOString();
  const search = `${data.title} ${data.content}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const row = insertPage.get(data.title, data.content, data.status, data.date, search, now, now);
  delete row.search;
  const body = JSON.stringify(row);
  insertAudit.run(now, now, now, row.id, body);
  for (const replay of replays) replay.run();
  if (clear) clear.run();
  return body;
});

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method !== 'POST') {
      response.writeHead(204).end();
      return;
    }
    const body = create(JSON.parse(Buffer.concat(chunks).toString()));
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
}).listen(Number(port), '127.0.0.1');
