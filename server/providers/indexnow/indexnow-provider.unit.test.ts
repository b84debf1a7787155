// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeIndexNow, startFakeIndexNow } from "../../../tests/support/fake-indexnow.ts";
import {
  createIndexNowProvider,
  type IndexNowOptions,
  IndexNowRequestError,
  IndexNowUnavailableError,
} from "./indexnow-provider.ts";

// The IndexNow provider against a local endpoint that speaks the protocol (tests/support/fake-indexnow.ts).

const key = "a1b2c3d4e5f6a7b8";
const site = "https://ailabs.example";
let fake: FakeIndexNow;
let waits: number[];

beforeAll(async () => {
  fake = await startFakeIndexNow({ key, origin: site });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.accepted.length = 0;
  waits = [];
});

const provider = (options: Partial<IndexNowOptions> = {}) =>
  createIndexNowProvider({
    key,
    publicUrl: site,
    endpoint: fake.url,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });

describe("IndexNow provider", () => {
  it("submits the URLs with the host, the key and where the key file is", async () => {
    await provider().submit([`${site}/`, `${site}/courses/deep-learning`]);
    expect(fake.accepted).toEqual([
      {
        host: "ailabs.example",
        key,
        keyLocation: `${site}/${key}.txt`,
        urlList: [`${site}/`, `${site}/courses/deep-learning`],
      },
    ]);
  });

  it("sends nothing for no URL", async () => {
    const before = fake.received;
    await provider().submit([]);
    expect(fake.received).toBe(before);
  });

  it("says the key was refused (403)", async () => {
    const error = await provider({ key: "another-key-000" })
      .submit([`${site}/`])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexNowRequestError);
    expect((error as Error).message).toMatch(/did not accept the key \(403\)/);
  });

  it("says URLs of another host were refused (422)", async () => {
    const error = await provider()
      .submit(["https://elsewhere.example/x"])
      .catch((e: unknown) => e);
    expect((error as IndexNowRequestError).status).toBe(422);
  });

  it("waits as a 429 asks, then succeeds", async () => {
    fake.script({ status: 429, retryAfter: "2" }, { status: 503 });
    await provider().submit([`${site}/blog`]);
    expect(waits).toEqual([2000, 2000]);
    expect(fake.accepted).toHaveLength(1);
  });

  it("gives up after its retries with words for the log (quota exhausted)", async () => {
    fake.script({ status: 429 }, { status: 429 }, { status: 429 });
    const error = await provider()
      .submit([`${site}/blog`])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexNowUnavailableError);
    expect((error as Error).message).toMatch(/asked to slow down \(429\)/);
    expect(fake.accepted).toHaveLength(0);
  });

  it("gives a clear error when the endpoint does not answer in time", async () => {
    fake.script("hang");
    const error = await provider({ timeoutMs: 200 })
      .submit([`${site}/`])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexNowUnavailableError);
    expect((error as Error).message).toBe("IndexNow did not answer within 0.2 s.");
  });
});
