import { beforeEach, describe, expect, test } from "vitest";
import {
  chatStorageKeys,
  clearChatState,
  initialChatState,
  loadChatState,
  type StoredChatState,
  saveChatState,
} from "./chat-storage.ts";

const visitor = { name: "Ada", email: "ada@example.com", phone: "+1 555 123 4567" };
const greeting = {
  id: "1",
  text: "Hi Ada!",
  sender: "agent" as const,
  timestamp: "2026-01-01T10:00:00.000Z",
};
const conversation: StoredChatState = {
  messages: [greeting],
  connected: true,
  userInfo: visitor,
  showForm: false,
  minimized: true,
};

beforeEach(() => localStorage.clear());

describe("chat storage", () => {
  test("uses the five livechat-* keys", () => {
    expect(Object.values(chatStorageKeys).sort()).toEqual([
      "livechat-connected",
      "livechat-messages",
      "livechat-minimized",
      "livechat-showform",
      "livechat-userinfo",
    ]);
  });

  test("round-trips a conversation", () => {
    saveChatState(conversation);
    expect(JSON.parse(localStorage.getItem("livechat-messages") ?? "")).toEqual([greeting]);
    expect(localStorage.getItem("livechat-connected")).toBe("true");
    expect(JSON.parse(localStorage.getItem("livechat-userinfo") ?? "")).toEqual(visitor);
    expect(localStorage.getItem("livechat-showform")).toBe("false");
    expect(localStorage.getItem("livechat-minimized")).toBe("true");
    expect(loadChatState()).toEqual(conversation);
  });

  test("nothing stored gives the initial state: the form, not minimized", () => {
    expect(loadChatState()).toEqual(initialChatState);
    expect(loadChatState(null)).toEqual(initialChatState);
  });

  test("tolerates corrupt JSON and foreign values key by key", () => {
    saveChatState(conversation);
    localStorage.setItem("livechat-messages", "{not json");
    expect(loadChatState()).toEqual({ ...conversation, messages: [] });

    localStorage.setItem("livechat-messages", JSON.stringify([greeting, { id: 2 }, "x", null]));
    localStorage.setItem("livechat-minimized", '"yes"');
    expect(loadChatState()).toEqual({ ...conversation, minimized: false });
  });

  test("a connected complete visitor goes to the conversation even if showform says otherwise", () => {
    saveChatState({ ...conversation, showForm: true, minimized: false });
    expect(loadChatState().showForm).toBe(false);
  });

  test("without complete visitor info the form shows and minimized is dropped", () => {
    saveChatState(conversation);
    localStorage.setItem("livechat-userinfo", JSON.stringify({ name: "Ada" }));
    const state = loadChatState();
    expect(state.showForm).toBe(true);
    expect(state.minimized).toBe(false);
    expect(state.userInfo).toBeNull();
  });

  test("saving the initial state and clearing leave no keys behind", () => {
    saveChatState(conversation);
    saveChatState(initialChatState);
    expect(localStorage.length).toBe(0);
    saveChatState(conversation);
    clearChatState();
    expect(localStorage.length).toBe(0);
  });

  test("a storage that throws is ignored", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(loadChatState(broken)).toEqual(initialChatState);
    expect(() => saveChatState(conversation, broken)).not.toThrow();
    expect(() => clearChatState(broken)).not.toThrow();
  });
});
