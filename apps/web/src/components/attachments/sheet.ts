import { COURSE_MSG } from '@xcb/shared/messages';
import styles from './sheet.module.css';

// Spreadsheets (xlsx and the old binary xls) with SheetJS (@e965/xlsx, Apache-2.0), loaded on first use:
// every sheet as a tab, its cells as the text Excel shows. The table is built from text nodes only, so
// nothing in a cell is ever read as markup.

export const MAX_ROWS = 500;
export const MAX_COLUMNS = 100;

export interface SheetPreview {
  name: string;
  rows: string[][];
  columns: number;
  /** More rows or columns than shown. */
  truncated: boolean;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The workbook's sheets. Only a zip (xlsx) or an OLE container (xls) is read: SheetJS would otherwise
 * take any damaged file for CSV text and show its bytes as cells.
 */
export async function readSheets(data: ArrayBuffer): Promise<SheetPreview[]> {
  const head = new Uint8Array(data, 0, Math.min(8, data.byteLength));
  const is = (magic: number[]) => magic.every((b, i) => head[i] === b);
  if (!is(ZIP) && !is(CFB)) throw new Error('not a workbook');
  const XLSX = await import('@e965/xlsx');
  const wb = XLSX.read(data, { type: 'array', dense: true, sheetRows: MAX_ROWS, cellFormula: false, cellHTML: false, cellStyles: false });
  if (wb.SheetNames.length === 0) throw new Error('no sheets');
  return wb.SheetNames.map((name) => {
    const ws = wb.Sheets[name];
    if (!ws?.['!ref']) return { name, rows: [], columns: 0, truncated: false };
    const all = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: true });
    const rows = all.map((r) => r.slice(0, MAX_COLUMNS).map(cellText));
    // Trailing empty rows (a formatted but empty range) are not worth a screen.
    while (rows.length && rows[rows.length - 1]?.every((v) => v === '')) rows.pop();
    // SheetJS keeps the whole range in !fullref when sheetRows cut the sheet short.
    const fullref = ws['!fullref'] as string | undefined;
    const range = XLSX.utils.decode_range(fullref ?? ws['!ref']);
    const columns = Math.min(MAX_COLUMNS, Math.max(0, ...rows.map((r) => r.length)));
    const truncated = range.e.c + 1 > MAX_COLUMNS || (fullref !== undefined && fullref !== ws['!ref']);
    return { name, rows, columns, truncated };
  });
}

/** With raw: false SheetJS gives the cell's shown text; anything else is shown as nothing. */
const cellText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** A class of the module (its typings allow a missing one). */
const css = (name: string): string => styles[name] ?? '';

/** Excel's column letters: A … Z, AA … */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function table(sheet: SheetPreview): HTMLElement {
  if (sheet.rows.length === 0) {
    const empty = document.createElement('p');
    empty.className = css('empty');
    empty.textContent = COURSE_MSG.sheetEmpty;
    return empty;
  }
  const t = document.createElement('table');
  t.className = css('table');
  const head = t.createTHead().insertRow();
  head.appendChild(document.createElement('th'));
  for (let c = 0; c < sheet.columns; c++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = columnName(c);
    head.appendChild(th);
  }
  const body = t.createTBody();
  sheet.rows.forEach((r, i) => {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = String(i + 1);
    tr.appendChild(th);
    for (let c = 0; c < sheet.columns; c++) tr.insertCell().textContent = r[c] ?? '';
  });
  return t;
}

/** Renders the workbook into `el`: a tab per sheet above a scrolling grid. */
export async function renderSheets(blob: Blob, el: HTMLElement): Promise<void> {
  const sheets = await readSheets(await blob.arrayBuffer());
  const root = document.createElement('div');
  root.className = css('root');
  const tabs = document.createElement('div');
  tabs.className = css('tabs');
  tabs.setAttribute('role', 'tablist');
  const panel = document.createElement('div');
  panel.className = css('grid');
  panel.setAttribute('role', 'tabpanel');
  const note = document.createElement('p');
  note.className = css('note');
  const show = (i: number) => {
    const sheet = sheets[i];
    if (!sheet) return;
    tabs.querySelectorAll('button').forEach((b, j) => b.setAttribute('aria-selected', String(i === j)));
    panel.replaceChildren(table(sheet));
    panel.scrollTo?.(0, 0);
    note.textContent = sheet.truncated ? COURSE_MSG.sheetTruncated(MAX_ROWS) : '';
  };
  sheets.forEach((s, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = css('tab');
    b.setAttribute('role', 'tab');
    b.textContent = s.name;
    b.addEventListener('click', () => show(i));
    tabs.appendChild(b);
  });
  root.append(tabs, panel, note);
  show(0);
  el.appendChild(root);
}
