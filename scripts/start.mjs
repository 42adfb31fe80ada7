// `npm start`: build what is missing, then run the compiled server (it migrates and seeds an empty database).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './serverFlags.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync('dist/app/index.html') || !existsSync('dist/server/main.js')) {
  console.log('Building the app and the server (first start only)…');
  const built = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const env = { ...SERVER_ENV, ...process.env };
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
