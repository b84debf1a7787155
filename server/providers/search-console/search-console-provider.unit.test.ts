// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeSearchConsole,
  startFakeSearchConsole,
} from "../../../tests/support/fake-search-console.ts";
import {
  createSearchConsoleProvider,
  SearchConsoleRequestError,
  SearchConsoleUnavailableError,
  serviceAccountKeySchema,
} from "./search-console-provider.ts";

let fake: FakeSearchConsole;
const waits: number[] = [];
const provider = (overrides: Partial<Parameters<typeof createSearchConsoleProvider>[0]> = {}) =>
  createSearchConsoleProvider({
    key: serviceAccountKeySchema.parse(fake.key),
    site: fake.site,
    endpoint: fake.url,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });

beforeEach(async () => {
  waits.length = 0;
  fake = await startFakeSearchConsole();
  fake.data = [
    {
      date: "2026-11-20",
      page: "https://ailabs.test/courses/ml",
      query: "ml course",
      clicks: 4,
      impressions: 100,
      position: 6,
    },
    {
      date: "2026-11-21",
      page: "https://ailabs.test/courses/ml",
      query: "ml course",
      clicks: 6,
      impressions: 100,
      position: 4,
    },
    {
      date: "2026-11-21",
      page: "https://ailabs.test/blog/rag",
      query: "rag",
      clicks: 1,
      impressions: 50,
      position: 11,
    },
  ];
});
afterEach(async () => {
  await fake.close();
});

describe("Search Console provider", () => {
  it("signs in with the service account's key and reads rows grouped by the dimensions asked for", async () => {
    const rows = await provider().query({
      startDate: "2026-11-20",
      endDate: "2026-11-21",
      dimensions: ["page", "query"],
    });
    expect(rows).toEqual([
      {
        keys: ["https://ailabs.test/courses/ml", "ml course"],
        clicks: 10,
        impressions: 200,
        ctr: 0.05,
        position: 5,
      },
      { keys: ["https://ailabs.test/blog/rag", "rag"], clicks: 1, impressions: 50, ctr: 0.02, position: 11 },
    ]);
    expect(fake.queries[0]).toMatchObject({
      startDate: "2026-11-20",
      dimensions: ["page", "query"],
      rowLimit: 25000,
    });
  });

  it("keeps one token for its lifetime and signs in again after a 401", async () => {
    const client = provider();
    await client.query({ startDate: "2026-11-20", endDate: "2026-11-20", dimensions: ["date"] });
    await client.query({ startDate: "2026-11-21", endDate: "2026-11-21", dimensions: ["date"] });
    expect(fake.tokens).toBe(1);
    fake.script(401);
    await client.query({ startDate: "2026-11-21", endDate: "2026-11-21", dimensions: ["date"] });
    expect(fake.tokens).toBe(2);
  });

  it("answers no rows as an empty list", async () => {
    expect(
      await provider().query({ startDate: "2025-01-01", endDate: "2025-01-02", dimensions: ["query"] }),
    ).toEqual([]);
  });

  it("waits and tries again after a 429 or a 500, then gives up with words", async () => {
    fake.script(429, 500);
    const rows = await provider().query({
      startDate: "2026-11-20",
      endDate: "2026-11-21",
      dimensions: ["date"],
    });
    expect(rows).toHaveLength(2);
    expect(waits).toEqual([1000, 2000]);
    fake.script(429, 429, 429);
    await expect(
      provider().query({ startDate: "2026-11-20", endDate: "2026-11-21", dimensions: ["date"] }),
    ).rejects.toThrow(
      new SearchConsoleUnavailableError(
        "Search Console asked to slow down (429) and kept refusing; try again in a minute.",
      ),
    );
  });

  it("says the daily quota is used up without retrying", async () => {
    fake.script("quota");
    const failure = provider().query({
      startDate: "2026-11-20",
      endDate: "2026-11-21",
      dimensions: ["date"],
    });
    await expect(failure).rejects.toBeInstanceOf(SearchConsoleRequestError);
    await expect(failure).rejects.toThrow(/daily quota for this project is used up/);
    expect(waits).toEqual([]);
  });

  it("says which account to add when it may not read the property", async () => {
    await expect(provider({ site: "https://elsewhere.test/" }).checkCredentials()).rejects.toThrow(
      "The service account seo-reader@ai-labs-test.iam.gserviceaccount.com may not read https://elsewhere.test/: add it as a user of that property in Search Console.",
    );
    expect(await provider().checkCredentials()).toEqual({ permissionLevel: "siteFullUser" });
  });

  it("names the account when Google refuses its key, and refuses a key that is not one", async () => {
    fake.revokeKey();
    await expect(provider().checkCredentials()).rejects.toThrow(
      /Google did not accept the service account seo-reader@ai-labs-test\.iam\.gserviceaccount\.com/,
    );
    // Another key pair than the one Google knows: the signature does not verify.
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    await expect(
      provider({
        key: serviceAccountKeySchema.parse({ ...fake.key, private_key: other.toString() }),
      }).checkCredentials(),
    ).rejects.toBeInstanceOf(SearchConsoleRequestError);
    await expect(
      provider({
        key: serviceAccountKeySchema.parse({
          ...fake.key,
          private_key: "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----",
        }),
      }).checkCredentials(),
    ).rejects.toThrow(/private key could not be read/);
  });

  it("gives up on an answer that never comes with a clear error", async () => {
    fake.script("hang");
    await expect(
      provider({ timeoutMs: 200 }).query({
        startDate: "2026-11-20",
        endDate: "2026-11-21",
        dimensions: ["date"],
      }),
    ).rejects.toThrow("Search Console did not answer within 0.2 s when asked to read search analytics.");
  });
});
