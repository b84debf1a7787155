import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { editedText } from "./document-edits.server.ts";
import { inlineStylesheetEdits } from "./inline-stylesheets.server.ts";

const inlineStylesheets = async (html: string, from: URL) =>
  editedText(html, await inlineStylesheetEdits(html, from));

let clientDir: URL;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "inline-css-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "root-abc.css"), "body{color:#0f172a}");
  await writeFile(path.join(dir, "assets", "odd-abc.css"), "a::after{content:'</style>'}");
  await writeFile(path.join(dir, "assets", "shout-abc.css"), "a::after{content:'</STYLE >'}");
  clientDir = pathToFileURL(`${dir}/`);
});

describe("inlineStylesheetEdits", () => {
  test("puts a built stylesheet into the document and keeps a non-blocking link for hydration", async () => {
    const html = await inlineStylesheets(
      '<head><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css"/></head>',
      clientDir,
    );
    expect(html).toBe(
      '<head><style nonce="n1" data-href="/assets/root-abc.css">body{color:#0f172a}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/root-abc.css" media="print"/></head>',
    );
  });

  test("leaves links it cannot read, a stylesheet that could end the tag, and other links, alone", async () => {
    const html =
      '<link rel="stylesheet" href="/assets/missing.css"/><link rel="stylesheet" href="/app/app.css"/>' +
      '<link rel="stylesheet" href="/assets/odd-abc.css"/><link rel="stylesheet" href="/assets/shout-abc.css"/>';
    expect(await inlineStylesheets(html, clientDir)).toBe(html);
  });
});
