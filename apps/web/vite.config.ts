import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { agreementDocxPlugin } from './build/agreement-docx.ts';
import { lightContractsPlugin } from './build/light-contracts.ts';
import { precompressPlugin } from './build/precompress.ts';
import { isStartModule, startPreloadPlugin } from './build/start-preload.ts';

// The API server (apps/server) listens on 8080 and also serves the built app from dist/ in production.
// XCB_API_URL points the dev server elsewhere (e.g. a second server on another port).
const api = process.env.XCB_API_URL ?? 'http://localhost:8080';

/** The router's chunk (chunkFileNames below). */
const START_CHUNK = /(^|\/)start-[^/]+\.js$/;

export default defineConfig({
  plugins: [react(), lightContractsPlugin(), agreementDocxPlugin(), startPreloadPlugin(), precompressPlugin()],
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
  // `vite build` builds both environments: the browser's app (dist) and the server's first screen of `/`
  // (dist-ssr/entry-server.js, src/entry-server.tsx), which the API server renders into the HTML.
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to hold the first-load budget
    manifest: true,
    // The modulepreload polyfill serves browsers without <link rel=modulepreload> (Safari before 17): they
    // still load every module, only without the head start; its bytes were on every first load (170 KB budget).
    modulePreload: {
      polyfill: false,
      // The router's chunk (start-…js, below) is imported by the entry once React has been evaluated; its
      // files are named in the shell's head (build/start-preload.ts) and preloaded a few per task by
      // public/after-paint.js. Vite's helper would append every one not yet appended in one task (250 ms of
      // appendChild at Lighthouse's 4x CPU): the browser's own import fetches what is still missing.
      //
      // The route table's own lazy imports (hosted in the start chunk) list only their stylesheets: Vite waits
      // for those before a page renders (no unstyled flash), while a page's scripts come through the
      // browser's module graph. Their flat lists of every script chunk a page reaches (80 on average, one list
      // per page file) were 6 KB gzip of the start chunk, on every first load (170 KB budget); the first page's
      // scripts are preloaded by the document itself (page-modules.ts, the server's preload links).
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        if (START_CHUNK.test(file)) return [];
        return START_CHUNK.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps;
      },
    },
    rolldownOptions: {
      // Rolldown moves modules shared by lazy pages into the entry chunk by default (the entry is loaded
      // anyway); that put every page's shared code (icons, API hooks) on every first load. The first-load
      // budget (scripts/check-bundle.mjs) wants the entry to hold only what the shell needs.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        // Chunks are named by their hash only: the entry lists every lazy page's chunks for preloading
        // (__vite__mapDeps), and module-derived names made that list ~2.7 KB gzip longer on every first
        // load (170 KB budget). Only react and vendor keep their names; the manifest maps the rest to
        // their modules (dist/.vite/manifest.json) for reading a build.
        // The start modules' chunk is named too: its import from the entry skips Vite's preload helper (above).
        chunkFileNames: (chunk) =>
          chunk.name === 'react' || chunk.name === 'vendor'
            ? 'assets/[name]-[hash].js'
            : isStartModule(chunk.facadeModuleId)
              ? 'assets/start-[hash].js'
              : 'assets/[hash].js',
        // stylesheets likewise: the entry names every page's in its preload lists
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
        // Vendor code changes far less often than ours, so it gets its own long-cached chunks. antd has no
        // group of its own: the shell and the light pages (/, /login, /training) do without it (170 KB budget), so
        // the automatic splitting shares its modules among the pages that use them, each page loading only
        // the components it shows (a single antd group would make every antd page load all of antd).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
