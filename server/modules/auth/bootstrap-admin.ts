import { randomBytes } from "node:crypto";
import { isCommonPassword } from "./common-passwords.ts";
import type { PasswordHasher } from "./password-hasher.ts";
import { UniqueViolation, type UsersRepository } from "./users-repository.ts";

export type BootstrapAdminOptions = {
  username?: string;
  email?: string;
  password?: string;
  /** Where a generated password is shown, once. */
  announce: (message: string) => void;
};

// At first start there must be someone who can open the admin portal. Credentials come from
// ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD, or a strong password is generated and printed once.
export async function ensureBootstrapAdmin(
  deps: { users: UsersRepository; hasher: PasswordHasher },
  options: BootstrapAdminOptions,
): Promise<"created" | "exists"> {
  if (await deps.users.existsWithRole("admin")) return "exists";
  const username = options.username ?? "admin";
  const email = options.email ?? "admin@ailabs.local";
  const password = options.password ?? randomBytes(18).toString("base64url");
  try {
    await deps.users.create({
      name: "Administrator",
      username,
      email,
      passwordHash: await deps.hasher.hash(password),
      role: "admin",
      // The operator chose this address (ADMIN_EMAIL): it needs no link (decision 0019).
      emailVerifiedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof UniqueViolation) {
      throw new Error(
        `Cannot create the bootstrap admin: the ${error.field} is already used by another account.`,
      );
    }
    throw error;
  }
  options.announce(
    options.password
      ? `Created the admin account '${username}' with the password from ADMIN_PASSWORD.`
      : `Created the admin account '${username}'. Its generated password, shown only now: ${password}`,
  );
  // Warned, not refused: the operator chose it on purpose (often a local try-out), and refusing would stop
  // the start-up. Whoever signs in with it should change it on /profile, where the list applies.
  if (options.password && isCommonPassword(options.password)) {
    options.announce(
      "Warning: ADMIN_PASSWORD is a common password that is easy to guess. Sign in and change it on /profile.",
    );
  }
  return "created";
}
