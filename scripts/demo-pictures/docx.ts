import type { Block } from './handouts.ts';
import { esc } from './util.ts';
import { zip } from './zip.ts';

// A Word document written by hand (WordprocessingML in a zip): styles for the title, headings, body
// text, code and notes; lists as numbered paragraphs; tables with borders. Enough for Word, WPS and the
// web app's docx-preview, and what the attachment upload's byte check (file-type: docx) expects.

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const FONTS = '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="微软雅黑" w:cs="Calibri"/>';

const style = (id: string, name: string, ppr: string, rpr: string, based = 'Normal') =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="${based}"/><w:next w:val="Normal"/><w:qFormat/><w:pPr>${ppr}</w:pPr><w:rPr>${rpr}</w:rPr></w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr>${FONTS}<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
${style('Title', 'Title', '<w:spacing w:after="80"/>', '<w:b/><w:color w:val="0D4FB0"/><w:sz w:val="44"/>')}
${style('Subtitle', 'Subtitle', '<w:pBdr><w:bottom w:val="single" w:sz="18" w:space="6" w:color="1668DC"/></w:pBdr><w:spacing w:after="240"/>', '<w:color w:val="6B7280"/><w:sz w:val="20"/>')}
${style('Heading1', 'heading 1', '<w:keepNext/><w:spacing w:before="320" w:after="120"/><w:outlineLvl w:val="0"/>', '<w:b/><w:color w:val="0D4FB0"/><w:sz w:val="30"/>')}
${style('Code', 'Code', '<w:shd w:val="clear" w:color="auto" w:fill="F3F4F6"/><w:spacing w:after="0" w:line="276" w:lineRule="auto"/>', '<w:rFonts w:ascii="Consolas" w:hAnsi="Consolas" w:eastAsia="微软雅黑"/><w:sz w:val="19"/>')}
${style('Note', 'Note', '<w:shd w:val="clear" w:color="auto" w:fill="FFF7E6"/><w:ind w:left="120" w:right="120"/>', '<w:color w:val="7C4A03"/><w:sz w:val="21"/>')}
</w:styles>`;

const run = (text: string, rpr = '') => `<w:r>${rpr ? `<w:rPr>${rpr}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, pStyle?: string, ppr = '') =>
  `<w:p>${pStyle || ppr ? `<w:pPr>${pStyle ? `<w:pStyle w:val="${pStyle}"/>` : ''}${ppr}</w:pPr>` : ''}${run(text)}</w:p>`;

function table(rows: string[][]): string {
  const border = (side: string) => `<w:${side} w:val="single" w:sz="6" w:space="0" w:color="C9D6EA"/>`;
  const cols = rows[0]!.length;
  const width = Math.floor(9000 / cols);
  return `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders><w:tblCellMar><w:left w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr>
<w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(cols)}</w:tblGrid>${rows
    .map(
      (r, i) =>
        `<w:tr>${r
          .map(
            (c) =>
              `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${i === 0 ? '<w:shd w:val="clear" w:color="auto" w:fill="E8F1FD"/>' : ''}</w:tcPr><w:p><w:pPr><w:spacing w:after="0"/></w:pPr>${run(c, i === 0 ? '<w:b/><w:color w:val="0D4FB0"/>' : '')}</w:p></w:tc>`,
          )
          .join('')}</w:tr>`,
    )
    .join('')}</w:tbl><w:p/>`;
}

function body(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if ('h1' in b) return para(b.h1, 'Title') + (b.sub ? para(b.sub, 'Subtitle') : '');
      if ('h2' in b) return para(b.h2, 'Heading1');
      if ('p' in b) return para(b.p, undefined, '<w:ind w:firstLineChars="200" w:firstLine="440"/><w:jc w:val="both"/>');
      if ('list' in b)
        return b.list.map((item, i) => para(`${i + 1}. ${item}`, undefined, '<w:ind w:left="440" w:hanging="300"/>')).join('');
      if ('code' in b)
        return (
          b.code
            .split('\n')
            .map((line) => para(line, 'Code'))
            .join('') + '<w:p/>'
        );
      if ('note' in b) return para(b.note, 'Note');
      return table(b.table);
    })
    .join('');
}

export function docx(title: string, blocks: Block[]): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${body(blocks)}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1300" w:bottom="1440" w:left="1300" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    'word/document.xml': document,
    'word/styles.xml': STYLES,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${esc(title)}</dc:title><dc:creator>贤才宝共享培训</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2026-03-01T09:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2026-03-01T09:00:00Z</dcterms:modified></cp:coreProperties>`,
    'docProps/app.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application></Properties>`,
  });
}
