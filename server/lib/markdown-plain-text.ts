import { Marked, type Token, type Tokens } from "marked";

// The plain-text part of a mail written in Markdown: paragraphs stay paragraphs, list items stay lines,
// links keep their address, code stays as written. markdownToText (markdown.ts) flattens everything onto
// one line for snippets, which is no way to read a letter. No HTML comes out of here, so nothing needs
// sanitising: raw HTML an author typed is dropped, entities are decoded.
const lexer = new Marked({ gfm: true, breaks: false, async: false });

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[name.toLowerCase()] ?? match;
  });
}

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "text":
      return "tokens" in token && token.tokens ? inline(token.tokens) : decodeEntities(token.text);
    case "escape":
      return decodeEntities(token.text);
    case "codespan":
      return decodeEntities(token.text);
    case "br":
      return "\n";
    case "link": {
      const link = token as Tokens.Link;
      const label = inline(link.tokens);
      return label === link.href ? label : `${label} (${link.href})`;
    }
    case "image":
      return (token as Tokens.Image).text;
    case "html":
      return "";
    default:
      return "tokens" in token && token.tokens ? inline(token.tokens) : decodeEntities(token.raw);
  }
}

function blocks(tokens: Token[]): string {
  return tokens
    .map(block)
    .filter((text) => text.trim() !== "")
    .join("\n\n");
}

function block(token: Token): string {
  switch (token.type) {
    case "space":
    case "html":
      return "";
    case "paragraph":
    case "heading":
      return inline((token as Tokens.Paragraph).tokens);
    case "code":
      return (token as Tokens.Code).text;
    case "hr":
      return "----";
    case "blockquote":
      return blocks((token as Tokens.Blockquote).tokens)
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    case "list": {
      const list = token as Tokens.List;
      const first = typeof list.start === "number" ? list.start : 1;
      return list.items
        .map((item, index) => {
          const marker = list.ordered ? `${first + index}. ` : "- ";
          const text = blocks(item.tokens).replace(/\n\n+/g, "\n");
          return marker + text.split("\n").join(`\n${" ".repeat(marker.length)}`);
        })
        .join("\n");
    }
    case "table": {
      const table = token as Tokens.Table;
      const row = (cells: { tokens: Token[] }[]) => cells.map((cell) => inline(cell.tokens)).join(" | ");
      return [row(table.header), ...table.rows.map(row)].join("\n");
    }
    default:
      return "tokens" in token && token.tokens ? inline(token.tokens) : decodeEntities(token.raw);
  }
}

/** Readable plain text of a Markdown text, for the text part of a mail. */
export function markdownToPlainText(markdown: string): string {
  return blocks(lexer.lexer(markdown)).trim();
}
