import type { HtmlTagDescriptor, Plugin } from 'vite';
import { START_MODULES } from '../../../packages/shared/src/page-modules.ts';

/**
 * The modules the app's start imports after its first task (web main.tsx: the router and the shell, imported
 * once React has been evaluated, so the two evaluations are separate tasks on a phone) are named in the
 * shell's head like the entry's own imports: a phone fetches them beside the entry instead of after it has
 * run. A drawn page asks for them after its first paint with the rest (apps/server http/pages/shell.ts
 * reads these links).
 */
/** Whether a chunk's facade module is one of the start modules (vite.config.ts names that chunk start-…js). */
export const isStartModule = (id: string | null | undefined, modules: readonly string[] = START_MODULES): boolean =>
  !!id && modules.some((m) => id.endsWith(`/${m}`));

export function startPreloadPlugin(modules: readonly string[] = START_MODULES): Plugin {
  return {
    name: 'xcb-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        // what the shell names already: the entry and every chunk it imports
        const named = new Set([...html.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((m) => m[1]));
        const files: string[] = [];
        const walk = (file: string) => {
          if (named.has(file) || files.includes(file)) return;
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          for (const imported of chunk.imports) walk(imported);
          files.push(file);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && isStartModule(chunk.facadeModuleId, modules)) walk(chunk.fileName);
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
