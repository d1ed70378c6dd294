import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from './statement-batcher';

/** A query that records the keys of every statement it runs and answers each key with its double. */
function recordingQuery(failOn?: number) {
  const statements: number[][] = [];
  const query = async (keys: number[]) => {
    statements.push(keys);
    if (failOn !== undefined && keys.includes(failOn)) throw new Error(`row ${failOn} is gone`);
    return new Map(keys.filter((key) => key > 0).map((key) => [key, key * 2]));
  };
  return { statements, query };
}

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('statement batcher', () => {
  it('asks once for every key requested in one loop turn, and each request gets its own answer', async () => {
    const { statements, query } = recordingQuery();
    const batcher = createStatementBatcher(query);
    const answers = await Promise.all([batcher.load(1), batcher.load(2), batcher.load(1), batcher.load(-3)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(statements).toEqual([[1, 2, -3]]);
  });

  it('a key requested in a later loop turn goes into the next statement', async () => {
    const { statements, query } = recordingQuery();
    const batcher = createStatementBatcher(query);
    const first = batcher.load(1);
    await nextLoopTurn();
    const second = batcher.load(2);
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(statements).toEqual([[1], [2]]);
  });

  it('splits a batch at its largest size', async () => {
    const { statements, query } = recordingQuery();
    const batcher = createStatementBatcher(query, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((key) => batcher.load(key)))).toEqual([2, 4, 6, 8, 10]);
    expect(statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("a failing statement is asked again key by key: only the faulty key's request fails", async () => {
    const { statements, query } = recordingQuery(2);
    const batcher = createStatementBatcher(query);
    const results = await Promise.allSettled([batcher.load(1), batcher.load(2), batcher.load(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('row 2 is gone') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(statements).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
