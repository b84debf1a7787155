import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatLimits, chatMessages } from "#contracts/chat.ts";
import { apiMessages } from "#contracts/messages.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { formatPrice } from "#server/modules/assistant/format.ts";
import { createLlmEngine, llmSystemPrompt } from "#server/modules/assistant/llm-engine.ts";
import { createAssistantRepository } from "#server/modules/assistant/repository.ts";
import { createRetrievalEngine } from "#server/modules/assistant/retrieval-engine.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

const userInfo = { name: "Maya Patel", email: "Maya@Example.com", phone: "+1 (415) 555-0188" };
const history = (texts: [sender: "user" | "agent", text: string][]) =>
  texts.map(([sender, text], i) => ({
    id: String(i + 1),
    sender,
    text,
    timestamp: new Date().toISOString(),
  }));

function ask(t: TestApp, visitor: Visitor, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/chatbot",
    payload: { userInfo, conversationHistory: [], ...body },
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    // A distinct address per call: these tests are about the chatbot, not the per-IP limit.
    remoteAddress: freshIp(),
  });
}

async function priceOf(t: TestApp, slug: string): Promise<string> {
  const [row] = await sqlRows<{ price_cents: number }>(
    t.database.db,
    sql`select price_cents from courses where slug = ${slug}`,
  );
  return formatPrice(Number(row?.price_cents));
}

