import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { BottomBar } from "#app/features/bottom-bar/bottom-bar.tsx";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import { type ChatMessage, chatMessages } from "#contracts/chat.ts";
import { chatStorageKeys, saveChatState } from "./chat-storage.ts";
import { LiveChatProvider, useLiveChat } from "./live-chat-context.tsx";

const siteEmail = "hello@ailabs.test";
const visitor = { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 (555) 123-4567" };

function OpenButton() {
  const { openChat } = useLiveChat();
  return (
    <button type="button" onClick={openChat}>
      Open chat
    </button>
  );
}

function renderChat() {
  const shell = createShellStore({});
  shell.set("siteSettings", {
    phone: "+1 555 010 2030",
    email: siteEmail,
    promoBanner: true,
    payments: fallbackPayments,
  });
  return render(
    <ShellStoreProvider store={shell}>
      <MemoryRouter initialEntries={["/"]}>
        <LiveChatProvider>
          <OpenButton />
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/courses/:slug" element={<p>Course page</p>} />
          </Routes>
        </LiveChatProvider>
      </MemoryRouter>
    </ShellStoreProvider>,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function agentMessage(id: string, text: string): ChatMessage {
  return { id, text, sender: "agent", timestamp: "2026-03-01T10:00:00.000Z" };
}

function userMessage(id: string, text: string): ChatMessage {
  return { id, text, sender: "user", timestamp: "2026-03-01T10:00:01.000Z" };
}

/** A conversation the visitor already started, as a reload finds it in storage. */
function seedConversation(
  messages: ChatMessage[] = [agentMessage("1", "Hi Ada Lovelace!")],
  minimized = false,
) {
  saveChatState({ messages, connected: true, userInfo: visitor, showForm: false, minimized });
}

type User = ReturnType<typeof userEvent.setup>;

async function openChat(user: User) {
  await user.click(screen.getByRole("button", { name: "Open chat" }));
  return screen.findByRole("dialog", { name: chatMessages.title });
}

async function fillDetails(user: User, dialog: HTMLElement, values = visitor) {
  if (values.name) await user.type(within(dialog).getByLabelText(chatMessages.nameLabel), values.name);
  if (values.email) await user.type(within(dialog).getByLabelText(chatMessages.emailLabel), values.email);
  if (values.phone) await user.type(within(dialog).getByLabelText(chatMessages.phoneLabel), values.phone);
}

function messageInput(dialog: HTMLElement) {
  return within(dialog).getByPlaceholderText(chatMessages.placeholder) as HTMLTextAreaElement;
}

function log(dialog: HTMLElement) {
  return within(dialog).getByRole("log", { name: chatMessages.messageListLabel });
}

function renderedIds(dialog: HTMLElement) {
  return [...log(dialog).querySelectorAll("[data-message-id]")].map((li) =>
    li.getAttribute("data-message-id"),
  );
}

function stored(key: keyof typeof chatStorageKeys) {
  const raw = localStorage.getItem(chatStorageKeys[key]);
  return raw === null ? null : JSON.parse(raw);
}

function requestBody(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const [path, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  expect(path).toBe("/api/chatbot");
  expect(init.method).toBe("POST");
  expect(init.credentials).toBe("include");
  expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("test-token");
  return JSON.parse(String(init.body));
}

function deferredFetch() {
  const pending: Array<(response: Response) => void> = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push(resolve);
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, respond: (response: Response) => pending.shift()?.(response) };
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = value === null ? "XSRF-TOKEN=; max-age=0; path=/" : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  setXsrfCookie("test-token");
});

afterEach(() => {
  cleanup();
  setXsrfCookie(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("LiveChat panel", () => {
  test("is closed until opened, then shows a labelled dialog with the header and the details form", async () => {
    const user = userEvent.setup();
    renderChat();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: chatMessages.restore })).toBeNull();

    const dialog = await openChat(user);
    expect(within(dialog).getByRole("heading", { name: chatMessages.title })).toBeTruthy();
    expect(within(dialog).getByTestId("live-chat-online-dot").className).toContain("bg-green");
    expect(within(dialog).getByRole("button", { name: chatMessages.minimize })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: chatMessages.close })).toBeTruthy();
    expect(within(dialog).getByText(chatMessages.welcome)).toBeTruthy();
    const fields = [chatMessages.nameLabel, chatMessages.emailLabel, chatMessages.phoneLabel].map(
      (label) => within(dialog).getByLabelText(label) as HTMLInputElement,
    );
    expect(fields.map((field) => field.required)).toEqual([true, true, true]);
    expect(fields.map((field) => field.type)).toEqual(["text", "email", "tel"]);
    expect(within(dialog).getByRole("button", { name: chatMessages.startChatting })).toBeTruthy();
    // Focus moves into the panel.
    expect(document.activeElement).toBe(fields[0]);
    // Sits above the bottom bar (z-40, h-14) and fits a 360 px screen.
    expect(dialog.className).toContain("z-50");
    expect(dialog.className).toContain("bottom-16");
    expect(dialog.className).toContain("w-80");
    expect(dialog.className).toContain("max-w-[calc(100vw-1rem)]");
  });

  test("the bottom bar's 'Live Chat' button opens it", async () => {
    function BarWithChat() {
      const { openChat: open } = useLiveChat();
      return <BottomBar onLiveChat={open} />;
    }
    const shell = createShellStore({});
    shell.set("siteSettings", {
      phone: "+1 555 010 2030",
      email: siteEmail,
      promoBanner: true,
      payments: fallbackPayments,
    });
    render(
      <ShellStoreProvider store={shell}>
        <MemoryRouter>
          <ContactDialogProvider>
            <LiveChatProvider>
              <BarWithChat />
            </LiveChatProvider>
          </ContactDialogProvider>
        </MemoryRouter>
      </ShellStoreProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Live Chat" }));
    expect(await screen.findByRole("dialog", { name: chatMessages.title })).toBeTruthy();
  });

  test("useLiveChat outside its provider fails with a clear message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<OpenButton />)).toThrow("useLiveChat must be used within a LiveChatProvider");
  });
});

