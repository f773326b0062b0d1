import type { Client, InStatement, ResultSet, Transaction, TransactionMode } from "@libsql/client";

/**
 * A libsql client whose statements and transactions run one at a time. libsql runs each statement
 * synchronously on its own pooled connection, so a second writer would meet SQLITE_BUSY and its
 * busy wait would block the event loop the first writer needs to commit. Queueing in-process
 * avoids both; `busy_timeout` still covers other processes (the CSV export).
 * Inside a transaction use the transaction's handle (Kysely's `trx`), never the outer `db`.
 */
export function serializeClient(client: Client): Client {
  let tail: Promise<void> = Promise.resolve();
  const acquire = async (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => held);
    await previous;
    return release;
  };

  const serialized = {
    async execute(statement: InStatement): Promise<ResultSet> {
      const release = await acquire();
      try {
        return await client.execute(statement);
      } finally {
        release();
      }
    },
    async transaction(mode: TransactionMode = "write"): Promise<Transaction> {
      const release = await acquire();
      let transaction: Transaction;
      try {
        transaction = await client.transaction(mode);
      } catch (error) {
        release();
        throw error;
      }
      const settle = <T>(work: () => Promise<T>) => async () => {
        try {
          return await work();
        } finally {
          release();
        }
      };
      return Object.assign(Object.create(transaction) as Transaction, {
        execute: (statement: InStatement) => transaction.execute(statement),
        commit: settle(() => transaction.commit()),
        rollback: settle(() => transaction.rollback()),
      });
    },
    close: () => client.close(),
  };
  return serialized as unknown as Client;
}
