import { describe, expect, it } from 'vitest';
import { GroupRunner, Turns } from './group.ts';

describe('group commit', () => {
  it('runs what arrives while a run is in flight as the next batch, in arrival order', async () => {
    const batches: number[][] = [];
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const runner = new GroupRunner<number, string>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items.map((i) => `#${i}`);
    });
    const first = runner.submit(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4].map((i) => runner.submit(i));
    open();
    expect(await Promise.all([first, ...rest])).toEqual(['#1', '#2', '#3', '#4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails every item of a failed batch and none of the next', async () => {
    const runner = new GroupRunner<string, string>((items) =>
      items.includes('bad') ? Promise.reject(new Error('refused')) : Promise.resolve(items.map((i) => i.toUpperCase())),
    );
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((i) => runner.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await runner.submit('d')).toBe('D');
  });

  it('fails the batch when the run answers fewer items than it was given', async () => {
    const runner = new GroupRunner<number, number>((items) => Promise.resolve(items.slice(1)));
    const settled = await Promise.allSettled([runner.submit(1), runner.submit(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('lets runners that share turns run one at a time', async () => {
    const turns = new Turns();
    let inside = 0;
    let most = 0;
    const run = async (items: number[]) => {
      most = Math.max(most, ++inside);
      await new Promise((r) => setTimeout(r, 5));
      inside--;
      return items;
    };
    const a = new GroupRunner(run, { turns });
    const b = new GroupRunner(run, { turns });
    await Promise.all([a.submit(1), b.submit(2), a.submit(3), b.submit(4)]);
    expect(most).toBe(1);
  });
});
