// The few OpenType tables a metric-matched fallback face needs (head, hhea, OS/2, hmtx, cmap),
// read from a TrueType/OpenType file or a WOFF 1.0 file, without a font library. Used by
// scripts/font-fallback.mjs (prints the @font-face figures) and infra/build/font-fallback.test.ts
// (checks the figures committed in the kernel's theme).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Where a font file keeps its table directory: the field with the number of tables, the first
 * entry and an entry's size, and within an entry where the table's offset, its stored length and
 * its full length are (WOFF stores a table compressed when that is shorter; TrueType/OpenType
 * stores it whole, its one length both).
 */
const DIRECTORY = {
  woff: { count: 12, first: 44, size: 20, offset: 4, stored: 8, full: 12 },
  sfnt: { count: 4, first: 12, size: 16, offset: 8, stored: 12, full: 12 },
};

/** Table tag -> bytes of the table, uncompressed. */
function readTables(file) {
  const data = fs.readFileSync(file);
  const signature = data.toString('latin1', 0, 4);
  if (signature === 'wOF2') throw new Error(`${file}: WOFF2 is not read here, use the .woff or .ttf file`);
  const directory = signature === 'wOFF' ? DIRECTORY.woff : DIRECTORY.sfnt;
  const tables = new Map();
  const count = data.readUInt16BE(directory.count);
  for (let i = 0; i < count; i += 1) {
    const entry = directory.first + i * directory.size;
    const tag = data.toString('latin1', entry, entry + 4);
    const offset = data.readUInt32BE(entry + directory.offset);
    const stored = data.readUInt32BE(entry + directory.stored);
    const bytes = data.subarray(offset, offset + stored);
    tables.set(tag, stored < data.readUInt32BE(entry + directory.full) ? zlib.inflateSync(bytes) : bytes);
  }
  return tables;
}

function table(tables, tag, file) {
  const bytes = tables.get(tag);
  if (!bytes) throw new Error(`${file}: no ${tag} table`);
  return bytes;
}

/** Code point -> glyph id from the cmap's format 4 (BMP) subtable for Unicode. */
function readCmap(cmap) {
  const count = cmap.readUInt16BE(2);
  let subtable = -1;
  for (let i = 0; i < count; i += 1) {
    const record = 4 + i * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const offset = cmap.readUInt32BE(record + 4);
    const unicode = platform === 0 || (platform === 3 && encoding === 1);
    if (unicode && cmap.readUInt16BE(offset) === 4) subtable = offset;
  }
  if (subtable < 0) throw new Error('no format 4 Unicode cmap subtable');
  const segments = cmap.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let s = 0; s < segments; s += 1) {
      const end = cmap.readUInt16BE(ends + s * 2);
      if (codePoint > end) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = cmap.readUInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const at = rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = cmap.readUInt16BE(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/**
 * A font's vertical metrics (in font units) and its advance widths by code point.
 * `ascent`/`descent`/`lineGap` are the ones Chromium uses: OS/2's typographic values when the
 * font sets USE_TYPO_METRICS (fsSelection bit 7), else hhea's.
 */
export function readFont(file) {
  const tables = readTables(file);
  const head = table(tables, 'head', file);
  const hhea = table(tables, 'hhea', file);
  const os2 = table(tables, 'OS/2', file);
  const hmtx = table(tables, 'hmtx', file);
  const glyphOf = readCmap(table(tables, 'cmap', file));
  const unitsPerEm = head.readUInt16BE(18);
  const useTypo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const metrics = useTypo
    ? { ascent: os2.readInt16BE(68), descent: -os2.readInt16BE(70), lineGap: os2.readInt16BE(72) }
    : { ascent: hhea.readInt16BE(4), descent: -hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) };
  const longMetrics = hhea.readUInt16BE(34);
  const advanceOfGlyph = (glyph) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  return {
    file,
    unitsPerEm,
    ...metrics,
    /** Advance of a code point in em, or null when the font has no glyph for it. */
    advance(codePoint) {
      const glyph = glyphOf(codePoint);
      return glyph === 0 ? null : advanceOfGlyph(glyph) / unitsPerEm;
    },
  };
}

/** Width of `text` in em, each character from the first of `fonts` that has it (a web font's subsets). */
export function textWidth(fonts, text) {
  let width = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0);
    const advance = fonts.map((font) => font.advance(codePoint)).find((value) => value !== null);
    if (advance === undefined)
      throw new Error(`no glyph for U+${codePoint.toString(16)} in ${fonts[0].file}`);
    width += advance;
  }
  return width;
}

const percent = (value) => Math.round(value * 10000) / 100;

/**
 * The descriptors of a fallback face that draws `sample` as wide as the web font and places
 * lines as it does: size-adjust scales the local font's advances to the web font's, and the
 * metric overrides (which size-adjust scales too) restore the web font's ascent and descent.
 * Percentages with two decimals.
 */
export function fallbackDescriptors(webFont, localFont, sample) {
  const sizeAdjust = textWidth(webFont, sample) / textWidth([localFont], sample);
  const main = webFont[0];
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(main.ascent / main.unitsPerEm / sizeAdjust),
    descentOverride: percent(main.descent / main.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(main.lineGap / main.unitsPerEm / sizeAdjust),
  };
}

/** The weights the site loads, and the Arial face each is drawn with until Montserrat arrives. */
const LOCAL_FACES = {
  300: 'LiberationSans-Regular.ttf',
  400: 'LiberationSans-Regular.ttf',
  500: 'LiberationSans-Regular.ttf',
  600: 'LiberationSans-Bold.ttf',
  700: 'LiberationSans-Bold.ttf',
};
/** Debian's fonts-liberation (a dependency of its Chromium); Arial's metrics. */
const LIBERATION = '/usr/share/fonts/truetype/liberation';

const strings = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(strings));

/**
 * The fallback face's descriptors for every weight, from the files in `root`'s node_modules
 * (@fontsource/montserrat, the files the shell serves) and Liberation Sans, on a sample of the
 * site's own texts: every string of the kernel's common texts, Russian and English.
 */
export function deriveFallbackMetrics(root) {
  const sample = ['ru', 'en']
    .map((lang) => path.join(root, 'shared-kernel/src/i18n/locales', lang, 'common.json'))
    .flatMap((file) => strings(JSON.parse(fs.readFileSync(file, 'utf8'))))
    .join(' ');
  const files = path.join(root, 'node_modules/@fontsource/montserrat/files');
  return Object.fromEntries(
    Object.entries(LOCAL_FACES).map(([weight, local]) => {
      const montserrat = ['latin', 'cyrillic'].map((subset) =>
        readFont(path.join(files, `montserrat-${subset}-${weight}-normal.woff`)),
      );
      return [weight, fallbackDescriptors(montserrat, readFont(path.join(LIBERATION, local)), sample)];
    }),
  );
}
