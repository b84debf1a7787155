// @vitest-environment node
// docs/architecture.md and README.md are where a newcomer looks first: this keeps them from pointing at files
// that moved away, and keeps the decision index in step with docs/decisions/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { decisionIndexProblems, repositoryPathsIn } from "./lib/docs-links.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(`${repoRoot}${file}`, "utf8");

const folderNotes = ["app", "server"].flatMap((root) =>
  readdirSync(`${repoRoot}${root}`, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith("README.md"))
    .map((name) => `${root}/${name.split("\\").join("/")}`),
);

describe("the documentation", () => {
  test.each(["docs/architecture.md", "README.md", ...folderNotes])(
    "%s names only files and folders that exist",
    (doc) => {
      const missing = repositoryPathsIn(read(doc)).filter((path) => !existsSync(`${repoRoot}${path}`));
      expect(missing).toEqual([]);
    },
  );

  test("docs/architecture.md indexes every decision record with its title and status", () => {
    const records = readdirSync(`${repoRoot}docs/decisions`)
      .filter((name) => /^\d{4}-.+\.md$/.test(name))
      .map((name) => ({ file: name, source: read(`docs/decisions/${name}`) }));
    expect(decisionIndexProblems(read("docs/architecture.md"), records)).toEqual([]);
  });
});
