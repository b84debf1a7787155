// A campaign's body (issue 22): Markdown, with a block on a line of its own where the writer wants one:
//   [[button: Label | https://example.com/page]]
//   [[image: https://example.com/picture.png | What the picture shows]]
//   [[course: ai-engineers]]   (the course's card with its price and next start when the mail is sent)
// and `{{name}}` or `{{name | fallback}}` anywhere for the recipient's first name. Parsed here, checked
// when a draft is saved (a clear message per line), and drawn by campaign-mail.ts.

export type CampaignBlock =
  | { kind: "markdown"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "image"; url: string; alt: string }
  | { kind: "course"; slug: string };

export type ParsedBody = { blocks: CampaignBlock[]; problems: string[] };

const blockLine = /^\s*\[\[\s*([a-z]+)\s*:\s*(.*?)\s*\]\]\s*$/i;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const labelMax = 80;

/** An absolute http(s) URL, as written; null for anything else (javascript:, data:, relative). */
export function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

function parts(argument: string): [string, string] {
  const bar = argument.indexOf("|");
  if (bar < 0) return [argument.trim(), ""];
  return [argument.slice(0, bar).trim(), argument.slice(bar + 1).trim()];
}

export function parseCampaignBody(body: string): ParsedBody {
  const blocks: CampaignBlock[] = [];
  const problems: string[] = [];
  let markdown: string[] = [];
  const flush = () => {
    const text = markdown.join("\n").trim();
    if (text) blocks.push({ kind: "markdown", text });
    markdown = [];
  };
  let inFence = false;
  body.split(/\r?\n/).forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : blockLine.exec(line);
    if (!match) {
      markdown.push(line);
      return;
    }
    const at = `Line ${index + 1}`;
    const kind = (match[1] ?? "").toLowerCase();
    const [first, second] = parts(match[2] ?? "");
    if (kind === "button") {
      const url = safeUrl(second);
      if (!first || first.length > labelMax)
        problems.push(`${at}: a button needs a label of 1 to ${labelMax} characters.`);
      else if (!url) problems.push(`${at}: a button needs an http or https address after "|".`);
      else {
        flush();
        blocks.push({ kind: "button", label: first, url });
      }
    } else if (kind === "image") {
      const url = safeUrl(first);
      if (!url) problems.push(`${at}: an image needs an http or https address.`);
      else if (!second) problems.push(`${at}: an image needs its alt text after "|".`);
      else {
        flush();
        blocks.push({ kind: "image", url, alt: second.slice(0, 300) });
      }
    } else if (kind === "course") {
      if (!slugPattern.test(first))
        problems.push(`${at}: a course block needs the course's address, such as ai-engineers.`);
      else {
        flush();
        blocks.push({ kind: "course", slug: first });
      }
    } else problems.push(`${at}: unknown block "${kind}". Use button, image or course.`);
  });
  flush();
  return { blocks, problems };
}

/** The courses a body's blocks show, once each. */
export function coursesOf(blocks: readonly CampaignBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.kind === "course" ? [block.slug] : [])))];
}
