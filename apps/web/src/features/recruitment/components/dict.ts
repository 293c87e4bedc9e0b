import { useMemo } from 'react';
import { useDictionary } from '../../../api/platform.ts';

/** A dictionary's value → name lookup ('' for none). No antd: the home page's hot positions use it. */
export function useDictMap(number: string): (value: string | null | undefined) => string {
  const { data = [] } = useDictionary(number);
  return useMemo(() => {
    const map = new Map(data.map((d) => [d.value, d.name]));
    return (value) => (value ? (map.get(value) ?? '') : '');
  }, [data]);
}
