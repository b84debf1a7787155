import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for reCAPTCHA's and Turnstile's siteverify endpoint: same protocol (form-encoded
// secret, response, remoteip; JSON { success, "error-codes" }), tokens and secret chosen by the test.

export type SiteverifyRequest = { secret: string; response: string; remoteip?: string; contentType?: string };

export type FakeSiteverify = {
  url: string;
  requests: SiteverifyRequest[];
  /** What the next requests get: the real service's behaviour by default, or a hang or an error status. */
  mode: "normal" | "hang" | "error-500";
  close(): Promise<void>;
};

export async function startFakeSiteverify(options: {
  secret: string;
  validTokens: string[];
}): Promise<FakeSiteverify> {
  const requests: SiteverifyRequest[] = [];
  const spent = new Set<string>();
  const hanging = new Set<ServerResponse>();
  const fake = { mode: "normal" } as FakeSiteverify;

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      const request: SiteverifyRequest = {
        secret: form.get("secret") ?? "",
        response: form.get("response") ?? "",
        remoteip: form.get("remoteip") ?? undefined,
        contentType: req.headers["content-type"],
      };
      requests.push(request);
      if (fake.mode === "hang") {
        hanging.add(res);
        return;
      }
      if (fake.mode === "error-500") return answer(res, 500, { success: false, "error-codes": [] });
      if (req.method !== "POST") return answer(res, 405, { success: false, "error-codes": ["bad-request"] });
      if (!request.secret)
        return answer(res, 200, { success: false, "error-codes": ["missing-input-secret"] });
      if (request.secret !== options.secret)
        return answer(res, 200, { success: false, "error-codes": ["invalid-input-secret"] });
      if (!request.response)
        return answer(res, 200, { success: false, "error-codes": ["missing-input-response"] });
      if (spent.has(request.response))
        return answer(res, 200, { success: false, "error-codes": ["timeout-or-duplicate"] });
      if (!options.validTokens.includes(request.response))
        return answer(res, 200, { success: false, "error-codes": ["invalid-input-response"] });
      spent.add(request.response);
      return answer(res, 200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: "localhost",
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** An address where nothing listens: a port that was just free and is closed again. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}
