// Puts a signed-in session into a running Chrome's cookie jar over the DevTools protocol, so Lighthouse
// measures a signed-in page exactly as the browser has it: the page's own scripts read the anti-forgery
// cookie from document.cookie, which a Cookie header added to requests would not give them.

type Command = { method: string; params?: Record<string, unknown> };

async function send(debugPort: number, commands: Command[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    let next = 0;
    const sendNext = () => socket.send(JSON.stringify({ id: next, ...commands[next] }));
    socket.onerror = () => reject(new Error("could not reach Chrome's DevTools socket"));
    socket.onopen = sendNext;
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (message.id !== next) return;
      if (message.error) {
        socket.close();
        reject(new Error(`${commands[next]!.method}: ${message.error.message}`));
      } else if (++next < commands.length) sendNext();
      else {
        socket.close();
        resolve();
      }
    };
  });
}

/**
 * Empties Chrome's cookie jar, then sets each cookie of `cookieHeader` (a Cookie header, "a=1; b=2") for
 * `origin`; an empty header leaves the browser signed out.
 */
export async function setChromeCookies(
  debugPort: number,
  origin: string,
  cookieHeader: string,
): Promise<void> {
  const cookies = cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
  await send(debugPort, [
    { method: "Storage.clearCookies" },
    ...(cookies.length > 0 ? [{ method: "Storage.setCookies", params: { cookies } }] : []),
  ]);
}
