import { useEffect } from "react";
import { LiveChat } from "./live-chat.tsx";
import { useLiveChatState } from "./use-live-chat-state.ts";

/**
 * The chat's state, storage and widget: mounted by LiveChatProvider the first time the chat is opened or
 * when this browser has a stored conversation, and kept mounted after that so a conversation survives
 * navigation and minimizing. `openRequests` counts the visitor's "open chat" clicks.
 */
export function LiveChatHost({ openRequests }: { openRequests: number }) {
  const chat = useLiveChatState();
  const { openChat } = chat;
  // Runs after the state hook's own effects, so an open requested before this code arrived applies on top
  // of the stored state.
  useEffect(() => {
    if (openRequests > 0) openChat();
  }, [openRequests, openChat]);
  return chat.mode === "closed" ? null : <LiveChat chat={chat} />;
}
