// Reads the repository paths a Markdown document names and checks its decision index (scripts/check-docs.test.ts).

const roots = ["app/", "server/", "contracts/", "scripts/", "tests/", "docs/", "drizzle/", "public/", ".ci/"];

/**
 * Paths in backticks that start at a top-level folder of the repository, e.g. `server/lib/page-path.ts`.
 * Patterns are left out (`features/<name>/`, `*.test.ts`, `{a,b}.ts`, `:id`), and so are URLs and
 * spans with spaces: they describe a family of files, not one that must exist.
 */
export function repositoryPathsIn(markdown: string): string[] {
  const paths = new Set<string>();
  for (const match of markdown.matchAll(/`([^`\n]+)`/g)) {
    const span = match[1]!.trim();
    if (!roots.some((root) => span.startsWith(root))) continue;
    if (/[\s<>*{}:?$…]|\.\.\./.test(span)) continue;
    paths.add(span.replace(/[.,;]$/, ""));
  }
  return [...paths].sort();
}

export type DecisionRecord = { file: string; source: string };

/**
 * The index is a table in docs/architecture.md with one row per record: `| [0012](decisions/0012-....md) |
 * title | status |`. Title and status are the record's own (its `# N. Title` heading and `Status:` line); a
 * record that a later one amends ("amends decision 0014" in the later one's status) adds "; amended by 0018",
 * so a reader of the index knows to read both.
 */
export function decisionIndexProblems(architecture: string, records: DecisionRecord[]): string[] {
  const problems: string[] = [];
  const rows = new Map<string, string[]>();
  for (const match of architecture.matchAll(/^\|\s*\[(\d{4})\]\(decisions\/([^)]+)\)\s*\|(.*)\|\s*$/gm)) {
    rows.set(
      match[2]!,
      match[3]!.split("|").map((cell) => cell.trim()),
    );
  }
  const amendedBy = new Map<string, string[]>();
  for (const { file, source } of records) {
    const status = /Status:\s*(.+)$/im.exec(source)?.[1] ?? "";
    for (const match of status.matchAll(/amends decisions? ((?:\d{4}(?:,? (?:and )?)?)+)/g)) {
      for (const amended of match[1]!.match(/\d{4}/g) ?? []) {
        amendedBy.set(amended, [...(amendedBy.get(amended) ?? []), file.slice(0, 4)]);
      }
    }
  }
  for (const { file, source } of records) {
    const title = /^#\s*\d+\.\s*(.+)$/m.exec(source)?.[1]?.trim();
    const ownStatus = /Status:\s*(.+)$/im.exec(source)?.[1]?.trim();
    const later = amendedBy.get(file.slice(0, 4));
    const status = later ? `${ownStatus}; amended by ${later.join(", ")}` : ownStatus;
    const row = rows.get(file);
    if (!row) {
      problems.push(`${file}: not in the decision index`);
      continue;
    }
    if (row[0] !== title) problems.push(`${file}: index title "${row[0]}" is not the record's "${title}"`);
    if (row[1] !== status) problems.push(`${file}: index status "${row[1]}" is not the record's "${status}"`);
    rows.delete(file);
  }
  for (const file of rows.keys()) problems.push(`${file}: indexed but there is no such record`);
  return problems;
}
