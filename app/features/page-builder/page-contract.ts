import { type LazyModule, lazyModule } from "#app/lib/lazy-module.ts";

// The page builder's zod schemas (contracts/page-builder.ts) come on demand: the route's first load stays
// without zod, and the schemas arrive after the first render (useForm and the editor start the download).

type Contract = typeof import("#contracts/page-builder.ts");

export const pageContract: LazyModule<Contract> = lazyModule(() => import("#contracts/page-builder.ts"));

/** One schema of the contract as useForm takes it. */
function schemaOf<K extends keyof Contract>(name: K): LazyModule<Contract[K]> {
  return {
    get: () => pageContract.get()?.[name],
    load: () => pageContract.load().then((contract) => contract[name]),
  };
}

export const pageCreateSchema = schemaOf("pageCreateSchema");
