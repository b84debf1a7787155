import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assistantApi } from "#contracts/api/assistant.ts";
import { chatbotRequestSchema, chatbotResponseSchema } from "#contracts/chat.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { pagePath } from "#server/lib/page-path.ts";
import { access } from "#server/plugins/access-policy.ts";
import { bindingCookieName } from "#server/plugins/csrf.ts";
import type { AssistantService } from "./service.ts";

export const assistantRoutes: FastifyPluginAsyncZod<{
  service: AssistantService;
  secureCookies: boolean;
}> = async (app, { service, secureCookies }) => {
  const bindingName = bindingCookieName(secureCookies);
  app.post(
    assistantApi.chat.path,
    {
      // Per IP here; per visitor (browser + email) in the service.
      config: { access: access.public, rateLimit: { max: 20, timeWindow: "1 minute" } },
      // Ten history items of up to chatLimits.historyTextMax characters exceed the app's 64 KB default.
      bodyLimit: 256 * 1024,
      schema: endpointSchema(assistantApi.chat, {
        tags: ["assistant"],
        summary:
          "Live chat: answers a visitor's message from the live catalog; stores the conversation as a chat lead",
        body: chatbotRequestSchema,
        response: { 200: chatbotResponseSchema },
      }),
    },
    async (request) => {
      // The anti-forgery check already required this cookie on every POST.
      const preSessionId = request.cookies[bindingName];
      if (!preSessionId) throw new HttpError(403, apiMessages.csrfRejected);
      return service.chat(request.body, { preSessionId, page: pagePath(request.headers.referer) });
    },
  );
};
