import { createFastify } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import draining from '../src/plugins/app/draining.js';

it('counts any close of the app as shutting down, not only the ordered shutdown: the parts stopping in a later preClose see it', async () => {
  const app = createFastify(loadConfig({}));
  await app.register(draining);
  const seenWhileClosing: boolean[] = [];
  app.addHook('preClose', async () => {
    seenWhileClosing.push(app.draining.active);
  });
  await app.ready();
  expect(app.draining.active).toBe(false);
  await app.close();
  expect(seenWhileClosing).toEqual([true]);
});
