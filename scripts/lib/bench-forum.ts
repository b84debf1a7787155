import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { Reply, Space, Thread } from "#contracts/community.ts";

// The forum's benchmark thread (issue 18's bar: "thread pages with 200 replies render signed in within the
// bars"): posted through the API as the signed-in person, so it is stored, counted and rendered exactly as
// real posts are. 20 top-level replies with 9 nested replies each: all 200 on the thread's first page, the
// heaviest page a thread of that size can make.

function xsrfOf(cookie: string): string {
  const value = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error("the benchmark session has no XSRF-TOKEN cookie");
  return decodeURIComponent(value);
}

async function send<T>(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      "x-xsrf-token": xsrfOf(cookie),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Posts the thread in the reader's first cohort space (else the general one); resolves with its id. */
export async function postBenchThread(base: string, cookie: string, replies = 200): Promise<string> {
  const spaces = await send<Space[]>(base, cookie, "GET", endpointUrl(communityApi.spaces));
  const space = spaces.find((item) => item.kind === "batch") ?? spaces[0]!;
  const thread = await send<Thread>(
    base,
    cookie,
    "POST",
    endpointUrl(communityApi.createThread, { params: { space: space.key } }),
    {
      title: "Benchmark: a long conversation",
      body: "Which **optimizer** should I start with?\n\n```python\nopt = torch.optim.Adam(model.parameters())\n```",
      tags: ["benchmark"],
    },
  );
  const replyPath = endpointUrl(communityApi.reply, { params: { id: thread.id } });
  const perTop = 10;
  let parentId: string | null = null;
  for (let index = 0; index < replies; index++) {
    const top = index % perTop === 0;
    const body = `Reply ${index + 1}: try a **learning-rate** finder, then \`clip_grad_norm_(params, 1.0)\`.`;
    const posted: Reply = await send<Reply>(
      base,
      cookie,
      "POST",
      replyPath,
      top ? { body } : { body, parentId },
    );
    if (top) parentId = posted.id;
  }
  return thread.id;
}
