import type { FastifyPluginAsync } from 'fastify';
import registerRoute from './register.js';
import loginRoute from './login.js';
import logoutRoute from './logout.js';
import passwordRoutes from './password.js';

/** The server-side auth paths of spec §2 (/register, /login, /logout, /password/*), outside /api like the original. */
const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(passwordRoutes);
};

export default authRoutes;
