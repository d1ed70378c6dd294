import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA lives in web/; the API server (server/) serves web/dist in production and is reached
// through the proxy in development, so the browser's Origin stays the app's (better-auth checks it).
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fromRoot('./common/src'),
    },
  },
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
