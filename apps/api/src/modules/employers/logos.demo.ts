import { encodePng, type Rgb } from '../../lib/png';

/*
 * Demo logos, drawn here as the news covers are: a rounded tile in the company's colour with a
 * simple mark and its initials in block letters, so no image is borrowed from anywhere.
 */

export interface LogoDesign {
  /** Two letters (or a letter and a digit) from the company's name. */
  initials: string;
  background: Rgb;
  accent: Rgb;
  /** A band under the letters, a disc or a ring behind them, or a corner cut across. */
  mark: 'band' | 'circle' | 'ring' | 'corner';
}

const SIZE = 240;
const RADIUS = 40;
const WHITE: Rgb = [255, 255, 255];

/** Block letters five dots wide and seven high, row by row. */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
};

/** Whether a point of the tile lies outside its rounded corners. */
function outsideCorners(x: number, y: number) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - 1 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - 1 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 > RADIUS ** 2;
}

/** Whether the mark covers a point of the tile. */
function onMark(mark: LogoDesign['mark'], x: number, y: number) {
  const d2 = (x - SIZE / 2) ** 2 + (y - SIZE / 2) ** 2;
  if (mark === 'band') return y >= 178 && y < 196;
  if (mark === 'circle') return d2 < 92 ** 2;
  if (mark === 'ring') return d2 < 100 ** 2 && d2 >= 90 ** 2;
  return x + y > SIZE * 1.55;
}

/** The letters' dots: which cells of the tile are inked, and in how large a dot. */
function letterCells(initials: string) {
  const letters = [...initials.toUpperCase()]
    .filter((c) => GLYPHS[c])
    .slice(0, 3)
    .map((c) => GLYPHS[c].split(' '));
  const dot = letters.length > 2 ? 9 : 12;
  const gap = dot * 2;
  const width = letters.length * 5 * dot + (letters.length - 1) * gap;
  const left = Math.round((SIZE - width) / 2);
  const top = Math.round((SIZE - 7 * dot) / 2) - 6;
  const inked = (x: number, y: number) => {
    const row = Math.floor((y - top) / dot);
    if (row < 0 || row > 6 || x < left) return false;
    const step = 5 * dot + gap;
    const index = Math.floor((x - left) / step);
    const col = Math.floor(((x - left) % step) / dot);
    if (index >= letters.length || col > 4) return false;
    return letters[index][row][col] === '1';
  };
  return inked;
}

/** A PNG logo of the design: its tile, mark and initials. */
export function drawLogo(design: LogoDesign): Buffer {
  const pixels = Buffer.alloc(SIZE * (SIZE * 3 + 1));
  const inked = letterCells(design.initials);
  // Letters stand out in white, or in the tile's colour where they cross a pale disc.
  const pale = design.accent.reduce((sum, c) => sum + c, 0) > 600;
  for (let y = 0; y < SIZE; y += 1) {
    const offset = y * (SIZE * 3 + 1);
    for (let x = 0; x < SIZE; x += 1) {
      let color: Rgb = WHITE;
      if (!outsideCorners(x, y)) {
        const marked = onMark(design.mark, x, y);
        color = marked ? design.accent : design.background;
        if (inked(x, y)) color = marked && pale ? design.background : WHITE;
      }
      pixels.set(color, offset + 1 + x * 3);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
