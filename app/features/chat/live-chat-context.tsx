import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from "react";
import { useLiveChatState } from "./use-live-chat-state.ts";

type LiveChatContextApi = { openChat: () => void };

const LiveChatContext = createContext<LiveChatContextApi | null>(null);

// The widget (form validation, message rendering) loads when it first shows: every page offers the chat,
// few visitors open it, and the first-load JavaScript budget is tight. The state and its storage stay
// here, always mounted, so a conversation survives navigation and minimizing.
const LiveChat = lazy(() => import("./live-chat.tsx").then((m) => ({ default: m.LiveChat })));

/** One chat for the whole page; needs a QueryClientProvider (site email) and a router (course links) above it. */
export function LiveChatProvider({ children }: { children: ReactNode }) {
  const chat = useLiveChatState();
  const api = useMemo<LiveChatContextApi>(() => ({ openChat: chat.openChat }), [chat.openChat]);
  return (
    <LiveChatContext.Provider value={api}>
      {children}
      {chat.mode === "closed" ? null : (
        <Suspense fallback={null}>
          <LiveChat chat={chat} />
        </Suspense>
      )}
    </LiveChatContext.Provider>
  );
}

export function useLiveChat(): LiveChatContextApi {
  const api = useContext(LiveChatContext);
  if (!api) throw new Error("useLiveChat must be used within a LiveChatProvider");
  return api;
}
