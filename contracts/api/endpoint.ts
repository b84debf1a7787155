// One HTTP endpoint of our /api: its method and path, with the types of its query, body and answer
// (decision 0023). This file and the descriptor files beside it import no zod at run time (their
// types come in through `import type`), so a public page can call an endpoint without loading schemas;
// the server attaches the zod schemas where it registers the route (server/lib/endpoint-schema.ts).

import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a query string value may be; undefined and null leave the key out. */
export type QueryValue = string | number | boolean | undefined | null;
export type QueryShape = Record<string, QueryValue>;

/** A body as the client sends it: what the schema accepts. */
export type In<S extends z.ZodType> = z.input<S>;
/** An answer as the client reads it: what the schema puts out. */
export type Out<S extends z.ZodType> = z.output<S>;
/** A query as the client writes it: the schema's input, where a coerced (unknown) value is a string or a number. */
export type Query<S extends z.ZodType> = {
  [K in keyof z.input<S>]: z.input<S>[K] extends QueryValue ? z.input<S>[K] : string | number | undefined;
};

/** `{ slug: string }` for "/api/courses/:slug"; `{}` for a path without parameters. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The types an endpoint carries; `undefined` query or body means it takes none. */
export type EndpointTypes = { query: QueryShape | undefined; body: unknown; response: unknown };

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  T extends EndpointTypes = EndpointTypes,
> = {
  readonly method: M;
  readonly path: P;
  /** Types only: never set at run time. */
  readonly types?: T;
};

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for constraints only.
export type AnyEndpoint = Endpoint<HttpMethod, string, any>;

export type QueryOf<E extends AnyEndpoint> = NonNullable<E["types"]>["query"];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E["types"]>["body"];
export type ResponseOf<E extends AnyEndpoint> = NonNullable<E["types"]>["response"];
export type ParamsOf<E extends AnyEndpoint> = PathParams<E["path"]>;

type HasKeys<T> = keyof T extends never ? false : true;

/** How a caller fills the path's parameters and the query string; required only when there are some. */
export type UrlArgs<E extends AnyEndpoint> = (HasKeys<ParamsOf<E>> extends true
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> });

/** `[]` when nothing needs filling, so `endpointUrl(api.home)` reads as it should. */
export type OptionalIfEmpty<A> = Partial<A> extends A ? [args?: A] : [args: A];

/** The URL of a call: parameters encoded into the path, defined query values appended in their order. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  ...[args]: OptionalIfEmpty<UrlArgs<E>>
): string {
  const params = (args?.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((args?.query ?? {}) as QueryShape)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type Builder<M extends HttpMethod, P extends string, Q extends QueryShape | undefined, B> = {
  /** The query string this endpoint reads. */
  query<NextQ extends QueryShape>(): Builder<M, P, NextQ, B>;
  /** The JSON body this endpoint takes. */
  body<NextB>(): Builder<M, P, Q, NextB>;
  /** The JSON answer of a success; ends the description. */
  returns<R>(): Endpoint<M, P, { query: Q; body: B; response: R }>;
};

/**
 * `endpoint("GET", "/api/courses/:slug").returns<CourseDetail>()`. The chain only carries types: at run
 * time an endpoint is its method and path.
 */
export function endpoint<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): Builder<M, P, undefined, undefined> {
  const described = { method, path };
  const builder = {
    query: () => builder,
    body: () => builder,
    returns: () => described,
  };
  return builder as unknown as Builder<M, P, undefined, undefined>;
}
