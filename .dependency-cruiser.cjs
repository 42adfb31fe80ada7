/**
 * The layer rules of docs/ARCHITECTURE.md, checked by `npm run lint` (`depcruise src`): each layer imports only the
 * layers below it, nothing imports back up, and there is no import cycle. A slip fails lint instead of waiting for
 * a review (test/server/layers.test.ts plants one to prove it).
 */

// The app (src/admin), lowest first: base pieces, then resources, the layout around them, the custom screens that
// may show resources and the menu, and the wiring that puts them together.
const ADMIN_BASE =
  '^src/admin/(i18n|providers|components)/|^src/admin/(entryRouter|PageLoading|cspSafeZod|areaPaths|firstRows)\\.tsx?$';
const ADMIN_WIRING = '^src/admin/(App|RoleArea|main|firstScreens|areaChunks)\\.tsx?$';
const ADMIN_RESOURCES = '^src/admin/resources/';
const ADMIN_LAYOUT = '^src/admin/layout/';
const ADMIN_SCREENS = '^src/admin/screens/';

// The server (src/server), lowest first: db, infrastructure, the shared crud routes, the areas, the wiring.
const SERVER_DB = '^src/server/db/';
const SERVER_INFRA = '^src/server/(http|auth|media)/|^src/server/(notify|mail|deps|config|moduleFolder)\\.ts$';
const SERVER_CRUD = '^src/server/crud/';
const SERVER_AREAS = '^src/server/(routes|bookings)/';
const SERVER_WIRING = '^src/server/seed/|^src/server/(areas|app|serve|main)\\.ts$';

const either = (...patterns) => patterns.join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle has no bottom: neither side can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-neither-side',
      comment: 'src/domain (declarations, schemas, rules) is shared by the app and the server: it imports neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(admin|server)/' },
    },
    {
      name: 'words-import-neither-side',
      comment: 'src/i18n (the words both sides read) imports neither the app nor the server.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(admin|server)/' },
    },
    {
      name: 'server-not-admin',
      comment: 'The server never imports the app: what both need lives in src/domain or src/i18n.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/admin/' },
    },
    {
      name: 'admin-not-server',
      comment: 'The app talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/admin/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'migrations-only-by-the-migrator',
      comment: 'A migration is history: only the migrator loads it (db/migrate.ts, by folder), nothing imports one.',
      severity: 'error',
      from: { pathNot: '^src/server/db/(migrate\\.ts$|migrations/)' },
      to: { path: '^src/server/db/migrations/' },
    },
    {
      name: 'admin-base-not-up',
      comment: 'i18n, providers and components sit under every screen: they import no resource, layout or screen.',
      severity: 'error',
      from: { path: ADMIN_BASE },
      to: { path: either(ADMIN_RESOURCES, ADMIN_LAYOUT, ADMIN_SCREENS, ADMIN_WIRING) },
    },
    {
      name: 'admin-resources-not-up',
      comment: 'A resource folder imports no screen or layout: a piece both need moves to components/ or its owner.',
      severity: 'error',
      from: { path: ADMIN_RESOURCES },
      to: { path: either(ADMIN_LAYOUT, ADMIN_SCREENS, ADMIN_WIRING) },
    },
    {
      name: 'admin-layout-not-up',
      comment: 'The layout (menu, app bar, dialogs around every page) imports no custom screen.',
      severity: 'error',
      from: { path: ADMIN_LAYOUT },
      to: { path: either(ADMIN_SCREENS, ADMIN_WIRING) },
    },
    {
      name: 'admin-screens-not-wiring',
      comment: 'Screens do not import the entry or the area that wire them.',
      severity: 'error',
      from: { path: ADMIN_SCREENS },
      to: { path: ADMIN_WIRING },
    },
    {
      name: 'server-db-is-the-bottom',
      comment:
        'db (Kysely, queries, migrations, group commit) imports nothing above it: not http, auth, crud, routes, media.',
      severity: 'error',
      from: { path: SERVER_DB },
      to: {
        path: either(SERVER_INFRA, SERVER_CRUD, SERVER_AREAS, SERVER_WIRING),
        pathNot: '^src/server/moduleFolder\\.ts$',
      },
    },
    {
      name: 'server-infrastructure-not-up',
      comment: 'http, auth, media, notify, mail and deps serve every area: they import no crud route, area or wiring.',
      severity: 'error',
      from: { path: SERVER_INFRA },
      to: { path: either(SERVER_CRUD, SERVER_AREAS, SERVER_WIRING) },
    },
    {
      name: 'server-crud-not-up',
      comment: 'The derived routes serve every area: they import no area and no wiring.',
      severity: 'error',
      from: { path: SERVER_CRUD },
      to: { path: either(SERVER_AREAS, SERVER_WIRING) },
    },
    {
      name: 'server-areas-not-wiring',
      comment: 'An area is registered by areas.ts; it imports no wiring (and the demo data tool is wiring).',
      severity: 'error',
      from: { path: SERVER_AREAS },
      to: { path: SERVER_WIRING },
    },
    {
      name: 'server-area-not-another-areas-plugin',
      comment:
        "An area may use another area's plain functions where one rule spans both, never its plugin (index.ts): " +
        'areas.ts alone registers areas.',
      severity: 'error',
      from: { path: '^src/server/routes/([^/]+)/' },
      to: { path: '^src/server/routes/[^/]+/index\\.ts$', pathNot: '^src/server/routes/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.builds)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
