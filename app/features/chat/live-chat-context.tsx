import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { hasStoredChat } from "./chat-storage-keys.ts";

type LiveChatContextApi = { openChat: () => void };

const LiveChatContext = createContext<LiveChatContextApi | null>(null);

// The chat (its state, storage, form validation and message rendering) loads when it is first needed:
// every page offers the chat, few visitors open it, and the first-load JavaScript budget is tight. It is
// needed once the visitor opens it, or at once after hydration when this browser holds a stored
// conversation (a minimized one comes back as the round button). Once mounted it stays mounted, so a
// conversation survives navigation and minimizing.
const LiveChatHost = lazy(() => import("./live-chat-host.tsx").then((m) => ({ default: m.LiveChatHost })));

/** One chat for the whole page; needs a ShellDataProvider (site email) and a router (course links) above it. */
export function LiveChatProvider({ children }: { children: ReactNode }) {
  const [openRequests, setOpenRequests] = useState(0);
  const [stored, setStored] = useState(false);
  // Storage is read only in the browser after hydration, so the server and first client render match.
  useEffect(() => {
    if (hasStoredChat()) setStored(true);
  }, []);
  const api = useMemo<LiveChatContextApi>(
    () => ({ openChat: () => setOpenRequests((count) => count + 1) }),
    [],
  );
  return (
    <LiveChatContext.Provider value={api}>
      {children}
      {openRequests > 0 || stored ? (
        <Suspense fallback={null}>
          <LiveChatHost openRequests={openRequests} />
        </Suspense>
      ) : null}
    </LiveChatContext.Provider>
  );
}

export function useLiveChat(): LiveChatContextApi {
  const api = useContext(LiveChatContext);
  if (!api) throw new Error("useLiveChat must be used within a LiveChatProvider");
  return api;
}
