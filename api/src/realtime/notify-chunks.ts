/**
 * A NOTIFY payload must stay under 8000 bytes. A larger message is cut into
 * numbered chunks sent by one statement, so they commit (and reach every
 * listener) together; listeners join them by message id. Chosen over storing
 * big messages in a table: no migration, no cleanup, and no extra query per
 * listener per message.
 *
 * A chunk is `<messageId>:<index>:<count>:<text>`. The text is JSON with every
 * non-ASCII character escaped, so one character is one byte and a cut can
 * never split a UTF-8 sequence.
 */

/** PostgreSQL's limit is 8000 bytes; the rest is left for the header. */
export const CHUNK_TEXT_LENGTH = 7_900;

const CHUNK = /^([\w.]+):(\d+):(\d+):([\s\S]*)$/;

/** More pending messages than this means chunks went missing (a dropped connection); the oldest are forgotten. */
const MAX_PENDING = 100;

export interface Chunk {
  messageId: string;
  index: number;
  count: number;
  text: string;
}

/** JSON text with non-ASCII characters written as \uXXXX escapes: the same value, pure ASCII. */
const asciiJson = (json: string) => json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function toChunks(messageId: string, json: string): string[] {
  const text = asciiJson(json);
  const count = Math.max(1, Math.ceil(text.length / CHUNK_TEXT_LENGTH));
  return Array.from({ length: count }, (_, index) => `${messageId}:${index}:${count}:${text.slice(index * CHUNK_TEXT_LENGTH, (index + 1) * CHUNK_TEXT_LENGTH)}`);
}

export function parseChunk(payload: string): Chunk | null {
  const match = CHUNK.exec(payload);
  if (!match) return null;
  const [, messageId = '', index, count, text = ''] = match;
  const chunk = { messageId, index: Number(index), count: Number(count), text };
  return chunk.count >= 1 && chunk.index < chunk.count ? chunk : null;
}

/** Joins the chunks of each message; a message is returned once all of its chunks arrived, in any order. */
export class ChunkAssembler {
  private readonly pending = new Map<string, { parts: string[]; received: number }>();

  add(chunk: Chunk): string | null {
    if (chunk.count === 1) return chunk.text;
    let entry = this.pending.get(chunk.messageId);
    if (!entry) {
      if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value ?? '');
      entry = { parts: new Array<string>(chunk.count), received: 0 };
      this.pending.set(chunk.messageId, entry);
    }
    if (entry.parts[chunk.index] === undefined) entry.received += 1;
    entry.parts[chunk.index] = chunk.text;
    if (entry.received < chunk.count) return null;
    this.pending.delete(chunk.messageId);
    return entry.parts.join('');
  }

  /** After a reconnect, chunks of messages already half-received will never come. */
  clear(): void {
    this.pending.clear();
  }
}
