// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSemrush, startFakeSemrush } from "../../../tests/support/fake-semrush.ts";
import { createSemrushProvider, SemrushRequestError, SemrushUnavailableError } from "./semrush-provider.ts";

let fake: FakeSemrush;
const key = "semrush-test-key";
const provider = (overrides: Partial<Parameters<typeof createSemrushProvider>[0]> = {}) =>
  createSemrushProvider({ key, database: "us", endpoint: fake.url, sleep: async () => {}, ...overrides });

beforeEach(async () => {
  fake = await startFakeSemrush({ key, units: 1000 });
});
afterEach(async () => {
  await fake.close();
});

describe("Semrush provider", () => {
  it("reads the domain's organic keywords, with the units they cost", async () => {
    const report = await provider().organicKeywords("ailabs.test", 2);
    expect(report.rows).toEqual([
      {
        keyword: "ai engineering course",
        position: 3,
        volume: 2400,
        cpc: 4.1,
        url: "https://ailabs.test/courses/ai-engineers",
        trafficPercent: 31.5,
      },
      expect.objectContaining({ keyword: "machine learning certification", position: 7 }),
    ]);
    expect(report.units).toBe(20);
    const sent = fake.requests[0];
    expect(sent?.get("type")).toBe("domain_organic");
    expect(sent?.get("database")).toBe("us");
    expect(sent?.get("export_columns")).toBe("Ph,Po,Nq,Cp,Ur,Tr");
  });

  it("reads related keywords with volume, difficulty and CPC, and competitors", async () => {
    const related = await provider().relatedKeywords("prompt engineering", 10);
    expect(related.rows[0]).toEqual({
      keyword: "prompt engineering course",
      volume: 1900,
      difficulty: 54,
      cpc: 3.2,
    });
    expect(related.rows[2]?.difficulty).toBeNull();
    expect(related.units).toBe(120);
    const competitors = await provider().competitors("ailabs.test", 10);
    expect(competitors.rows).toEqual([
      { domain: "deeplearning.example", relevance: 0.42, commonKeywords: 120, organicKeywords: 15000 },
      { domain: "coursehub.example", relevance: 0.31, commonKeywords: 85, organicKeywords: 42000 },
    ]);
  });

  it("answers an empty report for NOTHING FOUND, at no cost", async () => {
    expect(await provider().relatedKeywords("nothing here", 10)).toEqual({ rows: [], units: 0 });
  });

  it("says in words when the key is wrong or the units ran out", async () => {
    await expect(provider({ key: "wrong" }).organicKeywords("ailabs.test", 2)).rejects.toMatchObject({
      name: "SemrushRequestError",
      code: 120,
      message: expect.stringContaining("did not accept the API key"),
    });
    fake.unitsLeft = 30;
    const refused = provider().relatedKeywords("x", 10);
    await expect(refused).rejects.toBeInstanceOf(SemrushRequestError);
    await expect(refused).rejects.toMatchObject({
      code: 132,
      message: expect.stringContaining("no API units left"),
    });
  });

  it("tries again after a 429 and succeeds, and gives up after repeated failures", async () => {
    fake.script(429);
    expect((await provider().competitors("ailabs.test", 1)).rows).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
    fake.script(500, 500, 500);
    await expect(provider().competitors("ailabs.test", 1)).rejects.toBeInstanceOf(SemrushUnavailableError);
  });

  it("gives a clear error when Semrush does not answer in time", async () => {
    fake.script("hang");
    await expect(provider({ timeoutMs: 200 }).organicKeywords("ailabs.test", 1)).rejects.toMatchObject({
      name: "SemrushUnavailableError",
      message: "Semrush did not answer within 0.2 s.",
    });
  });

  it("reads the units left without spending any, and names a wrong key", async () => {
    const client = provider({ unitsEndpoint: fake.url });
    expect(await client.unitsLeft()).toBe(1000);
    await client.organicKeywords("ailabs.test", 2);
    expect(await client.unitsLeft()).toBe(980);
    await expect(provider({ key: "another-key", unitsEndpoint: fake.url }).unitsLeft()).rejects.toThrow(
      /did not accept the API key/,
    );
    fake.script(503);
    await expect(client.unitsLeft()).rejects.toBeInstanceOf(SemrushUnavailableError);
  });

  it("asks Semrush's own hosts when no endpoint is configured (an unset SEMRUSH_ENDPOINT is passed as undefined)", async () => {
    const asked: string[] = [];
    const client = createSemrushProvider({
      key,
      database: "us",
      endpoint: undefined,
      unitsEndpoint: undefined,
      fetch: async (url) => {
        asked.push(String(url));
        return new Response("7", { status: 200 });
      },
    });
    await client.unitsLeft();
    await client.organicKeywords("ailabs.test", 1).catch(() => undefined);
    expect(asked[0]).toMatch(/^https:\/\/www\.semrush\.com\/users\/countapiunits\.html\?/);
    expect(asked[1]).toMatch(/^https:\/\/api\.semrush\.com\/\?/);
  });
});
