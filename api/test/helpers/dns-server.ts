import dns2 from 'dns2';

const { Packet } = dns2;

/** The records of one name; a name absent from the zone answers NXDOMAIN. */
export interface ZoneEntry {
  CNAME?: string;
  /** Each TXT record; one longer than 255 bytes goes out as several strings, as real zones hold DKIM keys. */
  TXT?: string[];
  A?: string[];
}

/**
 * DNS_TIMEOUT_MS for an app asking this server. It answers from the test's own
 * process, which on a loaded machine can stall past a second; the timeout bounds
 * a question nobody answers, so a late answer must still count as one.
 */
export const LOOPBACK_DNS_TIMEOUT_MS = '5000';

export interface DnsServer {
  /** "127.0.0.1:port", for DNS_SERVERS. */
  address: string;
  /** The zone, changed freely between questions. */
  zone: Map<string, ZoneEntry>;
  /** Holds every answer until released, as a slow name server would; `asked` settles with the first question held. */
  holdAnswers(): { asked: Promise<void>; release(): void };
  close(): Promise<void>;
}

const chunks = (text: string) => text.match(/.{1,255}/g) ?? [''];

/** The zone's answer to one question: NXDOMAIN for a name it lacks, else its records of the asked type (a CNAME always). */
function answerFrom(zone: Map<string, ZoneEntry>, request: dns2.Packet) {
  const response = Packet.createResponseFromRequest(request);
  const [question] = request.questions;
  if (!question) return response;
  const entry = zone.get(question.name.toLowerCase());
  if (!entry) {
    response.header.rcode = Packet.RCODE.NXDOMAIN;
    return response;
  }
  const answer = (record: Partial<dns2.Packet.Resource>) => response.answers.push(Packet.createResourceFromQuestion(question, { class: Packet.CLASS.IN, ttl: 60, ...record }));
  if (entry.CNAME) answer({ type: Packet.TYPE.CNAME, domain: entry.CNAME });
  if (question.type === Packet.TYPE.TXT) for (const text of entry.TXT ?? []) answer({ type: Packet.TYPE.TXT, data: chunks(text) });
  if (question.type === Packet.TYPE.A) for (const address of entry.A ?? []) answer({ type: Packet.TYPE.A, address });
  return response;
}

/** A DNS server on loopback answering from a zone the test holds: the white-label checks ask it as they would ask the internet. */
export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, ZoneEntry>();
  let held: { gate: Promise<void>; asked: () => void } | null = null;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      if (!held) return void send(answerFrom(zone, request));
      held.asked();
      void held.gate.then(() => send(answerFrom(zone, request)));
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the DNS server did not listen');
  return {
    address: `127.0.0.1:${port}`,
    zone,
    holdAnswers() {
      let release = () => {};
      let asked = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const firstQuestion = new Promise<void>((resolve) => (asked = resolve));
      held = { gate, asked };
      return {
        asked: firstQuestion,
        release: () => {
          held = null;
          release();
        },
      };
    },
    close: () => server.close(),
  };
}
