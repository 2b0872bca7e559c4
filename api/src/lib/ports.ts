import net from 'node:net';

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** A port the OS hands out on loopback, never one of `avoid`. */
export async function anyFreePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await tryListen(0);
    if (port !== null && !avoid.includes(port)) return port;
  }
}

/** The preferred port when it is free, otherwise one the OS hands out (never one of `avoid`). */
export async function findFreePort(preferred: number, avoid: readonly number[] = []): Promise<number> {
  if (!avoid.includes(preferred) && (await tryListen(preferred)) !== null) return preferred;
  return anyFreePort(avoid);
}
