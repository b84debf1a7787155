import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Semrush's SEO API, speaking its protocol: GET /?type=<report>&key=&database=&... answers
// a ';'-separated CSV with a header line, limited to display_limit lines, or "ERROR <code> :: <words>" as the
// real API does: 120 for another key, 50 when it has nothing, 132 once the units run out (each line costs the
// report's price); /users/countapiunits.html answers the units left. It can be told to answer the next requests with a status (429, 500) or to never answer.

export type FakeSemrush = {
  url: string;
  /** Units left; each line answered costs the report's price. */
  unitsLeft: number;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  script(...answers: (number | "hang")[]): void;
  close(): Promise<void>;
};

const price: Record<string, number> = { domain_organic: 10, phrase_related: 40, domain_organic_organic: 40 };

const reports: Record<string, (query: URLSearchParams) => string[][]> = {
  domain_organic: (query) => [
    ["Keyword", "Position", "Search Volume", "CPC", "Url", "Traffic (%)"],
    [
      "ai engineering course",
      "3",
      "2400",
      "4.10",
      `https://${query.get("domain")}/courses/ai-engineers`,
      "31.5",
    ],
    [
      "machine learning certification",
      "7",
      "6600",
      "5.25",
      `https://${query.get("domain")}/courses/machine-learning`,
      "12.0",
    ],
    [
      "rag vs fine tuning",
      "12",
      "880",
      "1.05",
      `https://${query.get("domain")}/blog/fine-tuning-vs-rag`,
      "2.2",
    ],
  ],
  phrase_related: (query) => {
    const phrase = query.get("phrase") ?? "";
    if (phrase === "nothing here") return [];
    return [
      ["Keyword", "Search Volume", "Keyword Difficulty Index", "CPC"],
      [`${phrase} course`, "1900", "54", "3.20"],
      [`${phrase} tutorial`, "1300", "41", "1.10"],
      [`best ${phrase}`, "590", "", "2.00"],
    ];
  },
  domain_organic_organic: () => [
    ["Domain", "Competitor Relevance", "Common Keywords", "Organic Keywords"],
    ["deeplearning.example", "0.42", "120", "15000"],
    ["coursehub.example", "0.31", "85", "42000"],
  ],
};

export async function startFakeSemrush(expected: { key: string; units?: number }): Promise<FakeSemrush> {
  const scripted: (number | "hang")[] = [];
  const hung: ServerResponse[] = [];
  const fake = {
    unitsLeft: expected.units ?? 100_000,
    requests: [] as URLSearchParams[],
    script: (...answers: (number | "hang")[]) => scripted.push(...answers),
  };
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? "/", "http://fake").searchParams;
    fake.requests.push(query);
    const next = scripted.shift();
    if (next === "hang") {
      hung.push(response);
      return;
    }
    const send = (status: number, body: string) => {
      response.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
      response.end(body);
    };
    if (next !== undefined) return send(next, "");
    if (query.get("key") !== expected.key) return send(200, "ERROR 120 :: WRONG KEY - ID PAIR");
    // The balance of API units (www.semrush.com/users/countapiunits.html): free, a bare number.
    if (new URL(request.url ?? "/", "http://fake").pathname === "/users/countapiunits.html") {
      return send(200, String(fake.unitsLeft));
    }
    const type = query.get("type") ?? "";
    const build = reports[type];
    if (!build) return send(200, "ERROR 40 :: UNKNOWN REPORT TYPE");
    const [header, ...lines] = build(query);
    if (!header) return send(200, "ERROR 50 :: NOTHING FOUND");
    const limited = lines.slice(0, Number(query.get("display_limit") ?? "10"));
    const cost = limited.length * (price[type] ?? 0);
    if (cost > fake.unitsLeft) return send(200, "ERROR 132 :: API UNITS BALANCE IS ZERO");
    fake.unitsLeft -= cost;
    send(200, [header, ...limited].map((line) => line.join(";")).join("\r\n"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hung) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
