// Many requests at once ask the database the same question for different keys (the session of each
// cookie, above all). A batcher collects the keys asked for while the event loop handles one round of
// input and asks for all of them in one statement: under load one round trip and one plan execution
// serve many requests; a request on its own waits only for the end of the current loop turn.

/** Runs one statement for the keys and returns each key's result (a key without a result is left out). */
export type BatchQuery<K, R> = (keys: K[]) => Promise<Map<K, R>>;

export interface StatementBatcher<K, R> {
  load(key: K): Promise<R | undefined>;
}

interface Waiting<K, R> {
  key: K;
  resolve: (result: R | undefined) => void;
  reject: (error: unknown) => void;
}

export function createStatementBatcher<K, R>(query: BatchQuery<K, R>, maxBatchSize = 100): StatementBatcher<K, R> {
  let collecting: Waiting<K, R>[] | null = null;

  function run(batch: Waiting<K, R>[]) {
    query([...new Set(batch.map((waiting) => waiting.key))]).then(
      (results) => {
        for (const waiting of batch) waiting.resolve(results.get(waiting.key));
      },
      (error: unknown) => {
        // one key's fault (a row deleted meanwhile, a deadlock between two batches) must not fail the
        // others: each is asked again on its own, and only its own failure reaches its request
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const waiting of batch) run([waiting]);
      },
    );
  }

  return {
    load(key) {
      return new Promise<R | undefined>((resolve, reject) => {
        if (!collecting) {
          const batch: Waiting<K, R>[] = (collecting = []);
          // after the I/O callbacks of this loop turn: every request read in this turn is in the batch
          setImmediate(() => {
            if (collecting === batch) collecting = null;
            if (batch.length > 0) run(batch.splice(0));
          });
        }
        collecting.push({ key, resolve, reject });
        if (collecting.length >= maxBatchSize) {
          const full = collecting.splice(0);
          collecting = null;
          run(full);
        }
      });
    },
  };
}
