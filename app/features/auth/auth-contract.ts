import { lazyModule } from "#app/lib/lazy-module.ts";

// The auth contract's schemas (the API's own rules and messages), loaded on demand: zod stays out of the
// first load of the auth and checkout pages.
export const loginSchema = lazyModule(() =>
  import("#contracts/auth.ts").then((module) => module.loginSchema),
);
export const registerSchema = lazyModule(() =>
  import("#contracts/auth.ts").then((module) => module.registerSchema),
);
