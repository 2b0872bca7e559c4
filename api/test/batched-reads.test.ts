import { batchedReads } from '../src/lib/batched-reads.js';

/** A read of rows `${group}:${key}` for the keys below 100, recording each call. */
function recordedReads() {
  const calls: Array<[string, number[]]> = [];
  const read = batchedReads(async (group: string, keys: number[]) => {
    calls.push([group, keys]);
    if (group === 'broken') throw new Error('the read failed');
    return new Map(keys.filter((key) => key < 100).map((key) => [key, `${group}:${key}`]));
  });
  return { calls, read };
}

const afterAwaits = async <T>(count: number, value: () => Promise<T>) => {
  for (let step = 0; step < count; step += 1) await Promise.resolve();
  return value();
};

describe('batched reads', () => {
  it('reads what one turn asks for once per group, a few awaits apart included, each asker getting its own row', async () => {
    const { calls, read } = recordedReads();
    const answers = await Promise.all([read('company-1', 5), afterAwaits(3, () => read('company-1', 7)), read('company-2', 5), read('company-1', 5)]);
    expect(answers).toEqual(['company-1:5', 'company-1:7', 'company-2:5', 'company-1:5']);
    expect(calls).toEqual([
      ['company-1', [5, 7]],
      ['company-2', [5]],
    ]);
  });

  it('answers undefined for a key the read did not find', async () => {
    const { read } = recordedReads();
    await expect(Promise.all([read('company-1', 5), read('company-1', 500)])).resolves.toEqual(['company-1:5', undefined]);
  });

  it('fails the askers of a failed read only', async () => {
    const { read } = recordedReads();
    const [broken, fine] = await Promise.allSettled([read('broken', 1), read('company-1', 1)]);
    expect(broken).toEqual({ status: 'rejected', reason: new Error('the read failed') });
    expect(fine).toEqual({ status: 'fulfilled', value: 'company-1:1' });
  });

  it('reads again for what a later turn asks', async () => {
    const { calls, read } = recordedReads();
    await read('company-1', 5);
    await read('company-1', 5);
    expect(calls).toEqual([
      ['company-1', [5]],
      ['company-1', [5]],
    ]);
  });
});
