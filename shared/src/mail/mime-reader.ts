/** One part of a MIME message: its headers (lower-case names, unfolded) and decoded body, or its parts. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as long subjects and names are written. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_match, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    unfolded
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), decodeWords(line.slice(line.indexOf(':') + 1).trim())]),
  );
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/**
 * Reads a raw message as nodemailer writes it (multipart trees, base64 and
 * quoted-printable bodies): enough for the API and e2e tests to find the
 * attachments and inline images of report e-mails, not a general MIME parser.
 */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split === -1 ? raw : raw.slice(0, split));
  const content = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body: decode(content, headers['content-transfer-encoding']), parts: [] };
  const sections = content.split(`--${boundary}`).slice(1);
  const parts = sections.filter((section) => !section.startsWith('--')).map((section) => parseMime(section.replace(/^\r?\n/, '')));
  return { headers, body: Buffer.alloc(0), parts };
}

/** Every leaf part of the tree, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}
