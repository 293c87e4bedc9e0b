import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word a user reads comes from the locale folder or the shared messages (@xcb/shared), never from a
// component's markup: one place to read and change the site's text, and the journeys' texts in one place.
// A .tsx file fails when any of its tokens outside comments holds Chinese: a string, a template, JSX text or
// an attribute. Comments (//, /* */, JSX's {/* */} and JSDoc) are trivia to the parser, so they are never
// tokens and may stay Chinese.

const SRC = join(import.meta.dirname, '..');
/** Han ideographs, CJK punctuation (。、「」) and full-width forms (：；（）！). */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The tokens of a .tsx source holding Chinese, as "line: text". */
function inlineChinese(name: string, text: string): string[] {
  const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hits: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length > 0) return children.forEach(visit);
    const token = node.getText(sf);
    if (CHINESE.test(token)) hits.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${token.trim().slice(0, 40)}`);
  };
  visit(sf);
  return hits;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(SRC, 'locale') ? [] : tsxFiles(path);
    return e.name.endsWith('.tsx') && !/\.test\.tsx$/.test(e.name) ? [path] : [];
  });
}

describe('inline text', () => {
  it('sees Chinese in strings, templates, JSX text and attributes, not in comments', () => {
    const source = [
      '// 注释',
      '/* 注释 */',
      '/** 文档 */',
      "const a = 'http://x'; // 链接",
      'const b = (n: number) => <p title="标题">{/* 注释 */}正文{`共${n}条`}</p>;',
    ].join('\n');
    expect(inlineChinese('x.tsx', source)).toEqual(['5: "标题"', '5: 正文', '5: `共${', '5: }条`']);
  });

  it('no .tsx file outside the locale folder has Chinese outside comments', () => {
    const offenders = tsxFiles(SRC)
      .map((path) => ({ file: relative(SRC, path).split('\\').join('/'), hits: inlineChinese(path, readFileSync(path, 'utf8')) }))
      .filter((f) => f.hits.length > 0)
      .map((f) => `${f.file} (${f.hits.length}): ${f.hits.slice(0, 3).join(' | ')}`);
    expect(offenders, `${offenders.length} files with inline Chinese; move their words to src/locale or @xcb/shared`).toEqual([]);
  });
});
