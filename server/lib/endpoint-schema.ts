import type { z } from "zod";
import type {
  AnyEndpoint,
  BodyOf,
  In,
  Out,
  ParamsOf,
  Query,
  QueryOf,
  ResponseOf,
} from "#contracts/api/endpoint.ts";

// A route's zod schemas against its endpoint's types (decision 0023): the descriptor in contracts/api/ is
// what the app calls with, the schemas are what the server checks, and this makes them the same at
// compile time. A route whose schemas drift from its endpoint fails `tsc`, naming what differs.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type RouteSchema = {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
  /** The OpenAPI keys (tags, summary, hide) pass through unchecked. */
  [openApi: string]: unknown;
};

type SuccessCode = 200 | 201 | 202 | 204;

type ResponseMatches<E extends AnyEndpoint, R> = 204 extends keyof R
  ? Equal<ResponseOf<E>, undefined> // no body: the client reads nothing
  : R[Extract<keyof R, SuccessCode>] extends infer S extends z.ZodType
    ? Equal<Out<S>, ResponseOf<E>>
    : false;

type Checks<E extends AnyEndpoint, S extends RouteSchema> = {
  query: S extends { querystring: infer Q extends z.ZodType }
    ? Equal<Query<Q>, QueryOf<E>>
    : Equal<QueryOf<E>, undefined>;
  params: S extends { params: infer P extends z.ZodType }
    ? Equal<keyof Out<P>, keyof ParamsOf<E>>
    : Equal<keyof ParamsOf<E>, never>;
  // A route without a body schema reads its body itself (multipart, a signed raw body).
  body: S extends { body: infer B extends z.ZodType } ? Equal<In<B>, BodyOf<E>> : true;
  // A route without a response schema answers something other than JSON (a PDF).
  response: S extends { response: infer R } ? ResponseMatches<E, R> : true;
};

type Failed<C> = { [K in keyof C]: C[K] extends true ? never : K }[keyof C];
type Verified<E extends AnyEndpoint, S extends RouteSchema> = [Failed<Checks<E, S>>] extends [never]
  ? unknown
  : { "schemas differ from the endpoint's types": Failed<Checks<E, S>> };

/** The route's `schema`, unchanged at run time; at compile time it must match `endpoint`'s types. */
export function endpointSchema<E extends AnyEndpoint, S extends RouteSchema>(
  _endpoint: E,
  schema: S & Verified<E, S>,
): S {
  return schema;
}
