import type { Client, InArgs, Transaction } from "@libsql/client";
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

/**
 * Kysely's SQLite dialect over one libsql client, one user at a time. libsql runs each statement synchronously on its
 * own pooled connection, so a second writer would meet SQLITE_BUSY and its busy wait would block the event loop the
 * first writer needs to commit: queries and transactions take turns in the process, as with Kysely's own SQLite
 * driver; `busy_timeout` still covers other processes (the CSV export, `outbox:work`). Inside a transaction use its
 * handle (Kysely's `trx`), never the outer `db`: that would wait for its own turn.
 */
export class LibsqlDialect implements Dialect {
  constructor(private readonly client: Client) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new LibsqlDriver(this.client);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Dialect interface takes any database
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class LibsqlDriver implements Driver {
  readonly #connection: LibsqlConnection;
  #turn: Promise<void> = Promise.resolve();
  #endTurn: () => void = () => {};

  constructor(private readonly client: Client) {
    this.#connection = new LibsqlConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#turn;
    let endTurn!: () => void;
    this.#turn = new Promise((resolve) => (endTurn = resolve));
    await previous;
    this.#endTurn = endTurn;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#endTurn();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).rollback();
  }

  async destroy(): Promise<void> {
    this.client.close();
  }
}

class LibsqlConnection implements DatabaseConnection {
  #transaction: Transaction | null = null;

  constructor(private readonly client: Client) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.#transaction ?? this.client).execute({ sql: query.sql, args: query.parameters as InArgs });
    return { rows: result.rows as unknown as R[], numAffectedRows: BigInt(result.rowsAffected), insertId: result.lastInsertRowid };
  }

  // Part of Kysely's interface; nothing here streams a query.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by the SQLite store.");
  }

  async begin(): Promise<void> {
    // A write transaction (BEGIN IMMEDIATE): it waits for another process's writer instead of failing midway.
    this.#transaction = await this.client.transaction("write");
  }

  async commit(): Promise<void> {
    await this.#transaction?.commit();
    this.#transaction = null;
  }

  async rollback(): Promise<void> {
    const transaction = this.#transaction;
    this.#transaction = null;
    await transaction?.rollback();
  }
}
