import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { columnName, MAX_ROWS, readSheets } from './sheet.ts';

/** A workbook written by SheetJS in the given format, as the bytes an upload would hold. */
function workbook(bookType: 'xlsx' | 'biff8', sheets: Record<string, unknown[][]>): ArrayBuffer {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  const out = XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer;
  return out;
}

describe('readSheets', () => {
  const data = {
    课程安排: [
      ['周次', '主题', '课时'],
      [1, '劳动合同的订立', 2],
      [2, '<img src=x onerror=alert(1)>', 1.5],
    ],
    成绩: [
      ['姓名', '分数'],
      ['张三', 95],
    ],
  };

  it('reads every sheet of an xlsx and of an old binary xls, in order, as the text of the cells', async () => {
    for (const type of ['xlsx', 'biff8'] as const) {
      const sheets = await readSheets(workbook(type, data));
      expect(sheets.map((s) => s.name)).toEqual(['课程安排', '成绩']);
      expect(sheets[0]?.rows).toEqual([
        ['周次', '主题', '课时'],
        ['1', '劳动合同的订立', '2'],
        ['2', '<img src=x onerror=alert(1)>', '1.5'],
      ]);
      expect(sheets[0]).toMatchObject({ columns: 3, truncated: false });
      expect(sheets[1]?.rows).toEqual([
        ['姓名', '分数'],
        ['张三', '95'],
      ]);
    }
  });

  it(`shows at most ${MAX_ROWS} rows and says the sheet was cut`, async () => {
    const rows = Array.from({ length: MAX_ROWS + 20 }, (_v, i) => [`第${i + 1}行`]);
    const [sheet] = await readSheets(workbook('xlsx', { 长表: rows }));
    expect(sheet?.rows).toHaveLength(MAX_ROWS);
    expect(sheet?.truncated).toBe(true);
  });

  it('an empty sheet has no rows', async () => {
    const [sheet] = await readSheets(workbook('xlsx', { 空表: [] }));
    expect(sheet).toMatchObject({ name: '空表', rows: [], columns: 0 });
  });

  it('refuses bytes that are neither a zip nor an OLE container (SheetJS would read them as CSV)', async () => {
    await expect(readSheets(new TextEncoder().encode('周次,主题\n1,劳动合同').buffer)).rejects.toThrow();
    await expect(readSheets(new ArrayBuffer(0))).rejects.toThrow();
  });

  it('refuses a damaged workbook', async () => {
    const good = new Uint8Array(workbook('xlsx', data));
    await expect(readSheets(good.slice(0, 200).buffer)).rejects.toThrow();
  });
});

describe('columnName', () => {
  it('counts like Excel', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
