import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8081';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  base: '/ep-control/',
  // The entry (login) is ~120 kB gzip; the role area chunk with react-admin ~265 kB and the rich-text editor
  // ~146 kB load lazily. The manifest lists each chunk's imports for test/bench/bundleSizes.ts.
  build: { outDir: 'dist/app', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
