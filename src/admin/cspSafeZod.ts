import { config } from 'zod';

// Zod tries `new Function` once to compile faster parsers; the server's Content-Security-Policy has no
// 'unsafe-eval', so the browser refuses it and reports a violation (zod then parses without it anyway).
// Jitless parsing is the same parsing without the probe. Imported first by RoleArea.tsx, before any schema parses.
config({ jitless: true });
