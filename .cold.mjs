import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const builds = process.argv.slice(2);
const seed = {};
let port = 9700;
const once = async (b, dir) => {
  const p = port++;
  const t0 = performance.now();
  const child = spawn('node', [`.builds/${b}/server/main.js`], { env: { ...process.env, DATA_DIR: dir, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, stdio: 'ignore' });
  for (;;) { try { const r = await fetch(`http://127.0.0.1:${p}/api/auth/me`); await r.text(); break; } catch { await new Promise((r) => setTimeout(r, 5)); } }
  const ms = performance.now() - t0;
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpu = (Number(stat[11]) + Number(stat[12])) * 10;
  child.kill(); await new Promise((r) => child.on('exit', r));
  return [ms, cpu];
};
for (const b of builds) { seed[b] = mkdtempSync(join(tmpdir(), 'cold-')); await once(b, seed[b]); }
const res = Object.fromEntries(builds.map((b) => [b, { ms: [], cpu: [] }]));
for (let i = 0; i < 9; i++) for (const b of builds) { const [ms, cpu] = await once(b, seed[b]); res[b].ms.push(ms); res[b].cpu.push(cpu); }
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(0);
for (const b of builds) console.log(b, 'first answer ms', med(res[b].ms), 'cpu ms', med(res[b].cpu));
