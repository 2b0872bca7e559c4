import { CHUNK_TEXT_LENGTH, ChunkAssembler, parseChunk, toChunks } from '../src/realtime/notify-chunks.js';

const NOTIFY_LIMIT_BYTES = 8000;

describe('NOTIFY chunks', () => {
  const message = JSON.stringify({ sources: Array.from({ length: 400 }, (_, id) => ({ id, account: `Zürich café №${id} 🚀` })) });

  it('keeps every chunk under the NOTIFY limit, multi-byte text included', () => {
    const chunks = toChunks('abc.1', message);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(NOTIFY_LIMIT_BYTES);
  });

  it('joins chunks arriving in any order into the same value', () => {
    const chunks = toChunks('abc.2', message).reverse();
    const assembler = new ChunkAssembler();
    const results = chunks.map((payload) => assembler.add(parseChunk(payload)!));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(JSON.parse(results.at(-1)!)).toEqual(JSON.parse(message));
  });

  it('sends a small message as one chunk', () => {
    const [only, ...rest] = toChunks('abc.3', '{"a":"é"}');
    expect(rest).toEqual([]);
    expect(only).toBe('abc.3:0:1:{"a":"\\u00e9"}');
    expect(JSON.parse(new ChunkAssembler().add(parseChunk(only!)!)!)).toEqual({ a: 'é' });
  });

  it('forgets half-received messages on clear and ignores what is not a chunk', () => {
    const chunks = toChunks('abc.4', 'x'.repeat(CHUNK_TEXT_LENGTH * 2));
    const assembler = new ChunkAssembler();
    expect(assembler.add(parseChunk(chunks[0]!)!)).toBeNull();
    assembler.clear();
    expect(assembler.add(parseChunk(chunks[1]!)!)).toBeNull();
    expect(parseChunk('not a chunk')).toBeNull();
    expect(parseChunk('abc.5:2:2:x')).toBeNull();
  });
});
