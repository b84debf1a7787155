import type { z } from "zod";
import type { CurrentUser, loginSchema, registerSchema } from "#contracts/auth.ts";
import { authMessages } from "#contracts/auth.ts";
import { HttpError } from "#server/http-error.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { AttemptThrottle } from "./attempt-throttle.ts";
import { isCommonPassword } from "./common-passwords.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { PasswordHasher } from "./password-hasher.ts";
import type { SessionService } from "./session-service.ts";
import { UniqueViolation, type UsersRepository } from "./users-repository.ts";

export type CaptchaVerifier = { verify(token: string, remoteIp?: string): Promise<boolean> };
export type AuthEventLogger = (event: string, details: Record<string, unknown>) => void;
export type RequestMeta = { ip: string; userAgent?: string };
/** The device cookie as the browser sent it (unverified), if any. */
export type LoginMeta = RequestMeta & { deviceCookie?: string };

export class ThrottledError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, authMessages.tooManyAttempts, undefined, retryAfterSeconds);
  }
}

type Deps = {
  users: UsersRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaVerifier;
  loginThrottle: LoginThrottle;
  deviceCookies: DeviceCookies;
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
      const wait = await deps.registerThrottle.retryAfterSeconds(email);
      if (wait > 0) throw new ThrottledError(wait);
      await deps.registerThrottle.recordFailure(email);
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
        // the answer of a free one, and its owner a mail (decision 0019).
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
      meta: LoginMeta,
    ): Promise<{ user: CurrentUser; token: string; expiresAt: Date; deviceCookie: string }> {
      // The account is looked up (no hashing yet) before the throttle, so that username and email share
      // one counter and a browser's device cookie can be matched to the account it names.
      const login = input.userData.username;
      const found = await deps.users.findForLogin(login);
      const subject = deps.loginThrottle.subject(
        login,
        found?.id ?? null,
        deps.deviceCookies.read(meta.deviceCookie),
      );
      const wait = await deps.loginThrottle.retryAfterSeconds(subject);
      if (wait > 0) {
        deps.log("auth.login.throttled", { ip: meta.ip, trustedDevice: subject.trusted });
        throw new ThrottledError(wait);
      }
      await requireHuman(input.recaptchaToken, meta.ip);

      const valid = found
        ? await deps.hasher.verify(found.passwordHash, input.userData.password)
        : await deps.hasher.verifyDummy(input.userData.password);
      if (!found || !valid || !found.active) {
        await deps.loginThrottle.recordFailure(subject);
        deps.log("auth.login.failure", {
          ip: meta.ip,
          known: Boolean(found),
          trustedDevice: subject.trusted,
        });
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await deps.loginThrottle.recordSuccess(subject);
      const { passwordHash: _secret, active: _active, ...user } = found;
      const session = await deps.sessions.start(user.id, meta.userAgent);
      deps.log("auth.login.success", { userId: user.id, ip: meta.ip, trustedDevice: subject.trusted });
      // A new nonce at every sign-in (OWASP): the cookie is this browser's proof for the next time.
      return { user, ...session, deviceCookie: deps.deviceCookies.issue(user.id) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
