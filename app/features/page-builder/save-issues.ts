import { fieldLabelOf } from "./block-field-labels.ts";
import { blockLabelOf, type EditorDocument } from "./page-document.ts";

// A save's problems, from the contract's schema in the browser or the server's 400: those of the page's
// settings go under their fields; those of the blocks become a list naming the block (position and kind),
// the field (and the item of a list) and the message, so the person can find and fix each.

export const settingsFields = ["title", "path", "description"] as const;
export type SettingsField = (typeof settingsFields)[number];
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export type BlockIssue = {
  /** 0-based position in the document, or null for a problem of the whole document. */
  blockIndex: number | null;
  /** "Block 3 (Hero)", or "The page" for the whole document. */
  where: string;
  /** "Button link", "Testimonials, item 2, Name"; empty for the block itself. */
  field: string;
  message: string;
};

export type SaveIssues = { settings: SettingsErrors; blocks: BlockIssue[]; other: string[] };

type Issue = {
  message: string;
  path: readonly PropertyKey[];
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
};

/** Zod's generic wording for a list's length ("Invalid input") said as what to do. */
function messageOf(issue: Issue): string {
  if (issue.origin !== "array") return issue.message;
  if (issue.code === "too_small") return `Add at least ${String(issue.minimum)}`;
  if (issue.code === "too_big") return `Keep at most ${String(issue.maximum)}`;
  return issue.message;
}

/** A server issue's `field` ("document.content.2.props.items.0.name") as a path. */
export const pathOfField = (field: string): (string | number)[] =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function blockIssue(path: readonly PropertyKey[], message: string, document: EditorDocument): BlockIssue {
  // path: [index, "props", field, item, subfield...] or [index, "type"], relative to `content`.
  const [index, kind, ...rest] = path;
  if (typeof index !== "number") return { blockIndex: null, where: "The page", field: "", message };
  const type = document.content[index]?.type ?? "?";
  const where = `Block ${index + 1} (${blockLabelOf(type)})`;
  if (kind !== "props") return { blockIndex: index, where, field: "", message };
  // The document's schema rewords a block's issues without their kind: a list's length reads "Invalid input".
  const value = rest.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    document.content[index]?.props,
  );
  const listLength =
    Array.isArray(value) && message === "Invalid input"
      ? value.length === 0
        ? "Add at least one"
        : "Too many: remove some"
      : null;
  const field = rest
    .map((part) => (typeof part === "number" ? `item ${part + 1}` : fieldLabelOf(type, String(part))))
    .join(", ");
  return { blockIndex: index, where, field, message: listLength ?? message };
}

/**
 * Issues of a save body (`{ title, path, description, document, version }`), or of the document alone when
 * `documentOnly` (pageDocumentSchema's paths start at `content`).
 */
export function splitSaveIssues(
  issues: readonly Issue[],
  document: EditorDocument,
  { documentOnly = false } = {},
): SaveIssues {
  const result: SaveIssues = { settings: {}, blocks: [], other: [] };
  for (const issue of issues) {
    const message = messageOf(issue);
    const path = documentOnly ? ["document", ...issue.path] : issue.path;
    const [head, ...rest] = path;
    if ((settingsFields as readonly PropertyKey[]).includes(head as PropertyKey)) {
      result.settings[head as SettingsField] ??= message;
    } else if (head === "document" && rest[0] === "content") {
      result.blocks.push(blockIssue(rest.slice(1), message, document));
    } else if (head === "document") {
      result.blocks.push({ blockIndex: null, where: "The page", field: "", message });
    } else {
      result.other.push(message);
    }
  }
  return result;
}

/** Whether anything is wrong. */
export const hasIssues = (issues: SaveIssues) =>
  Object.values(issues.settings).some(Boolean) || issues.blocks.length > 0 || issues.other.length > 0;

/** An empty setting reads "Required" (the spec's word) rather than the schema's length or format rule. */
export function withRequiredWording(issues: SaveIssues, values: Record<SettingsField, string>): SaveIssues {
  const settings = { ...issues.settings };
  for (const field of settingsFields)
    if (settings[field] && !values[field].trim()) settings[field] = "Required";
  return { ...issues, settings };
}
