// A finished page crosses two Response objects on its way out (React Router's, then the render thread's
// answer on the main thread). Built from bytes, a Response copies them (undici), and `arrayBuffer()`
// copies them again: on a 210 KB course page that was 7% of a render, profiled (decision 0070). A body
// given as a one-chunk stream is not copied, and reading that stream gives the very chunk back.

/** A Response body that hands over `bytes` as they are (one chunk), without a copy. */
export function bytesBody(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** The bytes of `response`'s body: the one chunk itself when it came as one (`bytesBody`), else the chunks joined. */
export async function responseBytes(response: Response): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!response.body) return null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  if (chunks.length === 1) return chunks[0]!;
  return Buffer.concat(chunks);
}
