import type { z } from "zod";
import {
  accountEmailLimits,
  accountEmailMessages,
  type EmailChangeResponse,
  type EmailStatus,
  type emailChangeRequestSchema,
} from "#contracts/account-email.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { authMessages } from "#contracts/auth.ts";
import { profileMessages } from "#contracts/profile.ts";
import { HttpError } from "#server/http-error.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import { type AuthEventLogger, ThrottledError } from "#server/modules/auth/auth-service.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { hashToken, type SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import {
  emailChangeConfirmMail,
  emailChangeConfirmMailKind,
} from "#server/modules/mail/templates/email-change-confirm.ts";
import {
  emailChangeNoticeMail,
  emailChangeNoticeMailKind,
} from "#server/modules/mail/templates/email-change-notice.ts";
import type { EmailChangeRepository } from "./email-change-repository.ts";
import { newEmailToken } from "./email-tokens.ts";
import type { EmailVerificationService } from "./verification-service.ts";

const confirmLifetimeMs = accountEmailLimits.changeConfirmMinutes * 60_000;
const cancelLifetimeMs = accountEmailLimits.changeCancelDays * 24 * 60 * 60_000;

type Deps = {
  changes: EmailChangeRepository;
  users: Pick<UsersRepository, "findByIdWithSecret" | "findByEmail">;
  hasher: Pick<PasswordHasher, "verify">;
  /** Wrong current passwords per account, shared with the password change: one budget of guesses. */
  passwordThrottle: AttemptThrottle;
  owners: Pick<EmailVerificationService, "mailOwner">;
  mail: Pick<MailService, "enqueue">;
  publicUrl: string;
  log: AuthEventLogger;
  /** A confirmed or cancelled change rewrites the user's email and ends their sessions in one transaction. */
  sessions: Pick<SessionService, "forgetUser">;
  now?: () => Date;
};

// Email changes (decision 0019): the current password, a link to the new address that applies the change
// (60 minutes, single use), a notice to the old address whose link cancels or undoes it and signs out
// everywhere. An address another account uses is answered exactly like a free one; its owner gets a notice.
export function createEmailChangeService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  return {
    async status(user: CurrentUser): Promise<EmailStatus> {
      const pending = await deps.changes.findPending(user.id, now());
      return {
        email: user.email,
        verified: user.emailVerified,
        pendingChange: pending
          ? { email: pending.newEmail, expiresAt: pending.confirmExpiresAt.toISOString() }
          : null,
      };
    },

    async request(
      user: CurrentUser,
      input: z.output<typeof emailChangeRequestSchema>,
    ): Promise<EmailChangeResponse> {
      const wait = await deps.passwordThrottle.retryAfterSeconds(user.id);
      if (wait > 0) throw new ThrottledError(wait);
      const found = await deps.users.findByIdWithSecret(user.id);
      if (!found?.active) throw new HttpError(401, authMessages.invalidCredentials);
      if (!(await deps.hasher.verify(found.passwordHash, input.currentPassword))) {
        await deps.passwordThrottle.recordFailure(user.id);
        deps.log("auth.email_change.failure", { userId: user.id });
        throw new HttpError(400, profileMessages.currentPasswordIncorrect, "currentPassword");
      }
      await deps.passwordThrottle.reset(user.id);
      const newEmail = input.newEmail;
      if (newEmail === found.email.toLowerCase()) {
        throw new HttpError(400, accountEmailMessages.sameEmail, "newEmail");
      }

      // The same steps, stored rows and answer whether or not the address is taken: only the mail differs.
      const holder = await deps.users.findByEmail(newEmail);
      const owner = holder && holder.id !== user.id ? holder : undefined;
      const confirm = newEmailToken();
      const cancel = newEmailToken();
      const at = now();
      const confirmExpiresAt = new Date(at.getTime() + confirmLifetimeMs);
      await deps.changes.replacePending({
        userId: user.id,
        oldEmail: found.email,
        oldEmailVerifiedAt: found.emailVerified ? at : null,
        newEmail,
        // For a taken address the confirmation token is never mailed: nobody can apply that change.
        confirmTokenHash: confirm.hash,
        cancelTokenHash: cancel.hash,
        createdAt: at,
        confirmExpiresAt,
        cancelExpiresAt: new Date(at.getTime() + cancelLifetimeMs),
      });
      if (owner) {
        // An inactive account's owner is not written to; the answer and the stored row are the same.
        if (owner.active) await deps.owners.mailOwner(owner, "email-change");
      } else {
        await deps.mail.enqueue({
          to: newEmail,
          kind: emailChangeConfirmMailKind,
          ...emailChangeConfirmMail({
            name: found.name,
            link: `${deps.publicUrl}/confirm-email-change?token=${confirm.token}`,
          }),
        });
      }
      await deps.mail.enqueue({
        to: found.email,
        kind: emailChangeNoticeMailKind,
        ...emailChangeNoticeMail({
          name: found.name,
          newEmail,
          cancelLink: `${deps.publicUrl}/cancel-email-change?token=${cancel.token}`,
        }),
      });
      deps.log("auth.email_change.requested", { userId: user.id });
      return {
        message: accountEmailMessages.changeSent(newEmail),
        pendingChange: { email: newEmail, expiresAt: confirmExpiresAt.toISOString() },
      };
    },

    async confirm(token: string): Promise<{ message: string }> {
      const outcome = await deps.changes.confirm(hashToken(token), now());
      if (outcome.status === "invalid") {
        deps.log("auth.email_change.invalid_token", {});
        throw new HttpError(400, accountEmailMessages.invalidChangeLink, "token");
      }
      if (outcome.status === "taken") {
        deps.log("auth.email_change.address_taken", { userId: outcome.userId });
        throw new HttpError(409, accountEmailMessages.changeNotPossible, "token");
      }
      deps.sessions.forgetUser(outcome.userId);
      deps.log("auth.email_change.confirmed", { userId: outcome.userId });
      return { message: accountEmailMessages.changeConfirmed };
    },

    async cancel(token: string): Promise<{ message: string }> {
      const at = now();
      const cancelled = await deps.changes.cancel(hashToken(token), at);
      if (!cancelled) {
        deps.log("auth.email_change.invalid_cancel_token", {});
        throw new HttpError(400, accountEmailMessages.invalidCancelLink, "token");
      }
      deps.sessions.forgetUser(cancelled.userId);
      deps.log("auth.email_change.cancelled", { userId: cancelled.userId, reverted: cancelled.reverted });
      await deps.changes.deleteSpent(at);
      return { message: accountEmailMessages.changeCancelled };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
