import { createRequestQueue } from './request-queue';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('runs at most the limit at once, the rest in the order they came', async () => {
  const queue = createRequestQueue(2);
  const tasks = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const outcomes = tasks.map((task, index) =>
    queue
      .run(() => {
        started.push(index);
        return task.promise;
      })
      .catch((error: Error) => `failed: ${error.message}`),
  );
  await flush();
  expect(started).toEqual([0, 1]);
  tasks[1]!.resolve('b');
  await flush();
  expect(started).toEqual([0, 1, 2]);
  tasks[0]!.reject(new Error('down'));
  await flush();
  expect(started).toEqual([0, 1, 2, 3]);
  tasks[2]!.resolve('c');
  tasks[3]!.resolve('d');
  await expect(Promise.all(outcomes)).resolves.toEqual(['failed: down', 'b', 'c', 'd']);
});

it('frees its place when a task throws before returning a promise', async () => {
  const queue = createRequestQueue(1);
  await expect(
    queue.run(() => {
      throw new Error('broken');
    }),
  ).rejects.toThrow('broken');
  await expect(queue.run(async () => 'next')).resolves.toBe('next');
});
