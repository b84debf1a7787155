import { type BlockType, blockLabels, blockTypes } from "#contracts/page-builder-text.ts";

// The stored document as the editor handles it: Puck's data (`{ root, content: [{ type, props }] }`), read
// leniently (a version from the history is `unknown` until the server's schema has seen it again), compared
// by value, and summed up one line a block for outlines and diffs. Zod-free and Puck-free.

/** A block as read from any document: its Puck id, its type (maybe unknown) and its props. */
export type LooseBlock = { id: string; type: string; props: Record<string, unknown> };

/** What the editor edits and sends: Puck's data without its legacy zones. */
export type EditorDocument = {
  root: { props?: Record<string, unknown> };
  content: { type: string; props: Record<string, unknown> }[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The blocks of a document's content; a block without an id gets its position as one. */
export function looseBlocks(content: readonly unknown[]): LooseBlock[] {
  return content.map((item, index) => {
    const block = isRecord(item) ? item : {};
    const props = isRecord(block.props) ? block.props : {};
    const id = typeof props.id === "string" && props.id ? props.id : `#${index + 1}`;
    return { id, type: typeof block.type === "string" ? block.type : "?", props };
  });
}

/** A document from the API (root and content of any shape) as the editor's data. */
export function editorDocumentOf(document: { root: unknown; content: readonly unknown[] }): EditorDocument {
  const root = isRecord(document.root) && isRecord(document.root.props) ? document.root.props : {};
  return {
    root: { props: root },
    content: document.content.map((item) => {
      const block = isRecord(item) ? item : {};
      return {
        type: typeof block.type === "string" ? block.type : "?",
        props: isRecord(block.props) ? block.props : {},
      };
    }),
  };
}

/** JSON with object keys sorted, so two values that are equal compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  );
}

/** Whether two documents hold the same blocks (Puck's root props and zones do not count). */
export function sameContent(a: EditorDocument, b: EditorDocument): boolean {
  return canonicalJson(a.content) === canonicalJson(b.content);
}

export const blockLabelOf = (type: string) =>
  (blockTypes as readonly string[]).includes(type)
    ? blockLabels[type as BlockType]
    : `Unknown block (${type})`;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** Markdown's first line of prose, without its marks. */
function firstLine(markdown: unknown): string {
  const line = text(markdown)
    .split("\n")
    .map((part) => part.replace(/^[#>*\-+\s\d.]+/, "").replace(/[*_`[\]]|\(https?:[^)]*\)/g, ""))
    .find((part) => part.trim());
  return line?.trim() ?? "";
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A block's main text, one line: what an outline shows beside its label. */
export function blockSummary(block: LooseBlock): string {
  const p = block.props;
  const heading = text(p.heading);
  const parts: string[] = (() => {
    switch (block.type) {
      case "Hero":
      case "CallToAction":
        return [heading, text(p.buttonLabel) && `button "${text(p.buttonLabel)}"`];
      case "RichText":
        return [firstLine(p.markdown)];
      case "Image":
        return [text(p.alt), text(p.src)];
      case "Video":
        return [text(p.title)];
      case "Columns":
        return [firstLine(p.left), firstLine(p.right)];
      case "CourseCards":
      case "Pricing":
        return [heading, `courses: ${list(p.courseSlugs).map(text).join(", ") || "none"}`];
      case "UpcomingBatches":
        return [heading, text(p.courseSlug) ? `course: ${text(p.courseSlug)}` : "every course"];
      case "Countdown":
        return [heading, `course: ${text(p.courseSlug) || "none"}`];
      case "Testimonials":
        return [heading, count(list(p.items).length, "testimonial", "testimonials")];
      case "Faq":
        return [heading, count(list(p.items).length, "question", "questions")];
      case "LogoWall":
        return [heading, count(list(p.logos).length, "logo", "logos")];
      case "LeadForm":
        return [heading, `${text(p.kind) || "?"} form`];
      default:
        return [heading];
    }
  })();
  const summary = parts.filter(Boolean).join(" · ");
  return summary.length > 140 ? `${summary.slice(0, 139)}…` : summary;
}
