import { Readable } from "node:stream";

/**
 * The first `bytes` of a stream (fewer when it is shorter), and a stream that yields the whole body again,
 * those bytes included: a file's type is judged from its head before the rest is stored, without holding
 * more than the head in memory.
 */
export async function peekStream(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const read = Buffer.concat(chunks);
  async function* whole() {
    if (read.length > 0) yield read;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: read.subarray(0, bytes), stream: Readable.from(whole()) };
}
