import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

// PGlite's `query` runs the extended protocol one message at a time: Parse, Describe, Bind, Describe,
// Execute and Sync are six calls into the wasm module, and every query is parsed, analysed and planned
// again. Drizzle sends each query through `query`, so a signed-in page's eight small reads cost ~4 ms of
// the one event loop (decision 0061). Here a query's text becomes a named prepared statement the first
// time it is seen (Parse and Describe once, which also gives the parameter types the values are
// serialised by, as PGlite does), and each later run is a single message: Bind, Describe, Execute, Sync.
// Results are read as PGlite reads them (`readResult` below), and errors are PGlite's own.

type Statement = { name: string; paramTypes: number[] };
type Query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** At most this many statements stay prepared by default; the least recently used is closed past it. */
export const preparedStatementsMax = 500;

// Codes after which a statement is prepared again and the query retried once (outside a transaction):
// the statement is gone (26000), or its plan's result type changed under a migration (0A000).
const stalePlan = new Set(["26000", "0A000"]);

// Options this path understands; anything else (a blob, a notice callback, given parameter types) takes
// PGlite's own path.
const handledOptions = new Set(["rowMode", "parsers", "serializers"]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;

const utf8 = new TextDecoder();
const countedCommands = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * The result of one extended-protocol query read from its raw reply, as PGlite's `parse.parseResults` reads
 * its parsed messages (rows as objects or arrays, each value through the query's parser or the client's),
 * without copying each field first or merging the parser tables for every query (a fifth of a page's
 * time, profiled). Null when the reply holds an error.
 */
export function readReply<T>(
  reply: Uint8Array,
  defaults: Record<number | string, Parser>,
  options?: QueryOptions,
): Results<T> | null {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const asArrays = options?.rowMode === "array";
  const cstring = (from: number) => {
    const end = reply.indexOf(0, from);
    return { text: utf8.decode(reply.subarray(from, end)), next: end + 1 };
  };
  let fields: Field[] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  const result: { command?: string; rowCount?: number } = {};
  for (let at = 0; at < reply.length; ) {
    const type = reply[at] as number;
    const end = at + 1 + view.getInt32(at + 1);
    let read = at + 5;
    if (type === 0x45 /* E: ErrorResponse */) return null;
    if (type === 0x54 /* T: RowDescription */) {
      const count = view.getInt16(read);
      read += 2;
      fields = [];
      for (let column = 0; column < count; column++) {
        const { text, next } = cstring(read);
        // Table id (4), column number (2), then the type id; size, modifier and format after it.
        fields.push({ name: text, dataTypeID: view.getInt32(next + 6) });
        read = next + 18;
      }
      parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaults[dataTypeID]);
    } else if (type === 0x44 /* D: DataRow */) {
      const count = view.getInt16(read);
      read += 2;
      const values: unknown[] = new Array(count);
      for (let column = 0; column < count; column++) {
        const length = view.getInt32(read);
        read += 4;
        if (length < 0) {
          values[column] = null;
          continue;
        }
        const text = utf8.decode(reply.subarray(read, read + length));
        read += length;
        const parser = parsers[column];
        values[column] = parser ? parser(text, (fields[column] as Field).dataTypeID) : text;
      }
      rows.push(
        asArrays
          ? values
          : Object.fromEntries(values.map((value, at) => [(fields[at] as Field).name, value])),
      );
    } else if (type === 0x43 /* C: CommandComplete */) {
      const words = cstring(read).text.split(" ");
      const command = words[0] ?? "";
      const count = Number.parseInt(words[words.length - 1] ?? "", 10);
      if (countedCommands.has(command)) affectedRows += count;
      result.command = command;
      if (!Number.isNaN(count)) result.rowCount = count;
    }
    // Everything else (BindComplete, NoData, ReadyForQuery, a notice) says nothing the result needs.
    at = end;
  }
  return { ...result, rows: rows as T[], fields, affectedRows } as Results<T>;
}

/** The error a reply carries, read by PGlite's own parser: the same DatabaseError PGlite's `query` throws. */
function errorIn(reply: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(reply, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error("PGlite answered with an error it could not read");
}

/**
 * A view of `client` whose `query` (and its transactions' `query`) runs prepared statements; everything
 * else is the client's own. Hand it to Drizzle; keep `client` for closing and the rest.
 */
export function withPreparedStatements(
  client: PGlite,
  { max = preparedStatementsMax }: { max?: number } = {},
): PGlite {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  let counter = 0;
  const { serialize } = protocol;

  async function prepare(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      // Map order is the recency order.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    counter += 1;
    const name = `drizzle_${counter}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: "S", name: old }));
    const { messages } = await client.execProtocol(
      concat([
        ...closing,
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    if (statements.size > max) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestSql);
      toClose.push(oldest.name);
    }
    return statement;
  }

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await prepare(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // PGlite's own reading of a reply copies every field before decoding it: the reply is taken raw and
    // read in place (`readReply`); only a reply carrying an error goes through PGlite's parser.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const reply = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
    const result = readReply<T>(reply, client.parsers, options);
    if (result) return result;
    throw errorIn(reply);
  }

  async function runRetryingStale<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      return await run<T>(sql, params, options);
    } catch (error) {
      if (!stalePlan.has((error as { code?: string }).code ?? "")) throw error;
      const stale = statements.get(sql);
      statements.delete(sql);
      if (stale) toClose.push(stale.name);
      return run<T>(sql, params, options);
    }
  }

  const ownPath = (options?: QueryOptions) =>
    options !== undefined && Object.keys(options).some((key) => !handledOptions.has(key));

  const query: Query = async (sql, params = [], options) => {
    if (ownPath(options)) return client.query(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runRetryingStale<never>(sql, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };

  // Inside a transaction the transaction lock is already held, and PGlite writes to disk at its end.
  const inTransaction =
    (tx: Transaction): Query =>
    async (sql, params = [], options) => {
      if (tx.closed) throw new Error("Transaction is closed");
      if (ownPath(options)) return tx.query(sql, params, options);
      return client._runExclusiveQuery(() => run(sql, params, options));
    };

  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get: (target, property) =>
            property === "query" ? inTransaction(target) : Reflect.get(target, property, target),
        }),
      ),
    );

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on this view.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
