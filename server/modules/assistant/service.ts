import { createHash } from "node:crypto";
import type { ChatbotRequest, ChatbotResponse } from "#contracts/chat.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import type { AssistantEngine } from "./engine.ts";
import type { AssistantRepository } from "./repository.ts";

/** Same browser (anti-forgery pre-session) and same email: one conversation. */
export function visitorKeyOf(preSessionId: string, email: string): string {
  return createHash("sha256").update(`${preSessionId}\n${email.trim().toLowerCase()}`).digest("hex");
}

export function createAssistantService(deps: {
  engine: AssistantEngine;
  repository: Pick<AssistantRepository, "recordExchange">;
  /** Counts every message of a visitor; refuses once its limit is reached within the window. */
  visitorThrottle: AttemptThrottle;
}) {
  return {
    async chat(
      input: ChatbotRequest,
      context: { preSessionId: string; page?: string },
    ): Promise<ChatbotResponse> {
      const visitorKey = visitorKeyOf(context.preSessionId, input.userInfo.email);
      const wait = await deps.visitorThrottle.retryAfterSeconds(visitorKey);
      if (wait > 0) throw new HttpError(429, apiMessages.tooManyRequests, undefined, wait);
      await deps.visitorThrottle.recordFailure(visitorKey);

      const response = await deps.engine.answer({
        message: input.message,
        history: input.conversationHistory.map((m) => ({ sender: m.sender, text: m.text })),
        visitor: input.userInfo,
      });
      await deps.repository.recordExchange({
        visitorKey,
        visitor: input.userInfo,
        page: context.page,
        turns: [
          { sender: "user", text: input.message },
          { sender: "agent", text: response },
        ],
      });
      return { response };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
