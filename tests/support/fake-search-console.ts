import { generateKeyPairSync, type KeyObject, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Google's token service and the Search Console API, speaking their protocols:
// POST /token takes an RFC 7523 jwt-bearer assertion and checks its RS256 signature against the service account's
// public key, its issuer, audience, scope and times; GET /webmasters/v3/sites/{site} answers the property and
// POST .../searchAnalytics/query answers rows from `data` grouped by the dimensions asked for, between the dates.
// It can be told to answer the next API requests with a status (429, 500, 403 with a daily-quota reason) or to
// never answer, and to refuse the key (a deleted service account).

export type FakeSearchConsoleRow = {
  date: string;
  page: string;
  query: string;
  clicks: number;
  impressions: number;
  /** The sum of positions over impressions is what Google averages; this is the row's average. */
  position: number;
};

export type FakeSearchConsole = {
  url: string;
  /** A service account's JSON key whose token_uri is this fake. */
  key: {
    type: "service_account";
    client_email: string;
    private_key: string;
    private_key_id: string;
    token_uri: string;
  };
  /** The property the account may read. */
  site: string;
  data: FakeSearchConsoleRow[];
  /** Tokens issued so far. */
  tokens: number;
  /** The bodies of every searchAnalytics query, in order. */
  queries: Record<string, unknown>[];
  /** The next API answers: a status, "quota" (403 dailyLimitExceeded), or "hang". */
  script(...answers: (number | "quota" | "hang")[]): void;
  /** From now on the token service refuses the key (invalid_grant). */
  revokeKey(): void;
  close(): Promise<void>;
};

const scope = "https://www.googleapis.com/auth/webmasters.readonly";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });
}

function jwtValid(assertion: string, publicKey: KeyObject, expected: { iss: string; aud: string }): boolean {
  const [header, claims, signature] = assertion.split(".");
  if (!header || !claims || !signature) return false;
  const signed = verify(
    "RSA-SHA256",
    Buffer.from(`${header}.${claims}`),
    publicKey,
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return false;
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return (
    JSON.parse(Buffer.from(header, "base64url").toString()).alg === "RS256" &&
    body.iss === expected.iss &&
    body.aud === expected.aud &&
    body.scope === scope &&
    typeof body.iat === "number" &&
    typeof body.exp === "number" &&
    body.iat <= now + 60 &&
    body.exp > now &&
    body.exp - body.iat <= 3600
  );
}

export async function startFakeSearchConsole(options: { site?: string } = {}): Promise<FakeSearchConsole> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const scripted: (number | "quota" | "hang")[] = [];
  const hung: ServerResponse[] = [];
  const issued = new Set<string>();
  let revoked = false;
  const fake = {
    site: options.site ?? "https://ailabs.test/",
    data: [] as FakeSearchConsoleRow[],
    tokens: 0,
    queries: [] as Record<string, unknown>[],
    script: (...answers: (number | "quota" | "hang")[]) => scripted.push(...answers),
    revokeKey: () => {
      revoked = true;
    },
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const apiError = (code: number, message: string, reason: string) => ({
    error: { code, message, errors: [{ message, domain: "global", reason }] },
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const text = await readBody(request);
    if (url.pathname === "/token" && request.method === "POST") {
      const form = new URLSearchParams(text);
      const valid =
        !revoked &&
        form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
        jwtValid(form.get("assertion") ?? "", publicKey, { iss: key.client_email, aud: key.token_uri });
      if (!valid)
        return send(response, 400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
      fake.tokens += 1;
      const token = `token-${fake.tokens}`;
      issued.add(token);
      return send(response, 200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
    }
    const match = /^\/webmasters\/v3\/sites\/([^/]+)(\/searchAnalytics\/query)?$/.exec(url.pathname);
    if (!match?.[1]) return send(response, 404, apiError(404, "Not found", "notFound"));
    const next = scripted.shift();
    if (next === "hang") {
      hung.push(response);
      return;
    }
    if (next === "quota") {
      return send(
        response,
        403,
        apiError(403, "Quota exceeded for quota metric 'Queries' per day.", "dailyLimitExceeded"),
      );
    }
    if (next !== undefined) return send(response, next, apiError(next, "Scripted failure", "backendError"));
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!issued.has(token)) return send(response, 401, apiError(401, "Invalid Credentials", "authError"));
    const site = decodeURIComponent(match[1]);
    if (site !== fake.site) {
      return send(
        response,
        403,
        apiError(403, `User does not have sufficient permission for site '${site}'.`, "forbidden"),
      );
    }
    if (!match[2]) return send(response, 200, { siteUrl: site, permissionLevel: "siteFullUser" });
    const body = JSON.parse(text || "{}") as {
      startDate: string;
      endDate: string;
      dimensions?: ("date" | "page" | "query")[];
      rowLimit?: number;
      startRow?: number;
    };
    fake.queries.push(body);
    const dimensions = body.dimensions ?? [];
    const groups = new Map<
      string,
      { keys: string[]; clicks: number; impressions: number; positionSum: number }
    >();
    for (const row of fake.data) {
      if (row.date < body.startDate || row.date > body.endDate) continue;
      const keys = dimensions.map((dimension) => row[dimension]);
      const id = JSON.stringify(keys);
      const group = groups.get(id) ?? { keys, clicks: 0, impressions: 0, positionSum: 0 };
      group.clicks += row.clicks;
      group.impressions += row.impressions;
      group.positionSum += row.position * row.impressions;
      groups.set(id, group);
    }
    const rows = [...groups.values()]
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
      .slice(body.startRow ?? 0, (body.startRow ?? 0) + (body.rowLimit ?? 1000))
      .map((group) => ({
        keys: group.keys,
        clicks: group.clicks,
        impressions: group.impressions,
        ctr: group.impressions ? group.clicks / group.impressions : 0,
        position: group.impressions ? group.positionSum / group.impressions : 0,
      }));
    // Google leaves `rows` out when there are none.
    return send(
      response,
      200,
      rows.length ? { rows, responseAggregationType: "byPage" } : { responseAggregationType: "byPage" },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const key = {
    type: "service_account" as const,
    client_email: "seo-reader@ai-labs-test.iam.gserviceaccount.com",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    private_key_id: "fake-key-1",
    token_uri: `${url}/token`,
  };
  return Object.assign(fake, {
    url,
    key,
    close: async () => {
      for (const response of hung) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
