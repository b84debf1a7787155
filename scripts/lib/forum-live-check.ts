import { communityApi } from "#contracts/api/community.ts";
import { communityLiveApi } from "#contracts/api/community-live.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { signedInCookie } from "./bench-session.ts";
import { waitFor } from "./cluster.ts";

// test:cluster's forum check (issue 18): a reply posted through one instance reaches a live listener on
// another (instance events over Redis, decision 0028), and a listener through nginx, which must pass the
// stream on unbuffered (deploy/nginx-ai-labs.conf).

function xsrfOf(cookie: string): string {
  return decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "");
}

async function post<T>(base: string, cookie: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-xsrf-token": xsrfOf(cookie) },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An open event stream: what it has read so far, and a way to leave. */
async function listen(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: "text/event-stream", "accept-encoding": "br, gzip" },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  let text = "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })().catch(() => {});
  return { headers: response.headers, text: () => text, close: () => controller.abort() };
}

/**
 * The demo student starts a thread in the general space and replies through `posterUrl`; the demo
 * instructor listens on `listenerUrl` and through `site`. Both must hear the reply within `withinMs`.
 */
export async function forumReplyReachesListener(
  listenerUrl: string,
  posterUrl: string,
  site: string,
  withinMs = 2_000,
): Promise<string> {
  const { student, instructor } = demoAccounts;
  const asker = await signedInCookie(posterUrl, student.username, student.password);
  const reader = await signedInCookie(listenerUrl, instructor.username, instructor.password);
  const thread = await post<{ id: string }>(
    posterUrl,
    asker,
    endpointUrl(communityApi.createThread, { params: { space: "general" } }),
    { title: "Live across instances", body: "Does a reply reach the other instance?" },
  );
  const path = endpointUrl(communityLiveApi.threadEvents, { params: { id: thread.id } });
  const direct = await listen(`${listenerUrl}${path}`, reader);
  const proxied = await listen(`${site}${path}`, reader);
  try {
    for (const stream of [direct, proxied]) {
      if (stream.headers.get("content-encoding")) throw new Error("the event stream came compressed");
      await waitFor("the stream to open", async () => stream.text().includes("retry:"), 2_000);
    }
    const started = Date.now();
    const reply = await post<{ id: string }>(
      posterUrl,
      asker,
      endpointUrl(communityApi.reply, { params: { id: thread.id } }),
      { body: "Yes, through another instance." },
    );
    const event = `event: reply\ndata: ${JSON.stringify({ threadId: thread.id, replyId: reply.id, kind: "reply" })}`;
    await waitFor("the reply on the other instance", async () => direct.text().includes(event), withinMs);
    const directMs = Date.now() - started;
    await waitFor("the reply through nginx", async () => proxied.text().includes(event), withinMs);
    return `posted on one instance, heard on another after ${directMs} ms and through nginx after ${Date.now() - started} ms`;
  } finally {
    direct.close();
    proxied.close();
  }
}
