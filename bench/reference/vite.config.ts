import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Built by the browser bench into bench/out/reference and served under /bench-reference/ by the bench's server.
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: '/bench-reference/',
  plugins: [react()],
  build: { outDir: resolve(import.meta.dirname, '../out/reference'), emptyOutDir: true },
});