describe("details form", () => {
  test("an empty submit shows the required messages with red borders and focuses the first field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));

    const expected = [
      [chatMessages.nameLabel, chatMessages.nameRequired],
      [chatMessages.emailLabel, chatMessages.emailRequired],
      [chatMessages.phoneLabel, chatMessages.phoneRequired],
    ] as const;
    for (const [label, message] of expected) {
      const input = within(dialog).getByLabelText(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.className).toContain("border-red-600");
      expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        message,
      );
    }
    expect(document.activeElement).toBe(within(dialog).getByLabelText(chatMessages.nameLabel));
    expect(within(dialog).getByRole("button", { name: chatMessages.startChatting })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a whitespace-only name is required, and a field's message clears when corrected", async () => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await fillDetails(user, dialog, { ...visitor, name: "   " });
    await user.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));
    expect(within(dialog).getByText(chatMessages.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(chatMessages.nameLabel), "Ada");
    expect(within(dialog).queryByText(chatMessages.nameRequired)).toBeNull();
  });

  test.each(["ada", "ada@example", "ada@ example.com", "ada example@x.io"])(
    "rejects the email %j",
    async (email) => {
      const user = userEvent.setup();
      renderChat();
      const dialog = await openChat(user);
      await fillDetails(user, dialog, { ...visitor, email });
      await user.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));
      expect(within(dialog).getByText(chatMessages.emailInvalid)).toBeTruthy();
      expect(within(dialog).queryByText(chatMessages.starting)).toBeNull();
    },
  );

  test.each([
    ["+1 (555) 123-4567", true],
    ["555-123-4567", true],
    ["(020) 7946 0958", false],
    ["+44 20 7946 0958", true],
    ["555 123 456", false],
    ["+1 555 123 4567 8901 23", false],
    ["555.123.4567", false],
    ["call me maybe", false],
  ])("phone %j valid: %s", async (phone, valid) => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await fillDetails(user, dialog, { ...visitor, phone });
    await user.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));
    if (valid) {
      expect(within(dialog).queryByText(chatMessages.phoneInvalid)).toBeNull();
      expect(within(dialog).getByRole("button", { name: chatMessages.starting })).toBeTruthy();
    } else {
      expect(within(dialog).getByText(chatMessages.phoneInvalid)).toBeTruthy();
    }
  });

  test("valid details wait 1000 ms ('Starting Chatting...'), then greet the visitor by name", async () => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await fillDetails(user, dialog, { ...visitor, name: "  Ada Lovelace " });

    vi.useFakeTimers({
      now: new Date("2026-03-01T10:00:00.000Z"),
      toFake: ["setTimeout", "clearTimeout", "Date"],
    });
    fireEvent.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));
    const starting = within(dialog).getByRole("button", { name: chatMessages.starting }) as HTMLButtonElement;
    expect(starting.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(999));
    expect(within(dialog).getByRole("button", { name: chatMessages.starting })).toBeTruthy();
    expect(within(dialog).queryByRole("log")).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    const greeting = chatMessages.greeting("Ada Lovelace");
    expect(greeting).toMatch(/Ada Lovelace.*AI Labs bootcamp.*programs, courses, pricing, and schedules/);
    expect(within(log(dialog)).getByText(greeting)).toBeTruthy();
    expect(within(dialog).queryByLabelText(chatMessages.nameLabel)).toBeNull();
    expect(document.activeElement).toBe(messageInput(dialog));
    expect(renderedIds(dialog)).toEqual(["1"]);

    expect(stored("connected")).toBe(true);
    expect(stored("showForm")).toBe(false);
    expect(stored("minimized")).toBe(false);
    expect(stored("userInfo")).toEqual({ ...visitor, name: "Ada Lovelace" });
    expect(stored("messages")).toEqual([
      { id: "1", text: greeting, sender: "agent", timestamp: "2026-03-01T10:00:01.000Z" },
    ]);
  });

  test("closing during the start delay cancels the greeting", async () => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await fillDetails(user, dialog);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(dialog).getByRole("button", { name: chatMessages.startChatting }));
    fireEvent.click(within(dialog).getByRole("button", { name: chatMessages.close }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe("conversation", () => {
  test("Enter sends: the message shows at once, the input clears, then the agent reply follows", async () => {
    const { fetchMock, respond } = deferredFetch();
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    expect(document.activeElement).toBe(messageInput(dialog));

    await user.type(messageInput(dialog), "  What does the weekend batch cost?  {Enter}");
    expect(within(log(dialog)).getByText("What does the weekend batch cost?")).toBeTruthy();
    expect(messageInput(dialog).value).toBe("");
    expect(within(dialog).getByRole("status").textContent).toBe(chatMessages.agentTyping);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestBody(fetchMock)).toEqual({
      message: "What does the weekend batch cost?",
      userInfo: visitor,
      conversationHistory: [agentMessage("1", "Hi Ada Lovelace!")],
    });
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "end" });

    respond(json({ response: "The weekend batch costs $1,200." }));
    expect(await within(log(dialog)).findByText("The weekend batch costs $1,200.")).toBeTruthy();
    expect(within(dialog).queryByRole("status")).toBeNull();
    // Storage is written by a passive effect, which can run after the text is on screen.
    await waitFor(() =>
      expect((stored("messages") as ChatMessage[]).map((m) => [m.sender, m.text])).toEqual([
        ["agent", "Hi Ada Lovelace!"],
        ["user", "What does the weekend batch cost?"],
        ["agent", "The weekend batch costs $1,200."],
      ]),
    );
  });

  test("while a reply is pending another message waits in the input", async () => {
    const { fetchMock, respond } = deferredFetch();
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "First{Enter}");
    await user.type(messageInput(dialog), "Second{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(messageInput(dialog).value).toBe("Second");
    expect(
      (within(dialog).getByRole("button", { name: chatMessages.send }) as HTMLButtonElement).disabled,
    ).toBe(true);

    respond(json({ response: "Reply one." }));
    await within(log(dialog)).findByText("Reply one.");
    await user.type(messageInput(dialog), "{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(fetchMock, 1).message).toBe("Second");
    expect(messageInput(dialog).value).toBe("");
  });

  test("message ids: the first is '1', later ones timestamp strings", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ response: "Sure." })),
    );
    seedConversation();
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-03-01T10:05:00.000Z"));
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "Hello{Enter}");
    await within(log(dialog)).findByText("Sure.");
    const now = String(Date.parse("2026-03-01T10:05:00.000Z"));
    // The reply came in the same (mocked) millisecond, so it takes the next one.
    expect(renderedIds(dialog)).toEqual(["1", now, String(Number(now) + 1)]);
    await waitFor(() =>
      expect((stored("messages") as ChatMessage[]).map((m) => m.id)).toEqual(renderedIds(dialog)),
    );
  });

  test("Shift+Enter adds a line instead of sending", async () => {
    const fetchMock = vi.fn(async () => json({ response: "Noted." }));
    vi.stubGlobal("fetch", fetchMock);
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(messageInput(dialog).value).toBe("Line one\nLine two");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: chatMessages.send }));
    expect(requestBody(fetchMock).message).toBe("Line one\nLine two");
    expect(await within(log(dialog)).findByText("Noted.")).toBeTruthy();
  });

  test("empty and whitespace-only messages are ignored", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.keyboard("{Enter}");
    await user.type(messageInput(dialog), "   {Enter}");
    await user.click(within(dialog).getByRole("button", { name: chatMessages.send }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(renderedIds(dialog)).toEqual(["1"]);
    expect(stored("messages")).toHaveLength(1);
  });

  test("the request carries only the last 10 messages as history", async () => {
    const fetchMock = vi.fn(async () => json({ response: "OK" }));
    vi.stubGlobal("fetch", fetchMock);
    const history = [agentMessage("1", "Hi!")];
    for (let i = 2; i <= 12; i++) {
      const id = String(1_772_359_200_000 + i);
      history.push(i % 2 === 0 ? userMessage(id, `Question ${i}`) : agentMessage(id, `Answer ${i}`));
    }
    seedConversation(history);
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "One more{Enter}");
    const body = requestBody(fetchMock);
    expect(body.conversationHistory).toEqual(history.slice(-10));
    expect(body.conversationHistory).toHaveLength(10);
    expect(await within(log(dialog)).findByText("OK")).toBeTruthy();
  });

  test("a non-OK answer replies with the technical-difficulties message and the site email", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "boom" }, 500)),
    );
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "Hello{Enter}");
    const failure = chatMessages.failure(siteEmail);
    expect(failure).toBe(
      "I'm experiencing some technical difficulties. Please try again or contact us directly at hello@ailabs.test.",
    );
    expect(await within(log(dialog)).findByText(failure)).toBeTruthy();
    expect(within(dialog).queryByRole("status")).toBeNull();
  });

  test("a network error replies with the same message, and the visitor can send again", async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json({ response: "Back online." }));
    vi.stubGlobal("fetch", fetchMock);
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "Hello{Enter}");
    expect(await within(log(dialog)).findByText(chatMessages.failure(siteEmail))).toBeTruthy();
    await user.type(messageInput(dialog), "Again{Enter}");
    expect(await within(log(dialog)).findByText("Back online.")).toBeTruthy();
  });

  test("answers render as text: markup is shown, not run; only our course links are links", async () => {
    const answer =
      "<img src=x onerror=alert(1)> See /courses/deep-learning or https://evil.example/courses/deep-learning.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ response: answer })),
    );
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.type(messageInput(dialog), "Which course?{Enter}");

    await waitFor(() => expect(log(dialog).textContent).toContain("<img src=x onerror=alert(1)>"));
    expect(dialog.querySelector("img")).toBeNull();
    const links = within(log(dialog)).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/courses/deep-learning");
    expect(log(dialog).textContent).toContain("https://evil.example/courses/deep-learning");

    await user.click(links[0] as HTMLElement);
    expect(await screen.findByText("Course page")).toBeTruthy();
    // The chat stays open across in-app navigation.
    expect(screen.getByRole("dialog", { name: chatMessages.title })).toBe(dialog);
  });

  test("messages are announced through a polite live region", async () => {
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    expect(log(dialog).getAttribute("aria-live")).toBe("polite");
  });
});

