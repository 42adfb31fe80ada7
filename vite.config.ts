import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8081';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  base: '/ep-control/',
  // react-admin with MUI is one ~1.2 MB (≈380 kB gzip) entry chunk; the rich-text editor is split off.
  build: { outDir: 'dist/app', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1400 },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
