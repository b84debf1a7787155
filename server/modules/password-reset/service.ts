import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { authMessages } from "#contracts/auth.ts";
import {
  type forgotPasswordSchema,
  passwordResetLimits,
  passwordResetMessages,
  type resetPasswordSchema,
} from "#contracts/password-reset.ts";
import { HttpError } from "#server/http-error.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import {
  type AuthEventLogger,
  type CaptchaVerifier,
  type RequestMeta,
  ThrottledError,
} from "#server/modules/auth/auth-service.ts";
import { isCommonPassword } from "#server/modules/auth/common-passwords.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { hashToken, type SessionService } from "#server/modules/auth/session-service.ts";
import type { UsersRepository } from "#server/modules/auth/users-repository.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import {
  passwordChangedMail,
  passwordChangedMailKind,
} from "#server/modules/mail/templates/password-changed.ts";
import { passwordResetMail, passwordResetMailKind } from "#server/modules/mail/templates/password-reset.ts";
import type { PasswordResetRepository } from "./repository.ts";

const tokenLifetimeMs = passwordResetLimits.tokenLifetimeMinutes * 60_000;
/** Expired tokens are deleted a day after expiry (kept that long for the audit trail of failed uses). */
const expiredRetentionMs = 24 * 60 * 60_000;

type Deps = {
  tokens: PasswordResetRepository;
  users: Pick<UsersRepository, "findByEmail">;
  sessions: Pick<SessionService, "endAllFor">;
  hasher: Pick<PasswordHasher, "hash">;
  captcha: CaptchaVerifier;
  mail: Pick<MailService, "enqueue">;
  background: Pick<BackgroundTasks, "run">;
  /** Origin of the links in mails (PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
  /** Per email address: how many reset requests (human-verified) within the window. */
  requestThrottle: AttemptThrottle;
  /** Per token: how many reset attempts within the window. */
  tokenThrottle: AttemptThrottle;
  log: AuthEventLogger;
  now?: () => Date;
};

export function createPasswordResetService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function requireHuman(token: string, ip: string): Promise<void> {
    let ok: boolean;
    try {
      ok = await deps.captcha.verify(token, ip);
    } catch {
      throw new HttpError(503, authMessages.captchaUnavailable);
    }
    if (!ok) throw new HttpError(400, authMessages.captchaFailed, "recaptchaToken");
  }

  function invalidLink(meta: RequestMeta): HttpError {
    deps.log("auth.password_reset.invalid_token", { ip: meta.ip });
    return new HttpError(400, passwordResetMessages.invalidToken, "token");
  }

  /** Runs after the answer has gone out: looking the address up must not show in the response time. */
  async function sendLink(email: string, meta: RequestMeta): Promise<void> {
    const user = await deps.users.findByEmail(email);
    if (!user?.active) {
      deps.log("auth.password_reset.requested", { known: false, ip: meta.ip });
      return;
    }
    const token = randomBytes(32).toString("base64url");
    const at = now();
    await deps.tokens.replaceForUser({
      id: hashToken(token),
      userId: user.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + tokenLifetimeMs),
    });
    const link = `${deps.publicUrl}/reset-password/${token}`;
    await deps.mail.enqueue({
      to: user.email,
      kind: passwordResetMailKind,
      ...passwordResetMail({ name: user.name, link }),
    });
    deps.log("auth.password_reset.requested", { known: true, userId: user.id, ip: meta.ip });
    await deps.tokens.deleteExpired(new Date(at.getTime() - expiredRetentionMs));
  }

  return {
    /**
     * The same answer, in the same time, for every address: the captcha is checked, the answer goes out,
     * and only then is the address looked up and a link mailed (if it belongs to an active account).
     */
    async forgot(
      input: z.output<typeof forgotPasswordSchema>,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      // Keyed by the address as typed, known or not, so a 429 tells nothing about who has an account.
      const wait = await deps.requestThrottle.retryAfterSeconds(input.email);
      if (wait > 0) {
        deps.log("auth.password_reset.throttled", { ip: meta.ip, on: "email" });
        throw new ThrottledError(wait);
      }
      await requireHuman(input.recaptchaToken, meta.ip);
      await deps.requestThrottle.recordFailure(input.email);
      deps.background.run("password-reset.send-link", () => sendLink(input.email, meta));
      return { message: passwordResetMessages.checkEmailBody };
    },

    /** Sets the new password, uses the token up, ends every session; does not sign in. */
    async reset(
      input: z.output<typeof resetPasswordSchema>,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      const tokenId = hashToken(input.token);
      // Before any hashing: a link that is hammered waits, whoever holds it.
      const wait = await deps.tokenThrottle.retryAfterSeconds(tokenId);
      if (wait > 0) {
        deps.log("auth.password_reset.throttled", { ip: meta.ip, on: "token" });
        throw new ThrottledError(wait);
      }
      await deps.tokenThrottle.recordFailure(tokenId);
      if (isCommonPassword(input.newPassword)) {
        throw new HttpError(400, authMessages.commonPassword, "newPassword");
      }
      await requireHuman(input.recaptchaToken, meta.ip);

      // Checked first without using it up, so an unknown or spent link costs no password hash.
      const owner = await deps.tokens.findUsable(tokenId, now());
      if (!owner) throw invalidLink(meta);
      const passwordHash = await deps.hasher.hash(input.newPassword);
      const redeemed = await deps.tokens.redeem(tokenId, now(), passwordHash);
      // Another request used the same link while this one was hashing: it won, this one changes nothing.
      if (!redeemed) throw invalidLink(meta);
      await deps.tokenThrottle.reset(tokenId);

      await deps.sessions.endAllFor(owner.userId);
      deps.log("auth.password_reset.completed", { userId: owner.userId, ip: meta.ip });
      try {
        await deps.mail.enqueue({
          to: owner.email,
          kind: passwordChangedMailKind,
          ...passwordChangedMail({
            name: owner.name,
            forgotPasswordLink: `${deps.publicUrl}/forgot-password`,
          }),
        });
      } catch (error) {
        // The password is changed either way; a lost notice must not turn success into an error.
        deps.log("auth.password_reset.notice_failed", { userId: owner.userId, error: String(error) });
      }
      return { message: passwordResetMessages.resetToastBody };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
