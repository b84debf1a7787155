import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** The app the modules register their routes on (server/app.ts builds it with the zod type provider). */
export type ModuleApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * One server module (decision 0025): `create` builds its services from what it declares in `Deps` (the
 * core services and those of the modules above it in server/services.ts), `routes` registers its HTTP
 * routes with the same deps plus what `create` returned. A module without routes leaves `routes` out.
 */
export type ServerModule<Name extends string, Deps, Provides extends object> = {
  /** Its folder under server/modules; names it in ordering errors. */
  name: Name;
  create: (deps: Deps) => Provides;
  routes?: (app: ModuleApp, context: Deps & Provides) => Promise<void>;
};

/** Infers a module's types from its `create` (annotate the parameter with the deps it needs). */
export function defineModule<const Name extends string, Deps, Provides extends object>(
  module: ServerModule<Name, Deps, Provides>,
): ServerModule<Name, Deps, Provides> {
  return module;
}

// biome-ignore lint/suspicious/noExplicitAny: the list holds modules of every shape; composeModules checks each.
type AnyModule = ServerModule<string, any, object>;
type DepsOf<M> = M extends { create: (deps: infer Deps) => unknown } ? Deps : never;
type ProvidesOf<M> = M extends { create: (deps: never) => infer Provides } ? Provides : never;
type NameOf<M> = M extends { name: infer Name extends string } ? Name : never;

/** Everything the core and the listed modules provide, as one object type. */
export type Composed<Core, Modules extends readonly AnyModule[]> = Modules extends readonly [
  infer First,
  ...infer Rest extends readonly AnyModule[],
]
  ? Composed<Core & ProvidesOf<First>, Rest>
  : { [Key in keyof Core]: Core[Key] };

/**
 * Why the list cannot be composed, as a sentence the compiler prints, or `never` when it can: a module needs
 * a service no module above it provides (or of another type), or provides a name that is already taken.
 */
export type OrderProblem<Context, Modules extends readonly AnyModule[]> = Modules extends readonly [
  infer First,
  ...infer Rest extends readonly AnyModule[],
]
  ? [Exclude<keyof DepsOf<First>, keyof Context>] extends [never]
    ? Context extends DepsOf<First>
      ? [Extract<keyof ProvidesOf<First>, keyof Context>] extends [never]
        ? OrderProblem<Context & ProvidesOf<First>, Rest>
        : `module ${NameOf<First>} provides ${Extract<keyof ProvidesOf<First>, keyof Context> & string}, which a module above it provides already`
      : `module ${NameOf<First>} gets a service of another type than it declares`
    : `module ${NameOf<First>} needs ${Exclude<keyof DepsOf<First>, keyof Context> & string}, which no module above it provides`
  : never;

/** A created module: its name and its routes, bound to the services it was created with. */
export type ComposedModule = { name: string; routes?: (app: ModuleApp) => Promise<void> };

/**
 * Creates the modules in list order. Each `create` gets its own copy of the services known at its turn (the
 * core's and those of the modules above it): it cannot reach a service created after it, and what it writes
 * into its deps reaches no other module. The list's order is also the order server/app.ts registers routes in.
 */
export function composeModules<Core extends object, const Modules extends readonly AnyModule[]>(
  core: Core,
  modules: Modules & ([OrderProblem<Core, Modules>] extends [never] ? unknown : OrderProblem<Core, Modules>),
): { services: Composed<Core, Modules>; modules: ComposedModule[] } {
  let context = { ...core } as Record<string, unknown>;
  const composed: ComposedModule[] = [];
  for (const module of modules as readonly AnyModule[]) {
    const provided = module.create({ ...context });
    const taken = Object.keys(provided).filter((key) => key in context);
    if (taken.length > 0) throw new Error(`module ${module.name} provides ${taken.join(", ")} again`);
    const own = { ...context, ...provided };
    const { routes } = module;
    composed.push({ name: module.name, routes: routes && ((app) => routes(app, own)) });
    context = own;
  }
  return { services: context as Composed<Core, Modules>, modules: composed };
}
