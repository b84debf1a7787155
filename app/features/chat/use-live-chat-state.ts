import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { useSiteSettings } from "#app/lib/use-site-data.ts";
import { assistantApi } from "#contracts/api/assistant.ts";
import type { ChatMessage, ChatVisitor } from "#contracts/chat.ts";
import { chatLimits, chatMessages } from "#contracts/chat-text.ts";
import {
  clearChatState,
  initialChatState,
  loadChatState,
  type StoredChatState,
  saveChatState,
} from "./chat-storage.ts";
import { nextMessageId } from "./message-id.ts";

// SPEC.md section 4 'Live chat'. Three modes: closed (nothing rendered), minimized (round button) and
// open (panel). `open` itself is not one of the five stored keys: a reload starts closed, except that a
// stored minimized conversation comes back as the round button.

export type LiveChatMode = "closed" | "minimized" | "open";

export type LiveChatState = StoredChatState & {
  open: boolean;
  /** The details were accepted and the start delay is running. */
  starting: boolean;
  /** A visitor message is waiting for the agent's reply. */
  sending: boolean;
};

export type LiveChatApi = {
  mode: LiveChatMode;
  state: LiveChatState;
  openChat: () => void;
  /** Panel <-> round button; ignored while the form shows (SPEC.md section 4). */
  toggleMinimize: () => void;
  /** Clears the messages, the visitor and the stored state, resets to the form and closes. */
  closeChat: () => void;
  /** Waits the start delay, then shows the conversation with the greeting. */
  startChat: (visitor: ChatVisitor) => void;
  /** Appends the visitor's message at once, then the agent's reply (or the failure reply). */
  sendMessage: (text: string) => boolean;
};

function message(existing: readonly ChatMessage[], text: string, sender: ChatMessage["sender"]): ChatMessage {
  const now = Date.now();
  return { id: nextMessageId(existing, now), text, sender, timestamp: new Date(now).toISOString() };
}

async function askAgent(text: string, visitor: ChatVisitor, history: ChatMessage[]): Promise<string> {
  const body = await apiRequest(assistantApi.chat, {
    body: { message: text, userInfo: visitor, conversationHistory: history },
  });
  if (!body || typeof body.response !== "string" || body.response.trim() === "") {
    throw new Error("The assistant sent no answer");
  }
  return body.response;
}

export function useLiveChatState(): LiveChatApi {
  const { email } = useSiteSettings();
  const [state, setState] = useState<LiveChatState>({
    ...initialChatState,
    open: false,
    starting: false,
    sending: false,
  });
  const loaded = useRef(false);
  const latest = useRef(state);
  latest.current = state;
  const emailRef = useRef(email);
  emailRef.current = email;
  const startTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped by close: a reply or a start delay that belongs to a closed conversation is dropped.
  const generation = useRef(0);

  // Declared before the load effect: on the first commit it runs while nothing is loaded yet and skips,
  // so the stored state is never overwritten by the initial one.
  const { messages, connected, userInfo, showForm, minimized } = state;
  useEffect(() => {
    if (!loaded.current) return;
    saveChatState({ messages, connected, userInfo, showForm, minimized });
  }, [messages, connected, userInfo, showForm, minimized]);

  // Storage is read only in the browser after hydration, so the server and first client render match.
  useEffect(() => {
    const stored = loadChatState();
    loaded.current = true;
    setState((current) => ({ ...current, ...stored, open: current.open || stored.minimized }));
    return () => clearTimeout(startTimer.current);
  }, []);

  const openChat = useCallback(() => {
    setState((current) => ({ ...current, open: true, minimized: false }));
  }, []);

  const toggleMinimize = useCallback(() => {
    setState((current) => (current.showForm ? current : { ...current, minimized: !current.minimized }));
  }, []);

  const closeChat = useCallback(() => {
    generation.current += 1;
    clearTimeout(startTimer.current);
    clearChatState();
    setState({ ...initialChatState, open: false, starting: false, sending: false });
  }, []);

  const startChat = useCallback((visitor: ChatVisitor) => {
    if (latest.current.starting || !latest.current.showForm) return;
    const run = generation.current;
    setState((current) => ({ ...current, starting: true }));
    startTimer.current = setTimeout(() => {
      if (run !== generation.current) return;
      setState((current) => ({
        ...current,
        starting: false,
        showForm: false,
        connected: true,
        userInfo: visitor,
        messages: [
          ...current.messages,
          message(current.messages, chatMessages.greeting(visitor.name), "agent"),
        ],
      }));
    }, chatLimits.startDelayMs);
  }, []);

  const sendMessage = useCallback((raw: string) => {
    const current = latest.current;
    const text = raw.trim();
    if (!text || current.showForm || current.sending || !current.userInfo) return false;
    if (text.length > chatLimits.messageMax) return false;
    const visitor = current.userInfo;
    const history = current.messages.slice(-chatLimits.historySize);
    const userMessage = message(current.messages, text, "user");
    const run = generation.current;
    // Marked at once so a second Enter before React re-renders cannot send twice.
    latest.current = { ...current, sending: true };
    setState((now) => ({ ...now, messages: [...now.messages, userMessage], sending: true }));

    const reply = (answer: string) => {
      if (run !== generation.current) return;
      setState((now) => ({
        ...now,
        sending: false,
        messages: [...now.messages, message(now.messages, answer, "agent")],
      }));
    };
    askAgent(text, visitor, history).then(reply, () => reply(chatMessages.failure(emailRef.current)));
    return true;
  }, []);

  const mode: LiveChatMode = !state.open ? "closed" : state.minimized ? "minimized" : "open";
  return useMemo(
    () => ({ mode, state, openChat, toggleMinimize, closeChat, startChat, sendMessage }),
    [mode, state, openChat, toggleMinimize, closeChat, startChat, sendMessage],
  );
}
