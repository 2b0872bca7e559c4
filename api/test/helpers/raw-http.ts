import { connect } from 'node:net';

export interface RawAnswer {
  /** The status code of the answer's status line; undefined when none came. */
  status: number | undefined;
  /** The answer's head (status line and headers). */
  head: string;
  /** The server closed the connection after answering. */
  closed: boolean;
}

/**
 * Writes raw bytes to an HTTP server over TCP and reads the answer's head,
 * then waits (briefly) for the server to close the connection. Lets a test
 * send what no HTTP client would.
 */
export function rawRequest(port: number, request: string | Buffer, waitForCloseMs = 1_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let headAt = -1;
    let closeTimer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(closeTimer);
      clearTimeout(overall);
      socket.destroy();
      const head = headAt >= 0 ? received.subarray(0, headAt).toString('latin1') : received.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), head, closed });
    };
    const overall = setTimeout(() => finish(false), 5_000);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (headAt < 0 && (headAt = received.indexOf('\r\n\r\n')) >= 0) closeTimer = setTimeout(() => finish(false), waitForCloseMs);
    });
    socket.on('close', () => finish(true));
    // A server that resets the connection after answering still answered; the close says so.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.write(request);
  });
}
