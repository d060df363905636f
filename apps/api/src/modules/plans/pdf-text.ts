import fs from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type Glyph = Font['glyphForCodePoint'] extends (c: number) => infer G ? G : never;

/*
 * Text in English and Arabic on a PDF page (decision 044). pdf-lib draws a string left to right in
 * one font. Arabic needs more: letters joined (their initial, medial, final forms and the lam-alef
 * ligature, which fontkit's layout takes from the font's GSUB table), runs laid right to left
 * (fontkit reverses an Arabic run; the Unicode bidirectional algorithm, bidi-js, orders the runs
 * of a mixed line such as an Arabic address with a Latin office number), and a font that has the
 * letters: IBM Plex Sans Arabic (SIL Open Font License 1.1, which allows embedding), from its
 * npm package, its Arabic and its Latin files, subset into each PDF.
 */

/**
 * A WOFF file as the TrueType font it wraps: its tables inflated once, by node's zlib. fontkit would
 * inflate a WOFF's glyph table again, in JavaScript, for every glyph it puts in a subset.
 */
export function woffToTtf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [4, 8, 12].map((k) => woff.readUInt32BE(at + k));
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8); // the flavour: TrueType outlines
  const log2 = Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const require = createRequire(import.meta.url);
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) =>
  woffToTtf(
    fs.readFileSync(
      require.resolve(
        `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
      ),
    ),
  );

let files: Record<'arabic' | 'latin', Record<'regular' | 'bold', Buffer>> | undefined;
const fontFiles = () =>
  (files ??= {
    arabic: { regular: fontFile('arabic', 400), bold: fontFile('arabic', 700) },
    latin: { regular: fontFile('latin', 400), bold: fontFile('latin', 700) },
  });

/** Letters of the Arabic script (and its presentation forms): fontkit lays them right to left. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * fontkit as pdf-lib uses it, but a ligature of an Arabic run (lam-alef, seen-reh) maps back to
 * its letters in visual order: a reader of the PDF's text (pdf.js, a copy and paste) reverses the
 * visual line into logical order, and a ligature's letters, left in logical order, would come out
 * swapped.
 */
const shaping: Fontkit = {
  create(data: Uint8Array, postscriptName?: string): Font {
    // Parsed for each document, from the bytes inflated once: a parsed font keeps each glyph with
    // the letters it was first drawn for, so a font shared by documents would map a ligature drawn
    // in one of them back to the wrong letters in the next one's text.
    const font = (fontkit as unknown as Fontkit).create(data, postscriptName);
    const layout = font.layout.bind(font);
    font.layout = (...args: Parameters<Font['layout']>) => {
      const run = layout(...args);
      if (!ARABIC.test(args[0])) return run;
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? (Object.create(glyph, {
              codePoints: { value: [...glyph.codePoints].reverse() },
            }) as Glyph)
          : glyph,
      );
      return run;
    };
    return font;
  },
};

export type Weight = 'regular' | 'bold';
/** The embedded fonts of one document: each weight in Arabic and in Latin letters. */
export type DocumentFonts = Record<Weight, { arabic: PDFFont; latin: PDFFont }>;

/** Embeds the fonts in a document, subset: only the glyphs it draws are kept. */
export async function embedFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  pdf.registerFontkit(shaping);
  const f = fontFiles();
  const embed = (bytes: Buffer) => pdf.embedFont(bytes, { subset: true });
  return {
    regular: { arabic: await embed(f.arabic.regular), latin: await embed(f.latin.regular) },
    bold: { arabic: await embed(f.arabic.bold), latin: await embed(f.latin.bold) },
  };
}

const bidi = bidiFactory();
const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A number, date or reference kept left to right inside Arabic (a directional isolate): without it
 * an ISO date after an Arabic word reads 31-12-2026, as the bidirectional algorithm orders it.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** A piece of a line in one font, in the order it is drawn from left to right. */
type Piece = { text: string; font: PDFFont };

/** The runs of a line that share an embedding level, in logical order. */
function levelRuns(text: string, direction: 'ltr' | 'rtl' | 'auto') {
  const { levels } = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] });
  }
  return runs;
}

/** Rule L2 of the bidirectional algorithm: runs reversed from the highest level to the lowest odd. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const order = [...runs];
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i].level < level) continue;
      let j = i;
      while (j + 1 < order.length && order[j + 1].level >= level) j++;
      order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return order;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
const has = (font: PDFFont, char: string) => {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set.has(char.codePointAt(0)!);
};

/**
 * The font for a character: Arabic letters from the Arabic file, other letters and digits from the
 * Latin one, a space or a sign from the font of the piece before when it has it.
 */
function fontFor(char: string, fonts: DocumentFonts[Weight], before: PDFFont | undefined) {
  if (ARABIC.test(char)) return fonts.arabic;
  if (before && !/[\p{L}\p{N}]/u.test(char) && has(before, char)) return before;
  if (has(fonts.latin, char)) return fonts.latin;
  if (has(fonts.arabic, char)) return fonts.arabic;
  return undefined;
}

/**
 * A line cut into pieces of one font each, left to right as they are drawn. Each piece's text is
 * handed to fontkit, which shapes it and lays an Arabic piece right to left itself; any other
 * piece of a right-to-left run is reversed here, its brackets mirrored.
 */
export function piecesOf(
  text: string,
  fonts: DocumentFonts[Weight],
  direction: 'ltr' | 'rtl' | 'auto' = 'auto',
): Piece[] {
  const pieces: Piece[] = [];
  for (const run of visualOrder(levelRuns(text, direction))) {
    const rtl = run.level % 2 === 1;
    const own: Piece[] = [];
    for (const char of text.slice(run.start, run.end)) {
      // Marks and isolates of direction order the line but are not drawn.
      if (CONTROLS.test(char)) continue;
      const last = own.at(-1);
      const font = fontFor(char, fonts, last?.font);
      const written = !font ? '?' : rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
      if (last && last.font === (font ?? fonts.latin)) last.text += written;
      else own.push({ text: written, font: font ?? fonts.latin });
    }
    for (const piece of rtl ? own.reverse() : own) {
      // fontkit reverses a piece with Arabic letters; the direction wanted decides the rest.
      if (rtl !== ARABIC.test(piece.text)) piece.text = [...piece.text].reverse().join('');
      pieces.push(piece);
    }
  }
  return pieces;
}

export type TextStyle = {
  size?: number;
  weight?: Weight;
  color?: Color;
  direction?: 'ltr' | 'rtl' | 'auto';
};

/** Writes lines of English, Arabic or both on a page. */
export class PageWriter {
  constructor(
    readonly page: PDFPage,
    readonly fonts: DocumentFonts,
  ) {}

  private pieces(text: string, style: TextStyle) {
    return piecesOf(text, this.fonts[style.weight ?? 'regular'], style.direction ?? 'auto');
  }

  private widths = new Map<PDFFont, Map<string, number>>();

  /** How wide a piece is drawn: each piece measured once (fontkit shapes it anew each time). */
  private pieceWidth(piece: Piece, size: number) {
    let known = this.widths.get(piece.font);
    if (!known) this.widths.set(piece.font, (known = new Map()));
    let width = known.get(piece.text);
    if (width === undefined)
      known.set(piece.text, (width = piece.font.widthOfTextAtSize(piece.text, 1)));
    return width * size;
  }

  /** How wide a line is drawn. */
  width(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    return this.pieces(text, style).reduce((sum, piece) => sum + this.pieceWidth(piece, size), 0);
  }

  /** Draws a line starting at x, or ending at x when `align` is 'right'. */
  text(text: string, x: number, y: number, style: TextStyle & { align?: 'left' | 'right' } = {}) {
    const size = style.size ?? 10;
    let left = style.align === 'right' ? x - this.width(text, style) : x;
    for (const piece of this.pieces(text, style)) {
      this.page.drawText(piece.text, {
        x: left,
        y,
        size,
        font: piece.font,
        color: style.color ?? rgb(0.1, 0.1, 0.1),
      });
      left += this.pieceWidth(piece, size);
    }
  }

  /** A text cut into lines no wider than `width`, at spaces (a word too long stays whole). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && this.width(`${last} ${word}`, style) <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }
}

/** Whether a text is written right to left: its first strong letter is Arabic. */
export const isRtl = (text: string) => {
  const first =
    /[A-Za-z\u00c0-\u024f\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/.exec(
      text,
    );
  return Boolean(first && ARABIC.test(first[0]));
};
