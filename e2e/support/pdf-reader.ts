import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader to check what Chromium's printer (Skia) wrote:
 * the page count, the text (through each font's ToUnicode map) and the vector
 * paths. Not a general parser: it reads the uncompressed object syntax and
 * Flate streams Skia writes, with fonts named by their object number.
 */
export interface PdfSummary {
  pages: number;
  /** Text of every content stream, runs separated by spaces. */
  text: string;
  /** Path painting operators (fill, stroke) over all content streams. */
  paths: number;
  /** Embedded raster images: a vector print has few or none. */
  images: number;
}

interface PdfObject {
  id: string;
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(file: Buffer): PdfObject[] {
  const source = file.toString('latin1');
  const objects: PdfObject[] = [];
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id = '', body = ''] = match;
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.push({ id, dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const start = body.indexOf('\n', streamAt) + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
    objects.push({ id, dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const hexCode = (hex: string) => Number.parseInt(hex, 16);
const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map(hexCode));

/** A ToUnicode CMap: glyph code → text (bfchar pairs and bfrange runs). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(hexCode(code), utf16(text));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', first = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let code = hexCode(from), value = hexCode(first); code <= hexCode(to); code += 1, value += 1) map.set(code, String.fromCharCode(value));
    }
  }
  return map;
}

/** Each font resource name (`/F4`) with its glyph map; Type0 fonts use two-byte codes. */
function fontsOf(objects: PdfObject[]) {
  const byId = new Map(objects.map((object) => [object.id, object]));
  const fonts = new Map<string, { map: Map<number, string>; width: number }>();
  for (const object of objects) {
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(object.dictionary)?.[1];
    const cmap = unicode ? byId.get(unicode)?.stream : undefined;
    if (!cmap || !/\/Type\s*\/Font/.test(object.dictionary)) continue;
    fonts.set(`F${object.id}`, { map: toUnicodeMap(cmap.toString('latin1')), width: /\/Type0/.test(object.dictionary) ? 4 : 2 });
  }
  return fonts;
}

function textOf(content: string, fonts: ReturnType<typeof fontsOf>): string {
  const runs: string[] = [];
  let font = fonts.values().next().value;
  for (const [, name, shown] of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9A-Fa-f]*>\s*Tj)/g)) {
    if (name) font = fonts.get(name);
    if (!shown || !font) continue;
    const glyphs = [...shown.matchAll(/<([0-9A-Fa-f]*)>/g)].flatMap(([, hex = '']) => hex.match(new RegExp(`.{${font!.width}}`, 'g')) ?? []);
    runs.push(glyphs.map((glyph) => font!.map.get(hexCode(glyph)) ?? '').join(''));
  }
  return runs.join(' ');
}

export function readPdf(file: Buffer): PdfSummary {
  const objects = objectsOf(file);
  const fonts = fontsOf(objects);
  const contents = objects.filter((object) => object.stream && !/\/(Type\s*\/(XObject\s*\/Subtype\s*\/Image|Font)|Subtype\s*\/Image|FontFile|ToUnicode|Length1)/.test(object.dictionary));
  const streams = contents.map((object) => (object.stream as Buffer).toString('latin1')).filter((content) => /\b(BT|re|l|c)\b/.test(content));
  return {
    pages: objects.filter((object) => /\/Type\s*\/Page\b(?!s)/.test(object.dictionary)).length,
    text: streams.map((content) => textOf(content, fonts)).join(' '),
    paths: streams.reduce((count, content) => count + (content.match(/(?:^|\s)(?:f\*?|S|B\*?|b\*?)(?=\s)/g)?.length ?? 0), 0),
    images: objects.filter((object) => /\/Subtype\s*\/Image/.test(object.dictionary)).length,
  };
}
