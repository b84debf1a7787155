import { lazyModule } from "#app/lib/lazy-module.ts";

// The password-reset contract's schemas, loaded on demand: zod stays out of the pages' first load.
export const forgotPasswordSchema = lazyModule(() =>
  import("#contracts/password-reset.ts").then((module) => module.forgotPasswordSchema),
);
export const resetPasswordSchema = lazyModule(() =>
  import("#contracts/password-reset.ts").then((module) => module.resetPasswordSchema),
);
