import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appChunks } from './vite.chunks.ts';
import { precompress } from './vite.compress.ts';
import { firstCallsEntry } from './vite.firstCalls.ts';

export default defineConfig({
  plugins: [react(), firstCallsEntry(), precompress()],
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: appChunks(import.meta.dirname) } },
    // the app's first screen is one file by design (vite.chunks.ts): about 900 kB before compression
    chunkSizeWarningLimit: 1024,
  },
});
