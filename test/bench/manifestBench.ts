/**
 * Issue 22's figure: the manifest of a busy cruise day (200 bookings over several tours, three ships in port,
 * drivers and vehicles assigned) answers in under 50 ms at p99 on SQLite. The bookings are taken through the API
 * on a day of their own, as staff take them, so the answer is built by the same rules as any day's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { stop } from './processes';
import type { Figures } from './goals';

export const MANIFEST_BOOKINGS = 200;
const GOAL_P99_MS = 50;
const TOURS = [1, 2, 3, 5, 9, 11];
const SHIPS = [
  ['Carnival Pride', 'Amber Cove', '08:00', '16:30'],
  ['MSC Seashore', 'Taino Bay', '07:00', '14:30'],
  ['Norwegian Getaway', 'Amber Cove', '09:00', '17:30'],
];

interface Server {
  child: ChildProcess;
  url: string;
  cookie: string;
}
export interface ManifestBenchDeps {
  startOurs(dataDir: string, size: number | 'demo'): Promise<Server>;
  /** Our server again on a database already filled, with its own environment. */
  startOn(dataDir: string, env: Record<string, string>): Promise<Server>;
  load(url: string, cookie: string, method: 'GET', pid?: number): Promise<Figures>;
}

/** A day 60 days on, clear of the demo's bookings, so the day holds exactly the bookings made here. */
const busyDay = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

async function send(
  server: Pick<Server, 'url' | 'cookie'>,
  method: string,
  path: string,
  body: unknown,
): Promise<{ id: number }> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: server.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { id: number };
}

/** A cruise day as staff take it through the API: ships in port, bookings, each tour's driver and vehicle. */
export async function fillBusyDay(server: Pick<Server, 'url' | 'cookie'>, day: string, bookings = MANIFEST_BOOKINGS) {
  const ships = [];
  for (const [ship, terminal, arrival_time, all_aboard_time] of SHIPS)
    ships.push(
      await send(server, 'POST', '/api/ship-calls', { ship, terminal, date: day, arrival_time, all_aboard_time }),
    );
  const van = await send(server, 'POST', '/api/fleet-vehicles', { name: 'Bench coach', plate: 'B1', seats: 30 });
  for (let index = 0; index < bookings; index += 1) {
    const minutes = 7 * 60 + (index % 36) * 5;
    await send(server, 'POST', '/api/reservations', {
      nombre: `Guest ${index}`,
      fecha: day,
      tour_id: TOURS[index % TOURS.length],
      adults: 1 + (index % 4),
      children: index % 3 === 0 ? 1 : 0,
      telefono: '+1 809 555 0100',
      language: index % 2 ? 'en' : 'es',
      pickup_kind: 'cruise_port',
      pickup_place: SHIPS[index % 3][1],
      pickup_time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      source: 'agency',
      source_name: 'Bench Travel',
      estado: 'confirmada',
      overbook: true,
      ship_call_id: ships[index % 3].id,
    });
  }
  // The demo's drivers: ramon.diaz (3), whose login the benches use, carries the even tours, yanelis.p (4) the others.
  for (const tourId of TOURS)
    await send(server, 'PUT', `/api/manifest/departures/${tourId}/${day}`, {
      driver_id: 3 + (tourId % 2),
      fleet_vehicle_id: van.id,
    });
}

/** The bench's row for the manifest, beside its goal. */
/**
 * The bench's rows for the manifest, beside its goal: as the server answers it (a day's answer kept until the
 * next write, db/answerCache.ts), and built anew for every request (LIST_CACHE=off), the cost after each write.
 */
export async function manifestLines({ startOurs, startOn, load }: ManifestBenchDeps): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-'));
  let server: Server | undefined;
  try {
    server = await startOurs(dataDir, 'demo');
    const day = busyDay();
    console.log(`  demo records: a busy cruise day of ${MANIFEST_BOOKINGS} bookings…`);
    await fillBusyDay(server, day);
    const path = `/api/manifest?date=${day}`;
    const kept = await load(`${server.url}${path}`, server.cookie, 'GET', server.child.pid);
    stop(server.child);
    server = await startOn(dataDir, { LIST_CACHE: 'off' });
    const anew = await load(`${server.url}${path}`, server.cookie, 'GET', server.child.pid);
    const measured = (figures: Figures) =>
      `${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `${((figures.cpuUs ?? 0) / 1000).toFixed(2)} ms CPU an answer`;
    return [
      '| day’s run (SQLite) | measured | target | met |',
      '|---|---|---|---|',
      `| manifest of a busy cruise day (${MANIFEST_BOOKINGS} bookings), as served (kept until a write), p99 ` +
        `| ${measured(kept)} | p99 < ${GOAL_P99_MS} ms | ${kept.p99 < GOAL_P99_MS ? 'yes' : 'NO'} |`,
      // What the first read after a write costs; ten phones asking at once only after a write is not the load the goal
      // names.
      `| the same built anew for every request (LIST_CACHE=off) | ${measured(anew)} | (the first read after ` +
        `a write) | — |`,
    ];
  } finally {
    if (server) stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
