import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";

// A private redis-server for one test file, on a port of its own, so a test can take it away and bring
// it back (the machine's shared Redis is left alone). Files skip their Redis tests without the binary.

export const hasRedisServer = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, "127.0.0.1");
      socket.once("listening", () => socket.close(() => resolve(false)));
      socket.once("error", () => resolve(true));
    });
    if (up) return child;
    if (Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
