import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { agreementDocxPlugin } from './build/agreement-docx.ts';

// The API server (apps/server) listens on 8080 and also serves the built app from dist/ in production.
// XCB_API_URL points the dev server elsewhere (e.g. a second server on another port).
const api = process.env.XCB_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), agreementDocxPlugin()],
  server: {
    port: 5173,
    proxy: {
      '^/.*\\.action': { target: api, changeOrigin: true },
      '/ChatWebsocket': { target: api, ws: true, changeOrigin: true },
      '/QrCodeWebsocket': { target: api, ws: true, changeOrigin: true },
      '/openapi.json': { target: api, changeOrigin: true },
      '/docs': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
      '/course_media': { target: api, changeOrigin: true },
      '/oauth': { target: api, changeOrigin: true },
      '/__sandbox': { target: api, changeOrigin: true },
      '/__dev': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to hold the first-load budget
    manifest: true,
    rolldownOptions: {
      output: {
        // Vendor code changes far less often than ours, so it gets its own long-cached chunks. antd has no
        // group of its own: the shell and the light pages (/, /login, /training) do without it (issue 12), so
        // the automatic splitting shares its modules among the pages that use them, each page loading only
        // the components it shows (a single antd group would make every antd page load all of antd).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
