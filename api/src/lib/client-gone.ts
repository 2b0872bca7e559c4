import type { FastifyReply } from 'fastify';

/** The reason a request's work was cancelled: its client closed the connection before the answer. */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
  constructor() {
    super('The client closed the connection before the answer was sent');
  }
}

/**
 * A signal that aborts when the client goes away before its answer is sent
 * (a tab closed, a dashboard left, a range changed again), so the work done
 * for it (provider calls) stops with it.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(new ClientGone());
  });
  return controller.signal;
}
