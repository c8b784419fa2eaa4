import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

/**
 * drizzle-orm's PGlite driver passes its type parsers (timestamps and a few array types kept as
 * text) with every query, and PGlite spreads them over its full parser map — hundreds of
 * types — per query: ~90 µs each, more than a primary-key read takes. They are the same for
 * every query the driver sends, so this client puts them into PGlite's map itself and sends
 * the query without them: the same parsing, without the copy.
 *
 * Only for a client that drizzle alone queries (the app's): its map then holds drizzle's
 * parsers for everyone.
 */
export function withDriverParsers(client: PGlite): PGlite {
  const query = (target: Queryable) =>
    ((text: string, params?: unknown[], options?: QueryOptions) => {
      if (!options?.parsers) return target.query(text, params, options);
      // Every time, not once: PGlite rewrites array parsers when it learns new types.
      Object.assign(client.parsers, options.parsers);
      const { parsers: _sent, ...rest } = options;
      return target.query(text, params, rest);
    }) as PGlite['query'];

  const wrap = <T extends object>(target: T, queryable: Queryable): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') return query(queryable);
        if (property === 'transaction' && 'transaction' in object) {
          return (run: (tx: Transaction) => Promise<unknown>) =>
            (object as unknown as PGlite).transaction((tx) => run(wrap(tx, tx)));
        }
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });

  return wrap(client, client);
}
