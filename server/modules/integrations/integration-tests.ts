import type { IntegrationName } from "#contracts/admin-settings.ts";
import { integrationTestMailKind } from "#server/modules/mail/mail-kind-policy.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { escapeHtml } from "#server/modules/mail/templates/escape-html.ts";
import { mailHtml } from "#server/modules/mail/templates/mail-layout.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";
import type { ChatCompletionsClient } from "#server/providers/llm/chat-completions.ts";
import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import type { ActivePaymentProvider } from "#server/providers/payments/create-payment-provider.ts";
import { ProviderRequestError } from "#server/providers/payments/payment-provider.ts";

export type TestOutcome = { ok: boolean; message: string };

export type IntegrationTestDeps = {
  mail: Pick<MailService, "enqueue" | "deliverPending" | "deliveryOf" | "transportKind">;
  payment: Pick<ActivePaymentProvider, "name" | "provider">;
  meetings: Pick<ActiveMeetingProvider, "name" | "provider">;
  llm: ChatCompletionsClient | null;
  captcha: Pick<CaptchaProvider, "kind" | "check">;
};

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 400 ? `${text.slice(0, 400)}...` : text;
}

/** The test mail: through the outbox and the transport, as every mail goes (decision 0046). */
async function testMail(deps: IntegrationTestDeps, to: string): Promise<TestOutcome> {
  const subject = "AI Labs test mail";
  const text = [
    "Hello,",
    "",
    "This is a test mail sent from the Settings page of AI Labs. If you can read it, mail works.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      "Hello,",
      `This is a test mail sent from the Settings page of AI Labs to ${escapeHtml(to)}. If you can read it, mail works.`,
    ],
  });
  const id = await deps.mail.enqueue({ to, subject, text, html, kind: integrationTestMailKind });
  await deps.mail.deliverPending();
  const delivery = await deps.mail.deliveryOf(id);
  if (delivery?.status === "sent")
    return { ok: true, message: `The mail server accepted a test mail to ${to}.` };
  if (delivery?.status === "outbox") {
    return {
      ok: true,
      message: `A test mail to ${to} was kept in the local outbox: SMTP_URL is not set, so no mail leaves this machine.`,
    };
  }
  return {
    ok: false,
    message: `The mail server did not take the test mail: ${delivery?.lastError ?? "no answer yet"}. It stays queued and is tried again later.`,
  };
}

async function testPayments(deps: IntegrationTestDeps): Promise<TestOutcome> {
  if (!deps.payment.provider) {
    return {
      ok: false,
      message: "Online payment is off (PAYMENTS_PROVIDER=none): there is nothing to check.",
    };
  }
  try {
    return { ok: true, message: await deps.payment.provider.checkCredentials() };
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      return { ok: false, message: `Stripe refused the key (HTTP ${error.status}): ${reason(error)}` };
    }
    return { ok: false, message: reason(error) };
  }
}

async function testMeetings(deps: IntegrationTestDeps): Promise<TestOutcome> {
  if (!deps.meetings.provider) {
    return { ok: false, message: "No meeting provider is configured: meeting links are pasted by hand." };
  }
  try {
    return { ok: true, message: await deps.meetings.provider.checkCredentials() };
  } catch (error) {
    // The provider's messages already say what failed ("Zoom refused the ... credentials: ...").
    return { ok: false, message: reason(error) };
  }
}

async function testAssistant(deps: IntegrationTestDeps): Promise<TestOutcome> {
  if (!deps.llm) {
    return {
      ok: false,
      message: "No LLM is configured: the assistant answers by retrieval over the catalog.",
    };
  }
  try {
    const answer = await deps.llm.complete({
      messages: [{ role: "user", content: "Reply with the single word OK." }],
      maxTokens: 5,
      temperature: 0,
    });
    return { ok: true, message: `The model ${answer.model} answered a test request.` };
  } catch (error) {
    return { ok: false, message: `The LLM did not answer a test request: ${reason(error)}` };
  }
}

async function testCaptcha(deps: IntegrationTestDeps): Promise<TestOutcome> {
  try {
    return { ok: true, message: await deps.captcha.check() };
  } catch (error) {
    return { ok: false, message: reason(error) };
  }
}

/** Runs one integration's test; never throws for a provider's failure (that is the answer). */
export function runIntegrationTest(
  name: IntegrationName,
  deps: IntegrationTestDeps,
  admin: { email: string },
): Promise<TestOutcome> {
  switch (name) {
    case "mail":
      return testMail(deps, admin.email);
    case "payments":
      return testPayments(deps);
    case "meetings":
      return testMeetings(deps);
    case "assistant":
      return testAssistant(deps);
    case "captcha":
      return testCaptcha(deps);
  }
}
