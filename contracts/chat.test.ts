import { describe, expect, test } from "vitest";
import {
  chatbotRequestSchema,
  chatLimits,
  chatMessages,
  chatVisitorSchema,
  isValidChatPhone,
  normalizePhone,
} from "./chat.ts";

function firstMessages(input: unknown) {
  const result = chatVisitorSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

const valid = { name: "Ada", email: "ada@example.com", phone: "+1 (555) 123-4567" };

describe("chatVisitorSchema", () => {
  test("accepts valid details and trims them", () => {
    expect(chatVisitorSchema.parse({ ...valid, name: "  Ada  " })).toEqual({ ...valid, name: "Ada" });
  });

  test("required messages for empty or missing fields", () => {
    expect(firstMessages({ name: " ", email: "", phone: "" })).toEqual({
      name: chatMessages.nameRequired,
      email: chatMessages.emailRequired,
      phone: chatMessages.phoneRequired,
    });
    expect(firstMessages({})).toEqual({
      name: chatMessages.nameRequired,
      email: chatMessages.emailRequired,
      phone: chatMessages.phoneRequired,
    });
  });

  test.each(["ada", "ada@example", "ada @example.com", "@example.com", "ada@.com x"])(
    "rejects the email %s",
    (email) => {
      expect(firstMessages({ ...valid, email })).toEqual({ email: chatMessages.emailInvalid });
    },
  );

  test.each([
    ["+1 (555) 123-4567", true],
    ["5551234567", true],
    ["555-123-4567", true],
    ["+44 20 7946 0958", true],
    ["1234567890123456", true],
    ["+1234567890123456", true],
    ["12345678901234567", false],
    ["555123456", false],
    ["0551234567", false],
    ["+0 555 123 4567", false],
    ["555.123.4567", false],
    ["555-CALL-NOW", false],
    ["++15551234567", false],
  ])("phone %s valid=%s", (phone, ok) => {
    expect(isValidChatPhone(phone)).toBe(ok);
    expect(firstMessages({ ...valid, phone })).toEqual(ok ? {} : { phone: chatMessages.phoneInvalid });
  });

  test("normalizePhone removes spaces, hyphens and parentheses only", () => {
    expect(normalizePhone(" +1 (555) 123-4567 ")).toBe("+15551234567");
    expect(normalizePhone("555.123")).toBe("555.123");
  });
});

describe("chatbotRequestSchema", () => {
  const message = { id: "1", text: "Hi", sender: "agent", timestamp: new Date(0).toISOString() };

  test("accepts a message with up to 10 history items", () => {
    const history = Array.from({ length: chatLimits.historySize }, () => message);
    const parsed = chatbotRequestSchema.parse({
      message: " Hello ",
      userInfo: valid,
      conversationHistory: history,
    });
    expect(parsed.message).toBe("Hello");
  });

  test("rejects an empty message, a too long message and more than 10 history items", () => {
    const base = { userInfo: valid, conversationHistory: [] };
    expect(chatbotRequestSchema.safeParse({ ...base, message: "   " }).error?.issues[0]?.message).toBe(
      chatMessages.messageRequired,
    );
    expect(
      chatbotRequestSchema.safeParse({ ...base, message: "x".repeat(chatLimits.messageMax + 1) }).error
        ?.issues[0]?.message,
    ).toBe(chatMessages.messageTooLong);
    expect(
      chatbotRequestSchema.safeParse({ ...base, message: "x".repeat(chatLimits.messageMax) }).success,
    ).toBe(true);
    const history = Array.from({ length: chatLimits.historySize + 1 }, () => message);
    expect(
      chatbotRequestSchema.safeParse({ ...base, message: "Hi", conversationHistory: history }).success,
    ).toBe(false);
    expect(
      chatbotRequestSchema.safeParse({
        ...base,
        message: "Hi",
        conversationHistory: [{ ...message, sender: "system" }],
      }).success,
    ).toBe(false);
  });
});
