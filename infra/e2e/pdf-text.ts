/**
 * The text of a PDF as a reader would copy it, for checking what a generated document says. Only
 * what pdfkit writes is handled: Flate streams, Type0 fonts with a ToUnicode CMap, Tj and TJ.
 */
import zlib from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at === -1) {
      found.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = (match.index ?? 0) + match[0].indexOf(body) + at + 'stream'.length;
    const dataStart = start + (text[start] === '\r' ? 2 : 1);
    const dataEnd = text.indexOf('endstream', dataStart);
    let data = pdf.subarray(dataStart, dataEnd);
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = zlib.inflateSync(data);
      } catch {
        data = Buffer.alloc(0);
      }
    }
    found.set(match[1]!, { dict, stream: data });
  }
  return found;
}

/** A hex string of UTF-16 units; pdfkit separates the characters of a ligature with spaces. */
const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

interface CMap {
  codeLength: number;
  map: Map<number, string>;
}

function parseCMap(source: string): CMap {
  const map = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(source);
  const codeLength = space ? space[1]!.length : 4;
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(code!, 16), utf16(unicode!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    )) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      if (target!.startsWith('[')) {
        const list = [...target!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => utf16(m[1]!));
        for (let code = from; code <= to; code += 1) map.set(code, list[code - from] ?? '');
      } else {
        const first = parseInt(target!.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  return { codeLength, map };
}

function decode(hex: string, cmap: CMap | undefined): string {
  if (!cmap) return '';
  let out = '';
  for (let i = 0; i + cmap.codeLength <= hex.length; i += cmap.codeLength)
    out += cmap.map.get(parseInt(hex.slice(i, i + cmap.codeLength), 16)) ?? '';
  return out;
}

/** Every text object of every content stream, one line each. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const cmapOf = new Map<string, CMap>();
  for (const object of objects.values()) {
    for (const [, name, ref] of object.dict.matchAll(/\/([A-Za-z0-9]+)\s+(\d+) 0 R/g)) {
      const font = objects.get(ref!);
      const unicodeRef =
        font && /\/Type\s*\/Font/.test(font.dict) ? /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict) : null;
      const stream = unicodeRef ? objects.get(unicodeRef[1]!)?.stream : null;
      if (stream) cmapOf.set(name!, parseCMap(stream.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!/\bBT\b/.test(content) || !/\bTf\b/.test(content)) continue;
    let font: string | undefined;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1]!.matchAll(
        /\/([A-Za-z0-9]+)\s+[\d.]+\s+Tf|(\[[^\]]*\])\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
      )) {
        if (op[1]) font = op[1];
        else if (op[2])
          for (const part of op[2].matchAll(/<([0-9a-fA-F]*)>/g))
            line += decode(part[1]!, cmapOf.get(font ?? ''));
        else if (op[3] !== undefined) line += decode(op[3], cmapOf.get(font ?? ''));
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
