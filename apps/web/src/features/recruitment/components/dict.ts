import { useQueries } from '@tanstack/react-query';
import { dictionaryQuery } from '../../../api/platform.ts';

// The dictionary lookup lives with the dictionary queries; the recruitment pages import it from here.
export { useDictMap } from '../../../api/platform.ts';

type Lookup = (value: string | null | undefined) => string;

/** Several dictionaries' value → name lookups at once ('' for none), in the order asked. */
export function useDictMaps<const N extends readonly string[]>(...numbers: N): { [K in keyof N]: Lookup } {
  const results = useQueries({ queries: numbers.map((n) => dictionaryQuery(n)) });
  return results.map(({ data = [] }): Lookup => {
    const map = new Map(data.map((d) => [d.value, d.name]));
    return (value) => (value ? (map.get(value) ?? '') : '');
  }) as { [K in keyof N]: Lookup };
}
