import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links can be read from an .eml body. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The .eml files the file mailer wrote to DATA_DIR/mail, oldest first, decoded. */
export async function readMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'))));
}
