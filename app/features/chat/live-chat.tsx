import { MessageCircleIcon, MinusIcon, SendIcon, XIcon } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { cn } from "#app/lib/cn.ts";
import { validateValues } from "#app/lib/form-check.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import {
  type ChatMessage,
  type ChatVisitor,
  chatLimits,
  chatMessages,
  chatVisitorSchema,
} from "#contracts/chat.ts";
import { linkify } from "./linkify.ts";
import type { LiveChatApi } from "./use-live-chat-state.ts";

// SPEC.md section 2 'Live chat widget': floating bottom right, above the fixed bottom bar (h-14, z-40);
// the panel is w-80 (320 px), so it fits a 360 px screen with a margin on each side.

type FieldName = "name" | "email" | "phone";
type Values = Record<FieldName, string>;

const emptyValues: Values = { name: "", email: "", phone: "" };
const fieldOrder: readonly FieldName[] = ["name", "email", "phone"];

const visitorSchema = loadedModule(chatVisitorSchema);

export function validateVisitor(values: Values) {
  return validateValues(chatVisitorSchema, values, { fields: fieldOrder });
}

function currentOrigin(): string | undefined {
  return typeof window === "undefined" ? undefined : window.location.origin;
}

/** Plain text with course links made clickable; never parsed as HTML. */
export function MessageText({ text }: { text: string }) {
  const origin = currentOrigin();
  return (
    <>
      {linkify(text, origin).map((segment, index) =>
        segment.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text, never reordered.
          <Link key={index} to={segment.to} className="font-medium underline underline-offset-2">
            {segment.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text, never reordered.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === "user";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-message-id={message.id}>
      <div
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
          mine ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-900",
        )}
      >
        <span className="sr-only">{mine ? chatMessages.you : chatMessages.agent}: </span>
        <MessageText text={message.text} />
        <time
          dateTime={message.timestamp}
          className={cn("mt-1 block text-[11px]", mine ? "text-indigo-100" : "text-slate-600")}
        >
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}

function DetailsForm({
  starting,
  onStart,
  firstFieldRef,
}: {
  starting: boolean;
  onStart: LiveChatApi["startChat"];
  firstFieldRef: React.RefObject<HTMLInputElement | null>;
}) {
  const form = useForm({
    initialValues: emptyValues,
    fields: fieldOrder,
    schema: visitorSchema,
    canSubmit: !starting,
    // The schema is in the chat's own chunk (loadedModule): it cannot fail to arrive.
    unavailableMessage: "",
    // The chat state says how the start went (its `starting` flag, its own messages).
    send: async (visitor: ChatVisitor) => onStart(visitor),
  });

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => {
    const { ref, ...bound } = form.bind(name);
    return (
      <Field name={name} label={label} error={form.errors[name]}>
        <Input
          {...bound}
          ref={(element) => {
            ref(element);
            if (name === "name") firstFieldRef.current = element;
          }}
          type={type}
          autoComplete={autoComplete}
          required
          disabled={starting}
          className="h-9"
        />
      </Field>
    );
  };

  return (
    <Form onSubmit={form.onSubmit} pending={starting} className="grid gap-3 p-4">
      <p className="text-sm text-slate-700">{chatMessages.welcome}</p>
      {field("name", chatMessages.nameLabel, "text", "name")}
      {field("email", chatMessages.emailLabel, "email", "email")}
      {field("phone", chatMessages.phoneLabel, "tel", "tel")}
      <SubmitButton pending={starting} pendingLabel={chatMessages.starting} size="default" className="w-full">
        {chatMessages.startChatting}
      </SubmitButton>
    </Form>
  );
}

function Conversation({
  chat,
  inputRef,
}: {
  chat: LiveChatApi;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const { messages, sending } = chat.state;
  const [draft, setDraft] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // SPEC.md section 4: the list scrolls smoothly to the newest message.
  useEffect(() => {
    if (messages.length === 0 && !sending) return;
    endRef.current?.scrollIntoView?.({ behavior: "smooth", block: "end" });
  }, [messages.length, sending]);

  const send = () => {
    if (chat.sendMessage(draft)) setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an IME composition's Enter only confirms the characters.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {/* The log is a wrapper: a role on the <ol> itself would orphan its list items. */}
        <div role="log" aria-live="polite" aria-label={chatMessages.messageListLabel}>
          <ol className="grid gap-2">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
        {sending ? (
          <p role="status" className="mt-2 text-xs text-slate-600">
            {chatMessages.agentTyping}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      {/* The browser's checks are off (noValidate): an empty draft is simply not sent. */}
      <Form
        className="flex items-end gap-2 border-t border-slate-200 p-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {chatMessages.placeholder}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          maxLength={chatLimits.messageMax}
          placeholder={chatMessages.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-24 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 md:text-sm"
        />
        <Button type="submit" size="icon" aria-label={chatMessages.send} disabled={sending}>
          <SendIcon aria-hidden="true" />
        </Button>
      </Form>
    </>
  );
}

function HeaderButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled ? true : undefined}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-4",
        disabled && "cursor-not-allowed opacity-50 hover:bg-transparent",
      )}
    >
      {children}
    </button>
  );
}

export function LiveChat({ chat }: { chat: LiveChatApi }) {
  const { mode, state, toggleMinimize, closeChat, startChat } = chat;
  const titleId = useId();
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const messageInputRef = useRef<HTMLTextAreaElement | null>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  // Where focus goes back to on close: the control that opened the chat (the bottom bar's 'Live Chat').
  const returnFocus = useRef<HTMLElement | null>(null);
  const previousMode = useRef<typeof mode | null>(null);

  // Focus follows the visitor's action: into the panel when it opens or the conversation starts, onto the
  // round button when minimized. A round button restored on page load does not steal focus.
  useLayoutEffect(() => {
    const before = previousMode.current;
    previousMode.current = mode;
    if (before === null) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) returnFocus.current = active;
      if (mode !== "open") return;
    }
    if (mode === "minimized" && before === "open") bubbleRef.current?.focus();
    if (mode === "open" && before !== "open") {
      (state.showForm ? firstFieldRef.current : messageInputRef.current)?.focus();
    }
  }, [mode, state.showForm]);

  const wasForm = useRef(state.showForm);
  useEffect(() => {
    if (wasForm.current && !state.showForm) messageInputRef.current?.focus();
    wasForm.current = state.showForm;
  }, [state.showForm]);

  const close = () => {
    const target = returnFocus.current;
    closeChat();
    if (target?.isConnected) target.focus();
  };

  if (mode === "minimized") {
    return (
      <button
        ref={bubbleRef}
        type="button"
        aria-label={chatMessages.restore}
        onClick={toggleMinimize}
        className="fixed right-4 bottom-20 z-50 inline-flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 [&_svg]:size-6"
      >
        <MessageCircleIcon aria-hidden="true" />
        <span
          aria-hidden="true"
          data-testid="live-chat-notification-dot"
          className="absolute top-0.5 right-0.5 size-3.5 rounded-full border-2 border-white bg-red-500"
        />
      </button>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    // Escape minimizes; with the details form (which cannot be minimized) it closes instead.
    if (state.showForm) close();
    else toggleMinimize();
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed right-2 bottom-16 z-50 flex h-96 max-h-[calc(100dvh-5rem)] w-80 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-2xl sm:right-4"
    >
      <div className="flex items-center justify-between gap-2 bg-indigo-600 px-3 py-2 text-white">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <span
            aria-hidden="true"
            data-testid="live-chat-online-dot"
            className="size-2.5 rounded-full bg-green-400"
          />
          {chatMessages.title}
        </h2>
        <div className="flex items-center gap-1">
          <HeaderButton label={chatMessages.minimize} onClick={toggleMinimize} disabled={state.showForm}>
            <MinusIcon aria-hidden="true" />
          </HeaderButton>
          <HeaderButton label={chatMessages.close} onClick={close}>
            <XIcon aria-hidden="true" />
          </HeaderButton>
        </div>
      </div>
      {state.showForm ? (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <DetailsForm starting={state.starting} onStart={startChat} firstFieldRef={firstFieldRef} />
        </div>
      ) : (
        <Conversation chat={chat} inputRef={messageInputRef} />
      )}
    </section>
  );
}
