// SPEC.md section 3: the five browser-storage keys of the chat (read and written by chat-storage.ts). Kept
// apart so the always-loaded chat provider can tell whether a conversation is stored without loading
// the chat's state and storage code.
export const chatStorageKeys = {
  messages: "livechat-messages",
  connected: "livechat-connected",
  userInfo: "livechat-userinfo",
  showForm: "livechat-showform",
  minimized: "livechat-minimized",
} as const;

/** Whether this browser holds anything of a chat (false on the server or when storage is blocked). */
export function hasStoredChat(): boolean {
  try {
    if (typeof window === "undefined") return false;
    const storage = window.localStorage;
    return Object.values(chatStorageKeys).some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}
