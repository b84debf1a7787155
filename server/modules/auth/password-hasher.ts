import { hash, verify } from "@node-rs/argon2";

// OWASP's first argon2id setting (19 MiB, t=2, p=1). @node-rs/argon2 runs on the libuv thread pool,
// off the event loop.
// `Algorithm` is a const enum the type-stripping runtime cannot inline: 2 is Algorithm.Argon2id.
const argon2id = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Same cost as a real verify, for unknown accounts: no timing difference tells who exists. */
  verifyDummy(password: string): Promise<false>;
};

export async function createPasswordHasher(): Promise<PasswordHasher> {
  const dummy = await hash("dummy password for timing equality", options);
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      await verify(dummy, password).catch(() => false);
      return false;
    },
  };
}
