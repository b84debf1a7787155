import { z } from "zod";
import "./zod-messages.ts";
import { chatLimits, chatMessages } from "./chat-text.ts";
import { limits } from "./limits.ts";

// SPEC.md sections 2 ('Live chat widget'), 3 (Chat message, Chat visitor info), 4 ('Live chat'),
// 5 ('Chat form'), 7 (POST /api/chatbot), 8 (Chatbot failure) and 9 (chat constants), character for
// character. The widget, the /api/chatbot route and the tests import these; nothing retypes them.

export { chatLimits, chatMessages } from "./chat-text.ts";

/** SPEC.md section 5: text, at sign, text, dot, text, with no spaces anywhere. */
export const chatEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: after removing spaces, hyphens and parentheses: optional plus, 1-9, up to 15 digits. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-()]/g, "");
}

export function isValidChatPhone(phone: string): boolean {
  const cleaned = normalizePhone(phone);
  return cleaned.length >= chatLimits.phoneMinLength && phonePattern.test(cleaned);
}

export const chatVisitorSchema = z.object({
  name: z
    .string({ error: chatMessages.nameRequired })
    .trim()
    .min(1, { error: chatMessages.nameRequired, abort: true })
    .max(limits.nameMax),
  email: z
    .string({ error: chatMessages.emailRequired })
    .trim()
    .min(1, { error: chatMessages.emailRequired, abort: true })
    .max(limits.emailMax, { error: chatMessages.emailInvalid, abort: true })
    .regex(chatEmailPattern, chatMessages.emailInvalid),
  phone: z
    .string({ error: chatMessages.phoneRequired })
    .trim()
    .min(1, { error: chatMessages.phoneRequired, abort: true })
    .max(limits.phoneMax, { error: chatMessages.phoneInvalid, abort: true })
    .refine(isValidChatPhone, chatMessages.phoneInvalid),
});
export type ChatVisitor = z.infer<typeof chatVisitorSchema>;
export type ChatVisitorInput = z.input<typeof chatVisitorSchema>;

export const chatSenders = ["user", "agent"] as const;
export type ChatSender = (typeof chatSenders)[number];

export const chatMessageSchema = z.object({
  id: z.string().min(1).max(chatLimits.messageIdMax),
  text: z.string().max(chatLimits.historyTextMax),
  sender: z.enum(chatSenders),
  timestamp: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatbotRequestSchema = z.object({
  message: z
    .string({ error: chatMessages.messageRequired })
    .trim()
    .min(1, { error: chatMessages.messageRequired, abort: true })
    .max(chatLimits.messageMax, chatMessages.messageTooLong),
  userInfo: chatVisitorSchema,
  conversationHistory: z.array(chatMessageSchema).max(chatLimits.historySize),
});
export type ChatbotRequest = z.infer<typeof chatbotRequestSchema>;
export type ChatbotRequestInput = z.input<typeof chatbotRequestSchema>;

export const chatbotResponseSchema = z.object({ response: z.string() });
export type ChatbotResponse = z.infer<typeof chatbotResponseSchema>;
