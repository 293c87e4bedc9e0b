import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Plugin } from 'vite';
import { USER_AGREEMENT, type LegalDocument } from '../src/locale/legal.ts';

/** Where the agreement is served and emitted. */
export const AGREEMENT_DOCX = 'legal/user-agreement.docx';

const FONT = 'Microsoft YaHei';

/** The user agreement as a Word document, from the same text the pages and dialogs show. */
export function agreementDocx(doc: LegalDocument = USER_AGREEMENT): Promise<Buffer> {
  const body = (text: string) =>
    new Paragraph({
      spacing: { after: 120, line: 360 },
      indent: { firstLine: 480 },
      children: [new TextRun({ text, font: FONT, size: 22 })],
    });
  const document = new Document({
    creator: '贤才宝',
    title: doc.title,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            spacing: { after: 200 },
            children: [new TextRun({ text: doc.title, font: FONT, size: 36, bold: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 300 },
            children: [new TextRun({ text: `更新日期：${doc.updated}`, font: FONT, size: 20, color: '666666' })],
          }),
          ...doc.intro.map(body),
          ...doc.sections.flatMap((s) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_2,
              spacing: { before: 240, after: 120 },
              children: [new TextRun({ text: s.heading, font: FONT, size: 28, bold: true })],
            }),
            ...s.paragraphs.map(body),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * Generates the agreement .docx at build time (and serves it in dev), so the word-file viewer shows a
 * document made by the project from its own text, never a hand-edited copy that could drift.
 */
export function agreementDocxPlugin(): Plugin {
  return {
    name: 'xcb-agreement-docx',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: AGREEMENT_DOCX, source: await agreementDocx() });
    },
    configureServer(server) {
      server.middlewares.use(`/${AGREEMENT_DOCX}`, (_req, res) => {
        agreementDocx().then(
          (buf) => {
            res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
            res.end(buf);
          },
          () => {
            res.statusCode = 500;
            res.end();
          },
        );
      });
    },
  };
}
