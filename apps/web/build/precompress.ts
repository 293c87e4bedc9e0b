import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The server sends the built files as they are on disk (@fastify/static with preCompressed): without
// these, a browser received ~600 KB of JavaScript for a first page that is ~170 KB compressed, which on
// a slow link is most of the first paint's wait (the LCP of /). Brotli at full strength and gzip are
// written once at build time beside each text asset; the server picks what the browser accepts.

const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'xcb-precompress',
    apply: 'build',
    // the browser's files only: the server build (dist-ssr) is read from disk by Node
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!TEXT.test(path) || path.includes('/.vite/')) continue;
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
