import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { countTokens as countCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as countO200k } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  PromptTemplatesResponse,
  SandboxModelsResponse,
  TokenCountResponse,
} from "#contracts/sandbox.ts";
import { sandboxLimits, sandboxMessages } from "#contracts/sandbox-text.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

const knownText = "Summarise the following support ticket in three bullet points: <|endoftext|> résumé 🚀";

function fakeLlm() {
  const state = {
    mode: "ok" as "ok" | "error",
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
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-sandbox",
        object: "chat.completion",
        model: "fake-model-2026",
        choices: [{ index: 0, message: { role: "assistant", content: '{"sentiment": "positive"}' } }],
        usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
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

describe("sandbox without a model provider", () => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await createTestApp();
    visitor = await visit(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = (body: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/sandbox/count",
      payload: body as Record<string, unknown>,
      remoteAddress: freshIp(),
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    });

  it("lists the price table with encodings, and says running is off", async () => {
    const response = await t.app.inject({ url: "/api/sandbox/models" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as SandboxModelsResponse;
    expect(body.run).toEqual({ available: false, model: null });
    expect(body.models.length).toBeGreaterThanOrEqual(6);
    const gpt4o = body.models.find((m) => m.model === "gpt-4o");
    expect(gpt4o).toMatchObject({ provider: "OpenAI", encoding: "o200k_base", estimated: false });
    const claude = body.models.find((m) => m.provider === "Anthropic");
    expect(claude).toMatchObject({ encoding: "o200k_base", estimated: true });
  });

  it("lists templates with their placeholders and courses", async () => {
    const body = (await t.app.inject({ url: "/api/sandbox/templates" })).json() as PromptTemplatesResponse;
    expect(body.templates.length).toBeGreaterThanOrEqual(8);
    const rag = body.templates.find((tpl) => tpl.slug === "rag-answer-with-citations");
    expect(rag?.placeholders).toEqual(["max_words", "passages", "question"]);
    expect(rag?.course?.slug).toBe("ai-engineers");
    for (const template of body.templates) expect(template.placeholders.length).toBeGreaterThan(0);
  });

  it("counts tokens exactly as gpt-tokenizer does, special tokens as plain text", async () => {
    const response = await count({ prompt: knownText, model: "gpt-4o" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TokenCountResponse;
    const plain = { disallowedSpecial: new Set<string>() };
    expect(body.tokens).toEqual({
      o200k_base: countO200k(knownText, plain),
      cl100k_base: countCl100k(knownText, plain),
    });
    expect(body.characters).toBe(knownText.length);
    expect(body.selected).toEqual({
      model: "gpt-4o",
      encoding: "o200k_base",
      tokens: body.tokens.o200k_base,
    });
    expect(countO200k("Hello, world! How are you?")).toBe(8);
    const hello = (await count({ prompt: "Hello, world! How are you?" })).json() as TokenCountResponse;
    expect(hello.tokens.o200k_base).toBe(8);
  });

  it("prices input and expected output from the price table in the database", async () => {
    await t.database.db.execute(
      sql`update model_prices set input_usd_per_million = 4, output_usd_per_million = 20 where model = 'gpt-4o'`,
    );
    const prompt = "word ".repeat(1000);
    const body = (await count({ prompt, expectedOutputTokens: 2000 })).json() as TokenCountResponse;
    const gpt4o = body.costs.find((c) => c.model === "gpt-4o");
    const tokens = countO200k(prompt);
    expect(gpt4o).toMatchObject({ inputTokens: tokens, outputTokens: 2000, outputUsd: 0.04 });
    expect(gpt4o?.inputUsd).toBeCloseTo((tokens * 4) / 1_000_000, 9);
    expect(gpt4o?.totalUsd).toBeCloseTo(gpt4o!.inputUsd + 0.04, 9);
    const rows = await sqlRows<{ model: string }>(t.database.db, sql`select model from model_prices`);
    expect(body.costs).toHaveLength(rows.length);
    const totals = body.costs.map((c) => c.totalUsd);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it("refuses prompts over the limit, unknown models and bad output sizes with 400", async () => {
    const long = await count({ prompt: "a".repeat(sandboxLimits.promptMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(sandboxMessages.promptTooLong);
    const atLimit = await count({ prompt: "é".repeat(sandboxLimits.promptMax) });
    expect(atLimit.statusCode).toBe(200);
    const unknown = await count({ prompt: "hi", model: "gpt-9" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ message: sandboxMessages.unknownModel, field: "model" });
    const badOutput = await count({ prompt: "hi", expectedOutputTokens: -1 });
    expect(badOutput.statusCode).toBe(400);
  });

  it("answers run with 503 and a clear message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/run",
      payload: { prompt: "Say hello", model: "gpt-4o" },
      remoteAddress: freshIp(),
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe(sandboxMessages.runUnavailable);
  });

  it("needs the anti-forgery token to count", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/count",
      payload: { prompt: "hi" },
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("sandbox with an OpenAI-compatible provider (local fake)", () => {
  let t: TestApp;
  let visitor: Visitor;
  let fake: Awaited<ReturnType<typeof fakeLlm>>;
  beforeAll(async () => {
    fake = await fakeLlm();
    t = await createTestApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: "sk-sandbox", LLM_MODEL: "fake-model" });
    visitor = await visit(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const run = (body: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/sandbox/run",
      payload: body as Record<string, unknown>,
      remoteAddress: freshIp(),
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    });

  it("says running is available, with the configured model", async () => {
    const body = (await t.app.inject({ url: "/api/sandbox/models" })).json() as SandboxModelsResponse;
    expect(body.run).toEqual({ available: true, model: "fake-model" });
  });

  it("runs the prompt and prices the reported usage with the chosen model", async () => {
    fake.state.mode = "ok";
    const response = await run({ prompt: "Classify: I love this course", model: "gpt-4o-mini" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      output: '{"sentiment": "positive"}',
      model: "fake-model-2026",
      usage: { inputTokens: 1200, outputTokens: 300 },
      costUsd: (1200 * 0.15 + 300 * 0.6) / 1_000_000,
    });
    const request = fake.state.requests.at(-1);
    expect(request?.auth).toBe("Bearer sk-sandbox");
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.messages).toEqual([{ role: "user", content: "Classify: I love this course" }]);
  });

  it("answers 502 when the provider fails, and 400 for an empty prompt", async () => {
    fake.state.mode = "error";
    const failed = await run({ prompt: "Say hello" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(sandboxMessages.runFailed);
    const empty = await run({ prompt: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(sandboxMessages.promptRequired);
  });

  it("limits runs per visitor address", async () => {
    fake.state.mode = "ok";
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/sandbox/run",
        payload: { prompt: `Run ${i}` },
        remoteAddress: ip,
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("page metadata of /sandbox", () => {
  it("has its own title and a description within 70-160 characters", async () => {
    const t = await createTestApp();
    try {
      const meta = (await t.app.inject({ url: "/api/seo/page-meta?path=/sandbox" })).json() as {
        title: string;
        description: string;
      };
      expect(meta.title).toBe("Prompt Sandbox: Token Counter and Cost Calculator | AI Labs");
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    } finally {
      await t.close();
    }
  });
});
