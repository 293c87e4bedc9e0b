import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

// The browser calls an action by its name and method (api/client.ts); it never parses with the contract's
// zod schemas, which the server alone runs. Yet importing a contract module built every schema of its area:
// on a phone (Lighthouse, 4x CPU) the recruitment contracts took 86 ms to evaluate and the platform ones 41
// ms, plus zod itself, in tasks of their own after the first paint (TBT). In the built app each module of
// packages/shared/src/actions is therefore replaced by what the browser reads of it, computed here by
// importing the real module in Node:
// - a contract becomes { name, method, auth, area, encrypted };
// - a constant made of plain data (labels, page sizes, messages) keeps its value;
// - a schema, a function or anything else is left out: a page importing one as a value fails the build
//   (the bundler's missing export), instead of finding undefined at run time.
// Types come from the real module as before (tsc reads the sources). The dev server keeps the real modules.

// fields.ts is the schemas' own toolkit (action.ts reads it), not a contract module: it stays as it is. Test
// files (chat.test.ts) do not match: a name has no dot.
const ACTIONS = /[\\/]packages[\\/]shared[\\/]src[\\/]actions[\\/](?!fields\.ts$)[\w-]+\.ts$/;

interface Contract {
  name: string;
  method: string;
  auth: string;
  area: string;
  encrypted?: readonly string[];
  input: unknown;
  reply: unknown;
}

function isContract(value: unknown): value is Contract {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Contract>;
  return typeof c.name === 'string' && (c.method === 'GET' || c.method === 'POST') && c.input !== undefined && c.reply !== undefined;
}

/** Plain data only: what JSON.stringify keeps exactly (no schema, function, date, map or class instance). */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => isPlainData(v, depth + 1));
}

/** The browser's module for one contract module: its contracts as names and methods, its plain constants. */
export function lightModule(exports: Record<string, unknown>): string {
  const lines = ['// built by apps/web/build/light-contracts.ts from the contract module: names, methods and constants only'];
  for (const [key, value] of Object.entries(exports)) {
    if (isContract(value)) {
      const { name, method, auth, area, encrypted } = value;
      lines.push(`export const ${key} = ${JSON.stringify({ name, method, auth, area, ...(encrypted ? { encrypted } : {}) })};`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${key} = ${JSON.stringify(value)};`);
    }
  }
  return lines.join('\n') + '\n';
}

export function lightContractsPlugin(): Plugin {
  return {
    name: 'xcb-light-contracts',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!ACTIONS.test(file)) return null;
      const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      return { code: lightModule(exports), moduleSideEffects: false };
    },
  };
}
