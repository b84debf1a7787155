import type { chatbotRequestSchema, chatbotResponseSchema } from "#contracts/chat.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const assistantApi = {
  chat: endpoint("POST", "/api/chatbot")
    .body<In<typeof chatbotRequestSchema>>()
    .returns<Out<typeof chatbotResponseSchema>>(),
};
