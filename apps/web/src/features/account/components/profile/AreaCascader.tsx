import { useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { areasQuery } from '../../../../api/platform.ts';
import { L } from '../../../../locale/labels.ts';

interface AreaOption {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

const DEPTH = 3;

interface AreaCascaderProps {
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** Province / city / district from area_list, each level loaded when its parent is opened. */
export function AreaCascader({ value, onChange }: AreaCascaderProps) {
  const qc = useQueryClient();
  const [options, setOptions] = useState<AreaOption[]>([]);

  const load = async (parentId: number | null, depth: number): Promise<AreaOption[]> => {
    const rows = await qc.fetchQuery(areasQuery(parentId));
    return rows.map((r) => ({ value: r.id, label: r.areaName, isLeaf: depth >= DEPTH }));
  };

  // The provinces, plus the branches of the saved place, so the stored value shows its names.
  const initialPath = (value ?? []).join(',');
  useEffect(() => {
    let alive = true;
    void (async () => {
      const top = await load(null, 1);
      const path = initialPath ? initialPath.split(',').map(Number) : [];
      let level = top;
      for (let i = 0; i < path.length - 1 && i < DEPTH - 1; i++) {
        const node = level.find((o) => o.value === path[i]);
        if (!node) break;
        node.children = await load(node.value, i + 2);
        if (node.children.length === 0) node.isLeaf = true;
        level = node.children;
      }
      if (alive) setOptions(top);
    })().catch(() => undefined);
    return () => {
      alive = false;
    };
    // Only the first value matters: later changes come from the cascader itself, whose branches are loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    const children = await load(target.value, selected.length + 1);
    target.children = children;
    if (children.length === 0) target.isLeaf = true;
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<AreaOption>
      options={options}
      loadData={(s) => void loadData(s)}
      value={value}
      onChange={(v) => onChange?.(v ?? [])}
      changeOnSelect
      placeholder={L.profile.areaPlaceholder}
      aria-label={L.profile.area}
      style={{ width: '100%' }}
    />
  );
}
