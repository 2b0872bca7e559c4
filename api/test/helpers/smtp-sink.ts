import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages: by default with a temporary failure (451), as a busy server does; 550 is a permanent one. */
  refuseNext(count: number, responseCode?: 451 | 550): void;
  /** Keeps the next `count` messages, then drops the connection before answering: the sender cannot tell whether they went out. */
  dropAfterNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode: 451 | 550 = 451;
  let drops = 0;
  /** The connections' sockets by the client's port, to drop one as its message ends. */
  const sockets = new Map<number, Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error(refusalCode === 451 ? 'Mailbox busy, try again later' : 'Mailbox unavailable'), { responseCode: refusalCode });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (drops > 0) {
          drops -= 1;
          sockets.get(session.remotePort)?.destroy();
          return;
        }
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort;
    if (port === undefined) return;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count, responseCode = 451) => {
      refusals = count;
      refusalCode = responseCode;
    },
    dropAfterNext: (count) => {
      drops = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
