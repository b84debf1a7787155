import type { IntegrationStatus } from "#contracts/admin-settings.ts";
import type { Config } from "#server/config.ts";
import { defaultMailFrom } from "#server/providers/mail/create-mail-transport.ts";

/** At most a secret's last 4 characters, never the rest (decision 0046). */
export function maskSecret(value: string | undefined): string {
  if (!value) return "not set";
  return value.length <= 8 ? "set" : `••••${value.slice(-4)}`;
}

/** An address without its user, password or path: scheme, host and port. */
export function hostOf(url: string | undefined): string {
  if (!url) return "not set";
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "not readable";
  }
}

type Detail = { label: string; value: string };

export type IntegrationConfig = Pick<
  Config,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "publicUrl"
  | "paymentsProvider"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "ZOOM_ACCOUNT_ID"
  | "ZOOM_CLIENT_ID"
  | "ZOOM_CLIENT_SECRET"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_MODEL"
  | "CAPTCHA_PROVIDER"
  | "RECAPTCHA_SITE_KEY"
  | "RECAPTCHA_SECRET_KEY"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY"
>;

/** Which provider is at work for each integration, from the configuration, with no secret in it. */
export function describeIntegrations(
  config: IntegrationConfig,
  active: { meetings: "zoom" | "manual"; llm: boolean },
): IntegrationStatus[] {
  const smtp = Boolean(config.SMTP_URL);
  const mail: IntegrationStatus = {
    name: "mail",
    provider: smtp ? "smtp" : "outbox",
    providerLabel: smtp ? "SMTP" : "Local outbox only (SMTP_URL is not set: nothing leaves this machine)",
    details: [
      ...(smtp ? [{ label: "Server", value: hostOf(config.SMTP_URL) }] : []),
      { label: "Sender", value: config.MAIL_FROM ?? defaultMailFrom(config.publicUrl) },
    ],
    testable: true,
  };

  const paymentDetails: Detail[] =
    config.paymentsProvider === "stripe"
      ? [
          { label: "Secret key", value: maskSecret(config.STRIPE_SECRET_KEY) },
          { label: "Webhook secret", value: maskSecret(config.STRIPE_WEBHOOK_SECRET) },
        ]
      : [];
  const payments: IntegrationStatus = {
    name: "payments",
    provider: config.paymentsProvider,
    providerLabel: {
      stripe: "Stripe",
      test: "Built-in test provider (test cards, nothing is charged)",
      none: "None (checkout points buyers to admissions)",
    }[config.paymentsProvider],
    details: paymentDetails,
    testable: config.paymentsProvider !== "none",
  };

  const zoom = active.meetings === "zoom";
  const meetings: IntegrationStatus = {
    name: "meetings",
    provider: active.meetings,
    providerLabel: zoom ? "Zoom (Server-to-Server OAuth)" : "None: meeting links are pasted by hand",
    details: zoom
      ? [
          { label: "Account ID", value: maskSecret(config.ZOOM_ACCOUNT_ID) },
          { label: "Client ID", value: maskSecret(config.ZOOM_CLIENT_ID) },
          { label: "Client secret", value: maskSecret(config.ZOOM_CLIENT_SECRET) },
        ]
      : [],
    testable: zoom,
  };

  const assistant: IntegrationStatus = {
    name: "assistant",
    provider: active.llm ? "llm" : "retrieval",
    providerLabel: active.llm
      ? "An OpenAI-compatible LLM"
      : "Retrieval only (the assistant answers from the catalog; no LLM is configured)",
    details: active.llm
      ? [
          { label: "Endpoint", value: hostOf(config.LLM_BASE_URL) },
          { label: "Model", value: config.LLM_MODEL ?? "" },
          { label: "API key", value: maskSecret(config.LLM_API_KEY) },
        ]
      : [],
    testable: active.llm,
  };

  const captchaKeys: Record<Config["CAPTCHA_PROVIDER"], Detail[]> = {
    altcha: [],
    recaptcha: [
      { label: "Site key", value: maskSecret(config.RECAPTCHA_SITE_KEY) },
      { label: "Secret key", value: maskSecret(config.RECAPTCHA_SECRET_KEY) },
    ],
    turnstile: [
      { label: "Site key", value: maskSecret(config.TURNSTILE_SITE_KEY) },
      { label: "Secret key", value: maskSecret(config.TURNSTILE_SECRET_KEY) },
    ],
  };
  const captcha: IntegrationStatus = {
    name: "captcha",
    provider: config.CAPTCHA_PROVIDER,
    providerLabel: {
      altcha: "ALTCHA (self-hosted proof of work)",
      recaptcha: "Google reCAPTCHA",
      turnstile: "Cloudflare Turnstile",
    }[config.CAPTCHA_PROVIDER],
    details: captchaKeys[config.CAPTCHA_PROVIDER],
    testable: true,
  };

  return [mail, payments, meetings, assistant, captcha];
}
