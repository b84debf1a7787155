// After `react-router build`: write .br and .gz beside every text asset, so the server sends
// precompressed files (best compression, no CPU per request) instead of compressing on the fly.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const root = path.resolve("build/client");
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let rawBytes = 0;
let brBytes = 0;
for await (const file of files(root)) {
  const data = await readFile(file);
  if ((await stat(file)).size < 1024) continue;
  const [br, gzData] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzData)]);
  count += 1;
  rawBytes += data.length;
  brBytes += br.length;
}
console.log(
  `precompressed ${count} assets: ${(rawBytes / 1024).toFixed(0)} KB -> ${(brBytes / 1024).toFixed(0)} KB brotli`,
);
