import type { ChatMessage, ChatVisitor } from "#contracts/chat.ts";
import { chatStorageKeys } from "./chat-storage-keys.ts";

// SPEC.md section 3: the five browser-storage keys of the chat. Every state change is written back
// (section 4); a missing, corrupt or foreign value falls back to the initial state instead of breaking
// the page.
export { chatStorageKeys } from "./chat-storage-keys.ts";

export type StoredChatState = {
  messages: ChatMessage[];
  connected: boolean;
  userInfo: ChatVisitor | null;
  showForm: boolean;
  minimized: boolean;
};

export const initialChatState: StoredChatState = {
  messages: [],
  connected: false,
  userInfo: null,
  showForm: true,
  minimized: false,
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, or null where there is none (server render) or it is blocked (privacy settings). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: StorageLike, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    value.id !== "" &&
    typeof value.text === "string" &&
    (value.sender === "user" || value.sender === "agent") &&
    typeof value.timestamp === "string" &&
    !Number.isNaN(Date.parse(value.timestamp))
  );
}

function isVisitor(value: unknown): value is ChatVisitor {
  return (
    isRecord(value) &&
    typeof value.name === "string" &&
    typeof value.email === "string" &&
    typeof value.phone === "string"
  );
}

function isCompleteVisitor(visitor: ChatVisitor | null): visitor is ChatVisitor {
  if (!visitor) return false;
  return Boolean(visitor.name.trim() && visitor.email.trim() && visitor.phone.trim());
}

export function loadChatState(storage: StorageLike | null = browserStorage()): StoredChatState {
  if (!storage) return initialChatState;
  const messages = readJson(storage, chatStorageKeys.messages);
  const connected = readJson(storage, chatStorageKeys.connected);
  const userInfo = readJson(storage, chatStorageKeys.userInfo);
  const showForm = readJson(storage, chatStorageKeys.showForm);
  const minimized = readJson(storage, chatStorageKeys.minimized);

  const state: StoredChatState = {
    messages: Array.isArray(messages) ? messages.filter(isMessage) : [],
    connected: connected === true,
    userInfo: isVisitor(userInfo)
      ? { name: userInfo.name, email: userInfo.email, phone: userInfo.phone }
      : null,
    showForm: typeof showForm === "boolean" ? showForm : true,
    minimized: minimized === true,
  };
  // SPEC.md section 4: the form shows unless stored state says otherwise or the stored visitor is
  // connected and complete. A conversation without a complete visitor cannot send, so it goes back to
  // the form; a connected complete visitor goes straight to the conversation.
  if (state.connected && isCompleteVisitor(state.userInfo)) state.showForm = false;
  else if (!isCompleteVisitor(state.userInfo)) state.showForm = true;
  // Minimize is ignored while the form shows, so a stored minimized form is not restored either.
  if (state.showForm) state.minimized = false;
  return state;
}

function isInitial(state: StoredChatState): boolean {
  return (
    state.messages.length === 0 &&
    !state.connected &&
    state.userInfo === null &&
    state.showForm &&
    !state.minimized
  );
}

/** Writes all five keys; the initial state (nothing to remember) leaves no keys behind. */
export function saveChatState(state: StoredChatState, storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  if (isInitial(state)) {
    clearChatState(storage);
    return;
  }
  try {
    storage.setItem(chatStorageKeys.messages, JSON.stringify(state.messages));
    storage.setItem(chatStorageKeys.connected, JSON.stringify(state.connected));
    storage.setItem(chatStorageKeys.userInfo, JSON.stringify(state.userInfo));
    storage.setItem(chatStorageKeys.showForm, JSON.stringify(state.showForm));
    storage.setItem(chatStorageKeys.minimized, JSON.stringify(state.minimized));
  } catch {
    // Quota exceeded or storage blocked: the chat keeps working for this page view.
  }
}

export function clearChatState(storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  try {
    for (const key of Object.values(chatStorageKeys)) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
