import * as XLSX from '@e965/xlsx';
import { zip } from '../apps/server/src/test/fixtures.ts';

// Office files made at run time for the preview journeys: a pptx written part by part (as PowerPoint
// lays it out), workbooks written by SheetJS in the xlsx and the old binary xls format.

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const EMU = 12700; // per point

/** A text box (or a filled rectangle with text) at x, y, w, h in points. */
function box(
  id: number,
  [x, y, w, h]: [number, number, number, number],
  text: string,
  opts: { size: number; color: string; fill?: string; bold?: boolean },
): string {
  const fill = opts.fill ? `<a:solidFill><a:srgbClr val="${opts.fill}"/></a:solidFill>` : '<a:noFill/>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Box ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${x * EMU}" y="${y * EMU}"/><a:ext cx="${w * EMU}" cy="${h * EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fill}</p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square" lIns="${12 * EMU}" tIns="${8 * EMU}"/><a:lstStyle/>` +
    text
      .split('\n')
      .map(
        (line) =>
          `<a:p><a:r><a:rPr lang="zh-CN" sz="${opts.size * 100}" b="${opts.bold ? 1 : 0}"><a:solidFill><a:srgbClr val="${opts.color}"/></a:solidFill></a:rPr><a:t>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a:t></a:r></a:p>`,
      )
      .join('') +
    `</p:txBody></p:sp>`
  );
}

function slide(shapes: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes.join('')}</p:spTree></p:cSld></p:sld>`;
}

/** A 16:9 presentation of two slides; `broken` leaves out the slides (a zip that passes the upload check). */
export function pptx(broken = false): Buffer {
  const slides = [
    slide([
      box(2, [0, 0, 720, 120], '劳动合同实务 · 第一讲', { size: 36, color: 'FFFFFF', fill: '1677FF', bold: true }),
      box(3, [48, 160, 624, 200], '一、书面劳动合同的订立时限\n二、试用期的约定与上限\n三、<script>不会执行</script>', {
        size: 24,
        color: '1F1F1F',
      }),
    ]),
    slide([
      box(2, [0, 0, 720, 120], '第二讲：解除与经济补偿', { size: 36, color: 'FFFFFF', fill: '52C41A', bold: true }),
      box(3, [48, 160, 624, 120], '协商解除、过失性解除与经济补偿的计算', { size: 24, color: '1F1F1F' }),
    ]),
  ];
  const entries: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>' +
      slides
        .map(
          (_s, i) =>
            `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
        )
        .join('') +
      '</Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    'ppt/presentation.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation ${NS}><p:sldIdLst>${slides.map((_s, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('')}</p:sldIdLst><p:sldSz cx="${720 * EMU}" cy="${405 * EMU}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides.map((_s, i) => `<Relationship Id="rId${i + 2}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`).join('')}</Relationships>`,
  };
  if (!broken) slides.forEach((s, i) => (entries[`ppt/slides/slide${i + 1}.xml`] = s));
  return zip(entries);
}

/** A workbook of two sheets, written by SheetJS as xlsx or as the old binary xls (BIFF8). */
export function workbook(bookType: 'xlsx' | 'xls'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['周次', '主题', '课时', '讲师'],
      [1, '劳动合同的订立', 2, '张伟'],
      [2, '试用期与工时制度', 2, '张伟'],
      [3, '解除与经济补偿', 3, '李娜'],
    ]),
    '课程安排',
  );
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['学员', '测验得分'],
      ['王芳', 92],
      ['赵磊', 87],
    ]),
    '测验成绩',
  );
  return XLSX.write(wb, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

/** An OLE container header, what an old binary ppt starts with (enough for the upload check). */
export const PPT_97 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
