import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const port = 9556;
const srv = spawn('node', ['.builds/new/server/main.js'], { env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'p-')), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', APP_DIR: process.env.APPD ?? '.builds/new/app' }, stdio: 'ignore' });
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) { try { await fetch(`${url}/api/auth/me`); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: url });
const page = await ctx.newPage();
await page.goto('/ep-control/login');
await page.getByLabel('Usuario').fill('dueno');
await page.getByLabel('Contraseña').fill('dueno');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForURL(/dueno/);
const msgs: string[] = [];
page.on('console', (m) => { if (m.text().includes('LAZYBUILD')) msgs.push(m.text()); });
await page.goto(process.env.ROUTE ?? '/ep-control/dueno/reservas');
await page.locator(process.env.SEL ?? 'main table tbody tr').first().waitFor();
await page.waitForTimeout(500);

const ctx2 = await browser.newContext({ baseURL: url, storageState: await ctx.storageState() });
for (let k = 0; k < 3; k++) {
const p2 = await ctx2.newPage();
await p2.goto('about:blank');
await p2.evaluate(() => { (window as any).__lt = []; });
await p2.addInitScript(() => { (window as any).__lt = []; const marks: Record<string, number> = {}; (window as any).__hist = []; const of = window.fetch.bind(window); (window as any).fetch = (u: any, i?: any) => { (window as any).__hist.push(['fetch', Math.round(performance.now()), String(u).slice(0, 50)]); return of(u, i); }; const ost = window.setTimeout.bind(window); (window as any).setTimeout = (fn: any, d?: number, ...a: any[]) => { if (d && d > 0) (window as any).__hist.push(['setTimeout', Math.round(performance.now()), d, (new Error().stack ?? '').split('\n')[2]?.trim().slice(0, 80)]); return ost(fn, d, ...a); }; for (const m of ['pushState', 'replaceState'] as const) { const o = history[m].bind(history); (history as any)[m] = (st: any, t: string, u?: string) => { (window as any).__hist.push([m, Math.round(performance.now()), String(u).slice(0, 90)]); return o(st, t, u); }; } (window as any).__marks = marks; const sels: Record<string, string> = { main: 'main', tabs: '.MuiTabs-root', table: 'main table', row: 'main table tbody tr', menu: '.RaSidebar-root', card: '[data-testid=card-Reservas]', progress: '[role=progressbar]' }; new MutationObserver(() => { for (const [k, sel] of Object.entries(sels)) if (!marks[k] && document.querySelector(sel)) marks[k] = Math.round(performance.now()); }).observe(document, { subtree: true, childList: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const t0 = Date.now();
await p2.goto(process.env.ROUTE ?? '/ep-control/dueno/reservas');
await p2.locator(process.env.SEL ?? 'main table tbody tr').first().waitFor();
const shown = await p2.evaluate(() => performance.now());
const out = await p2.evaluate(() => ({ res: performance.getEntriesByType('resource').map((e: any) => [e.name.replace(location.origin, '').slice(0, 60), Math.round(e.startTime), Math.round(e.responseEnd)]), nav: (performance.getEntriesByType('navigation')[0] as any).responseEnd, lt: (window as any).__lt, marks: (window as any).__marks, hist: (window as any).__hist, paint: performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]) }));
if (k === 2) { console.log('shown at', Math.round(shown), 'nav responseEnd', Math.round(out.nav)); for (const r of out.res) console.log('  res', r.join(' ')); console.log('  longtasks', JSON.stringify(out.lt)); console.log('  paint', JSON.stringify(out.paint)); console.log('  marks', JSON.stringify(out.marks)); console.log('  hist', JSON.stringify(out.hist)); }
await p2.close();
}
await browser.close(); srv.kill();
