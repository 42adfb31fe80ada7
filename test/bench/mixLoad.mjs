// The realistic mix, run by autocannon in a process of its own: each connection goes round 21 requests, twenty
// reads (paged searches with varied terms and pages, pages by id, and today's manifest where the server has one)
// and one write (a create or an update, in turn), so a write lands among the reads and kept answers are rebuilt
// as they would be in use. Arguments: a JSON object { url, cookie, seconds, connections, flavor, manifest }, where
// flavor is 'ours' or 'json' (json-server 1.0 has no full-text search: as in run.ts's search row, its search is a
// field filter over every record, sorted by date, here on either status; its manifest is its unpaged list of one
// date). Prints autocannon's result as JSON.
import autocannon from 'autocannon';

const { url, cookie, seconds, connections, flavor, manifest } = JSON.parse(process.argv[2]);

// Deterministic, so every server in a run is asked the same kind of sequence.
let seed = 25;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

// What an owner types: the seed's things and places (test/../seed/largeData.ts), common and rare.
const TERMS = [
  'excursi',
  'traslado',
  'catamar',
  'cascadas',
  'telef',
  'snorkel',
  'zip line',
  'sosua',
  'cabarete',
  'cofresi',
  'playa dorada',
  'luperon',
  'imbert',
  'privada',
  'chofer',
  'pagina 42',
  'pagina 777',
  'rio san',
];
const day = () =>
  `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-` +
  `${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
const list = (params) =>
  `/api/pages?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`;
const body = () =>
  JSON.stringify({
    title: `Excursión ${Math.floor(random() * 1e6)}`,
    content: '<p>Salida desde <b>Sosúa</b></p>',
    status: 'draft',
    date: day(),
  });

const ours = flavor === 'ours';
const reads = {
  search: () => {
    const start = 20 * Math.floor(random() * 3);
    return ours
      ? list({ filter: { q: pick(TERMS) }, range: [start, start + 19], sort: ['date', 'DESC'] })
      : `/pages?status=${pick(['published', 'draft'])}&_page=${start / 20 + 1}&_per_page=20&_sort=-date`;
  },
  byId: () => `${ours ? '/api' : ''}/pages/${1 + Math.floor(random() * 10_000)}`,
  manifest: () => (ours ? `/api/manifest?date=${day()}` : `/pages?date=${day()}`),
};
const get = (path) => ({ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) });
const readKinds = manifest ? ['search', 'byId', 'search', 'byId', 'manifest'] : ['search', 'byId'];
const requests = Array.from({ length: 20 }, (_, index) => get(reads[readKinds[index % readKinds.length]]));
let writes = 0;
requests.push({
  headers: { 'content-type': 'application/json' },
  setupRequest: (request) => {
    writes += 1;
    if (writes % 2) return { ...request, method: 'POST', path: ours ? '/api/pages' : '/pages', body: body() };
    // json-server's PUT would replace the record; PATCH is its update of some fields, as our PUT is.
    return { ...request, method: ours ? 'PUT' : 'PATCH', path: reads.byId(), body: body() };
  },
});

const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {}, requests });
process.stdout.write(JSON.stringify(result));