describe("minimize, close and persistence", () => {
  test("minimize is ignored while the form shows", async () => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    const minimize = within(dialog).getByRole("button", { name: chatMessages.minimize });
    expect(minimize.getAttribute("aria-disabled")).toBe("true");
    await user.click(minimize);
    expect(screen.getByRole("dialog", { name: chatMessages.title })).toBe(dialog);
    expect(screen.queryByRole("button", { name: chatMessages.restore })).toBeNull();
    expect(stored("minimized")).toBeNull();
  });

  test("minimize toggles between the panel and a round button with a red dot", async () => {
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    await user.click(within(dialog).getByRole("button", { name: chatMessages.minimize }));

    expect(screen.queryByRole("dialog")).toBeNull();
    const bubble = screen.getByRole("button", { name: chatMessages.restore });
    expect(bubble.className).toContain("rounded-full");
    expect(within(bubble).getByTestId("live-chat-notification-dot").className).toContain("bg-red-500");
    expect(document.activeElement).toBe(bubble);
    expect(stored("minimized")).toBe(true);

    await user.click(bubble);
    const reopened = await screen.findByRole("dialog", { name: chatMessages.title });
    expect(within(log(reopened)).getByText("Hi Ada Lovelace!")).toBeTruthy();
    expect(document.activeElement).toBe(messageInput(reopened));
    expect(stored("minimized")).toBe(false);
  });

  test("Escape minimizes the conversation", async () => {
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: chatMessages.restore })).toBeTruthy();
  });

  test("Escape on the details form (which cannot minimize) closes the chat", async () => {
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: chatMessages.restore })).toBeNull();
  });

  test("close clears the messages, the visitor and storage, resets to the form and returns focus", async () => {
    seedConversation();
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    expect(localStorage.getItem("livechat-messages")).not.toBeNull();

    await user.click(within(dialog).getByRole("button", { name: chatMessages.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    for (const key of Object.values(chatStorageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open chat" }));

    const reopened = await openChat(user);
    expect((within(reopened).getByLabelText(chatMessages.nameLabel) as HTMLInputElement).value).toBe("");
    expect(within(reopened).queryByRole("log")).toBeNull();
  });

  test("a reload in the middle of a conversation restores it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ response: "We start on March 14." })),
    );
    seedConversation();
    const user = userEvent.setup();
    const first = renderChat();
    let dialog = await openChat(user);
    await user.type(messageInput(dialog), "When does it start?{Enter}");
    await within(log(dialog)).findByText("We start on March 14.");

    first.unmount();
    renderChat();
    // A reload starts closed (the open panel is not one of the stored keys); opening shows the conversation.
    expect(screen.queryByRole("dialog")).toBeNull();
    dialog = await openChat(user);
    expect(within(dialog).queryByLabelText(chatMessages.nameLabel)).toBeNull();
    expect([...log(dialog).querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      expect.stringContaining("Hi Ada Lovelace!"),
      expect.stringContaining("When does it start?"),
      expect.stringContaining("We start on March 14."),
    ]);
  });

  test("a stored minimized conversation comes back as the round button on load", async () => {
    seedConversation(undefined, true);
    renderChat();
    const bubble = await screen.findByRole("button", { name: chatMessages.restore });
    // It does not steal focus on load.
    expect(document.activeElement).not.toBe(bubble);
  });

  test("corrupt storage falls back to the details form", async () => {
    localStorage.setItem("livechat-messages", "{oops");
    localStorage.setItem("livechat-userinfo", "not json");
    localStorage.setItem("livechat-connected", "true");
    localStorage.setItem("livechat-showform", "false");
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    expect(within(dialog).getByLabelText(chatMessages.nameLabel)).toBeTruthy();
  });
});
