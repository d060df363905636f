import { PDFDocument, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 50 };
const SIZE = 11;
const LEADING = 16;

/**
 * A plain A4 PDF of the given paragraphs, wrapped to the page width and continued on new pages as
 * needed: what the demo's CVs are made of. Text must be in the Latin-1 range of the standard font.
 */
export async function pdfDocument(paragraphs: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (line: string) => {
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(line, { x: PAGE.margin, y, size: SIZE, font });
    y -= LEADING;
  };
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, SIZE) > width) {
        write(line);
        line = word;
      } else line = next;
    }
    write(line);
  }
  return Buffer.from(await pdf.save());
}
