import fp from 'fastify-plugin';
import { usersRepository, type UsersRepository } from '../../users/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', usersRepository(app.db));
  },
  { name: 'users', dependencies: ['db'] },
);
