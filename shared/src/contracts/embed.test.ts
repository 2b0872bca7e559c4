import { embedCommand, embedEvent, embedSiteSchema, readEmbedCommand, readEmbedEvent, EMBED_MESSAGE_NAMESPACE, EMBED_MESSAGE_VERSION } from './embed.js';

const range = { startDate: '2026-02-01', endDate: '2026-02-28', compareStartDate: '2026-01-04', compareEndDate: '2026-01-31' };
const envelope = (type: string, payload: unknown) => ({ namespace: EMBED_MESSAGE_NAMESPACE, version: EMBED_MESSAGE_VERSION, type, payload });

describe('the embed event map', () => {
  it('reads back every event as it was posted, through the structured clone postMessage makes', () => {
    const events = [
      embedEvent('ready', { permalink: 'acme', range, rangeLocked: false }),
      embedEvent('rangeChange', range),
      embedEvent('error', { code: 'token-expired', message: 'This embed link has expired.' }),
      embedEvent('resize', { width: 800, height: 1240 }),
    ];
    for (const event of events) expect(readEmbedEvent(structuredClone(event))).toEqual({ type: event.type, payload: event.payload });
  });

  it('reads back a command, its comparison optional', () => {
    const command = embedCommand('setRange', { startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(readEmbedCommand(structuredClone(command))).toEqual({ type: 'setRange', payload: { startDate: '2026-02-01', endDate: '2026-02-28' } });
  });

  it('ignores another version, another namespace, an unknown type, a bad payload and what is no envelope', () => {
    expect(readEmbedEvent({ ...envelope('rangeChange', range), version: EMBED_MESSAGE_VERSION + 1 })).toBeNull();
    expect(readEmbedEvent({ ...envelope('rangeChange', range), namespace: 'other:embed' })).toBeNull();
    expect(readEmbedEvent(envelope('scroll', range))).toBeNull();
    expect(readEmbedEvent(envelope('toString', range))).toBeNull();
    expect(readEmbedEvent(envelope('rangeChange', { ...range, endDate: '28/02/2026' }))).toBeNull();
    expect(readEmbedEvent(envelope('resize', { width: -1, height: 10 }))).toBeNull();
    expect(readEmbedEvent(envelope('error', { code: 'teapot', message: 'Short and stout.' }))).toBeNull();
    expect(readEmbedEvent('[iFrameSizer]ID:0:false')).toBeNull();
    expect(readEmbedEvent(null)).toBeNull();
  });

  it('keeps events and commands apart', () => {
    expect(readEmbedCommand(embedEvent('rangeChange', range))).toBeNull();
    expect(readEmbedEvent(embedCommand('setRange', range))).toBeNull();
  });

  it('refuses to build an event or a command whose payload breaks the map', () => {
    expect(() => embedEvent('rangeChange', { ...range, startDate: 'yesterday' })).toThrow();
    expect(() => embedEvent('error', { code: 'teapot' as never, message: '' })).toThrow();
    expect(() => embedCommand('setRange', { startDate: '2026-02-01' } as never)).toThrow();
  });
});

describe('a site allowed to embed', () => {
  it('is kept as its origin', () => {
    expect(embedSiteSchema.parse(' https://www.client.com/ ')).toBe('https://www.client.com');
    expect(embedSiteSchema.parse('http://localhost:4000')).toBe('http://localhost:4000');
    expect(embedSiteSchema.parse('HTTPS://Client.COM:443')).toBe('https://client.com');
  });

  it.each([
    'https://www.client.com/blog',
    'https://www.client.com/?page=1',
    'https://www.client.com/#top',
    'https://user:secret@client.com',
    'ftp://client.com',
    'javascript:alert(1)',
    'www.client.com',
    '',
  ])('refuses %j', (site) => {
    expect(embedSiteSchema.safeParse(site).success).toBe(false);
  });
});