describe("POST /api/chatbot (retrieval engine)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers { response } with the live price", async () => {
    const visitor = await visit(t.app);
    const response = await ask(t, visitor, { message: "How much is the deep learning course?" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(["response"]);
    expect(response.json().response).toContain(await priceOf(t, "deep-learning"));
  });

  it.each([
    [{ message: "   " }, "message", chatMessages.messageRequired],
    [{ message: "x".repeat(chatLimits.messageMax + 1) }, "message", chatMessages.messageTooLong],
    [
      { message: "Hi", userInfo: { ...userInfo, email: "maya@example" } },
      "userInfo.email",
      chatMessages.emailInvalid,
    ],
    [
      { message: "Hi", userInfo: { ...userInfo, phone: "12345" } },
      "userInfo.phone",
      chatMessages.phoneInvalid,
    ],
    [{ message: "Hi", userInfo: { ...userInfo, name: "" } }, "userInfo.name", chatMessages.nameRequired],
  ])("refuses %# with a message naming the field", async (body, field, message) => {
    const visitor = await visit(t.app);
    const response = await ask(t, visitor, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });

  it("accepts a 2,000-character message and 10 history items, refuses 11", async () => {
    const visitor = await visit(t.app);
    const ten = history(
      Array.from({ length: 10 }, () => ["user", "Tell me about prompt engineering"] as ["user", string]),
    );
    const ok = await ask(t, visitor, {
      message: "x".repeat(chatLimits.messageMax),
      conversationHistory: ten,
    });
    expect(ok.statusCode).toBe(200);
    const eleven = [...ten, ...history([["agent", "Hello"]])];
    const refused = await ask(t, visitor, { message: "Hi", conversationHistory: eleven });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe("conversationHistory");
  });

  it("requires the anti-forgery token", async () => {
    const visitor = await visit(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/chatbot",
      payload: { message: "Hi", userInfo, conversationHistory: [] },
      headers: { cookie: visitor.cookie },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(apiMessages.csrfRejected);
  });

  it("stores the conversation as one chat lead with the visitor's details and the transcript", async () => {
    const visitor = await visit(t.app);
    const userInfo = { name: "Omar Haddad", email: "omar@example.com", phone: "+44 20 7946 0958" };
    const first = await ask(t, visitor, { message: "Tell me about the deep learning course", userInfo });
    const second = await ask(t, visitor, {
      message: "how much is it?",
      userInfo,
      conversationHistory: history([
        ["user", "Tell me about the deep learning course"],
        ["agent", first.json().response],
      ]),
    });
    // The follow-up means the course named before.
    expect(second.json().response).toContain(await priceOf(t, "deep-learning"));
    expect(second.json().response).not.toContain(await priceOf(t, "machine-learning"));

    const leads = await sqlRows<{ id: string; name: string; email: string; phone: string }>(
      t.database.db,
      sql`select id, name, email, phone from leads where kind = 'chat' and name = ${userInfo.name}`,
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: userInfo.email, phone: userInfo.phone });
    const messages = await sqlRows<{ sender: string; text: string }>(
      t.database.db,
      sql`select m.sender, m.text from chat_messages m join chat_conversations c on c.id = m.conversation_id
          where c.lead_id = ${leads[0]?.id} order by m.id`,
    );
    expect(messages).toEqual([
      { sender: "user", text: "Tell me about the deep learning course" },
      { sender: "agent", text: first.json().response },
      { sender: "user", text: "how much is it?" },
      { sender: "agent", text: second.json().response },
    ]);

    // Another browser with the same email is another conversation.
    const other = await visit(t.app);
    await ask(t, other, { message: "Hello", userInfo });
    const after = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from leads where kind = 'chat' and name = ${userInfo.name}`,
    );
    expect(Number(after[0]?.n)).toBe(2);
  });

  it("offers a callback and the site email when it cannot answer", async () => {
    const visitor = await visit(t.app);
    const response = await ask(t, visitor, { message: "Qwerty zxcvb plork?" });
    expect(response.json().response).toContain("Request a Callback");
    expect(response.json().response).toContain("admissions@ailabs.academy");
  });

  it("seeds FAQs and course outcomes once: a re-run adds nothing and keeps edits", async () => {
    const db = t.database.db;
    const count = async () =>
      Number((await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from faqs`))[0]?.n);
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(20);
    await db.execute(
      sql`update courses set outcomes = '["Edited outcome"]'::jsonb where slug = 'deep-learning'`,
    );
    await db.execute(
      sql`update courses set outcomes = '[]'::jsonb, prerequisites = '' where slug = 'machine-learning'`,
    );
    await seedDatabase(db);
    expect(await count()).toBe(before);
    const rows = await sqlRows<{ slug: string; outcomes: string[]; prerequisites: string }>(
      db,
      sql`select slug, outcomes, prerequisites from courses where slug in ('deep-learning', 'machine-learning') order by slug`,
    );
    expect(rows[0]?.outcomes).toEqual(["Edited outcome"]);
    expect(rows[1]?.outcomes.length).toBeGreaterThan(0);
    expect(rows[1]?.prerequisites).not.toBe("");
  });

  it("limits one IP to 20 messages a minute, whoever sends them", async () => {
    const visitor = await visit(t.app);
    const send = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/chatbot",
        payload: {
          message: "Hi",
          userInfo: { ...userInfo, email: `ip-${i}@example.com` },
          conversationHistory: [],
        },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
        remoteAddress: "198.51.100.7",
      });
    for (let i = 0; i < 20; i += 1) expect((await send(i)).statusCode).toBe(200);
    expect((await send(20)).statusCode).toBe(429);
  });

  it("throttles one visitor after 10 messages a minute, whatever the IP", async () => {
    const visitor = await visit(t.app);
    const body = { message: "Do I get a certificate?", userInfo: { ...userInfo, email: "busy@example.com" } };
    for (let i = 0; i < 10; i += 1) expect((await ask(t, visitor, body)).statusCode).toBe(200);
    const refused = await ask(t, visitor, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

// A local server speaking the OpenAI chat-completions protocol.
type FakeMode = "ok" | "error" | "slow";
function startFakeLlm() {
  const state = {
    mode: "ok" as FakeMode,
    requests: [] as { auth?: string; body: Record<string, unknown> }[],
  };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    state.requests.push({
      auth: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    });
    if (req.url !== "/v1/chat/completions") return res.writeHead(404).end();
    if (state.mode === "error") return res.writeHead(500, { "content-type": "application/json" }).end("{}");
    if (state.mode === "slow") return; // never answers; the client's timeout must fire
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: "**Deep Learning** is our advanced program." },
            finish_reason: "stop",
          },
        ],
      }),
    );
  });
  return new Promise<{ url: string; state: typeof state; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        state,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe("POST /api/chatbot (LLM engine against a fake OpenAI-compatible server)", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model" });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("answers with the model's reply as plain text; the request carries the key, model, rules and live records", async () => {
    fake.state.mode = "ok";
    const visitor = await visit(t.app);
    const response = await ask(t, visitor, { message: "Tell me about deep learning" });
    expect(response.json()).toEqual({ response: "Deep Learning is our advanced program." });
    const request = fake.state.requests.at(-1);
    expect(request?.auth).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("test-model");
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: "system", content: llmSystemPrompt });
    expect(messages[1]?.content).toContain(await priceOf(t, "deep-learning"));
    expect(messages.at(-1)).toEqual({ role: "user", content: "Tell me about deep learning" });
  });

  it("falls back to the retrieval answer when the model fails", async () => {
    fake.state.mode = "error";
    const visitor = await visit(t.app);
    const response = await ask(t, visitor, { message: "How much is the deep learning course?" });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain(await priceOf(t, "deep-learning"));
  });

  it("falls back to the retrieval answer when the model times out", async () => {
    fake.state.mode = "slow";
    const retrieval = createRetrievalEngine({
      repository: createAssistantRepository(t.database.db),
      contact: async () => ({ email: "admissions@ailabs.academy", phone: "+1 (415) 555-0142" }),
    });
    const errors: unknown[] = [];
    const engine = createLlmEngine({
      baseUrl: fake.url,
      apiKey: "sk-test",
      model: "test-model",
      retrieval,
      timeoutMs: 300,
      onFallback: (error) => errors.push(error),
    });
    const started = Date.now();
    const answer = await engine.answer({
      message: "How much is the deep learning course?",
      history: [],
      visitor: userInfo,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toContain(await priceOf(t, "deep-learning"));
    expect(errors).toHaveLength(1);
  });
});
