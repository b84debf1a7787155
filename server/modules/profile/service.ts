import { accountEmailMessages } from "#contracts/account-email-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { authMessages } from "#contracts/auth.ts";
import { type PasswordChangeInput, type ProfileUpdate, profileMessages } from "#contracts/profile.ts";
import { HttpError } from "#server/http-error.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, ThrottledError } from "#server/modules/auth/auth-service.ts";
import { isCommonPassword } from "#server/modules/auth/common-passwords.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";

type Deps = {
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  /** Wrong current passwords per account: a stolen session must not become a password oracle. */
  passwordThrottle: AttemptThrottle;
  log: AuthEventLogger;
};

export function createProfileService(deps: Deps) {
  return {
    /** Name and avatar. The email changes only with the current password and a mailed link (decision 0019). */
    async update(user: CurrentUser, profile: ProfileUpdate): Promise<CurrentUser> {
      if (profile.email !== undefined && profile.email !== user.email.toLowerCase()) {
        throw new HttpError(400, accountEmailMessages.changeNeedsPassword, "email");
      }
      const updated = await deps.users.updateProfile(user.id, profile);
      if (!updated) throw new HttpError(401, authMessages.invalidCredentials);
      // The user's sessions carry their name and avatar (the session service keeps them for a few seconds).
      deps.sessions.forgetUser(user.id);
      deps.log("auth.profile_update", { userId: user.id });
      return updated;
    },

    /** Needs the current password; ends every other session of the user, keeping `keepToken`'s. */
    async changePassword(
      userId: string,
      input: Pick<PasswordChangeInput, "currentPassword" | "newPassword">,
      keepToken: string,
    ): Promise<void> {
      const wait = await deps.passwordThrottle.retryAfterSeconds(userId);
      if (wait > 0) throw new ThrottledError(wait);
      const found = await deps.users.findByIdWithSecret(userId);
      if (!found) throw new HttpError(401, authMessages.invalidCredentials);
      if (!(await deps.hasher.verify(found.passwordHash, input.currentPassword))) {
        await deps.passwordThrottle.recordFailure(userId);
        deps.log("auth.password_change.failure", { userId });
        throw new HttpError(400, profileMessages.currentPasswordIncorrect, "currentPassword");
      }
      await deps.passwordThrottle.reset(userId);
      if (isCommonPassword(input.newPassword)) {
        throw new HttpError(400, authMessages.commonPassword, "newPassword");
      }
      await deps.users.setPassword(userId, await deps.hasher.hash(input.newPassword));
      await deps.sessions.endOthersFor(userId, keepToken);
      deps.log("auth.password_change", { userId });
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
