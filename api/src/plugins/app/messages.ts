import fp from 'fastify-plugin';
import { messagesRepository, type MessagesRepository } from '../../messages/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('messages', messagesRepository(app.db));
  },
  { name: 'messages', dependencies: ['db'] },
);
