import type { Config } from "#server/config.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";
import { chatCompletionsFromConfig } from "#server/providers/llm/chat-completions.ts";
import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import type { ActivePaymentProvider } from "#server/providers/payments/create-payment-provider.ts";
import { createIntegrationsService } from "./integrations-service.ts";
import { integrationsRoutes } from "./routes.ts";

type Deps = {
  config: Config;
  mail: MailService;
  payment: ActivePaymentProvider;
  meetings: ActiveMeetingProvider;
  captcha: CaptchaProvider;
  audit: AuditTrail;
};

// The Settings page's integrations panel (decision 0046): the providers the modules above created, tested
// through the same objects the site uses (the LLM client is made from the same configuration).
export const integrationsModule = defineModule({
  name: "integrations",
  create: ({ config, mail, payment, meetings, captcha, audit }: Deps) => ({
    integrations: createIntegrationsService({
      config,
      mail,
      payment,
      meetings,
      captcha,
      llm: chatCompletionsFromConfig(config),
      audit,
    }),
  }),
  routes: async (app, { integrations }) => {
    await app.register(integrationsRoutes, { service: integrations });
  },
});
