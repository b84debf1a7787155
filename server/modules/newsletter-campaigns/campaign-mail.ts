import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { createElement as h, type ReactNode } from "react";
import { formatUsd } from "#contracts/money.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { CampaignBlock } from "./campaign-blocks.ts";

// A campaign's mail, drawn with React Email (decision 0066): responsive HTML that mail clients agree on
// (tables, inline styles) and a plain-text part from the same tree. It is rendered once when sending starts;
// each recipient's copy is that text with the placeholders below filled in (personalise.ts), so 50,000
// recipients cost one render, not 50,000. (Server code runs on Node's type stripping: no JSX here.)

export const placeholders = {
  name: (index: number) => `%%NAME-${index}%%`,
  namePattern: /%%NAME-(\d+)%%/g,
  preferences: "%%PREFERENCES_URL%%",
  unsubscribe: "%%UNSUBSCRIBE_URL%%",
} as const;

/** A course block's facts at the moment of sending; null when the course is gone or unpublished. */
export type CourseCardFacts = {
  title: string;
  url: string;
  subtitle: string;
  priceCents: number;
  listPriceCents: number;
  nextStart: string | null;
  seatsLeft: number | null;
} | null;

export type CampaignMailInput = {
  subject: string;
  preheader: string;
  blocks: readonly CampaignBlock[];
  courses: ReadonlyMap<string, CourseCardFacts>;
  /** The site's address, linked at the foot. */
  publicUrl: string;
};

const nameToken = /\{\{\s*name\s*(?:\|\s*([^}]{0,60}?)\s*)?\}\}/gi;

/**
 * Replaces `{{name}}` and `{{name | fallback}}` with numbered placeholders; answers the text and each
 * placeholder's fallback ("there" when none is given).
 */
export function withNamePlaceholders(blocks: readonly CampaignBlock[]): {
  blocks: CampaignBlock[];
  fallbacks: string[];
} {
  const fallbacks: string[] = [];
  const swap = (text: string) =>
    text.replace(nameToken, (_match, fallback: string | undefined) => {
      fallbacks.push(fallback?.trim() || "there");
      return placeholders.name(fallbacks.length - 1);
    });
  const out = blocks.map((block): CampaignBlock => {
    if (block.kind === "markdown") return { ...block, text: swap(block.text) };
    if (block.kind === "button") return { ...block, label: swap(block.label) };
    return block;
  });
  return { blocks: out, fallbacks };
}

const font = "Arial, Helvetica, sans-serif";
const styles = {
  body: { backgroundColor: "#f8fafc", fontFamily: font, color: "#0f172a", margin: 0, padding: "24px 0" },
  container: {
    maxWidth: "600px",
    backgroundColor: "#ffffff",
    border: "1px solid #e2e8f0",
    borderRadius: "8px",
    padding: "24px",
  },
  brand: { margin: "0 0 16px", fontWeight: 700, color: "#4338ca", fontSize: "16px" },
  prose: { fontSize: "16px", lineHeight: "1.6" },
  button: {
    backgroundColor: "#4338ca",
    color: "#ffffff",
    borderRadius: "6px",
    padding: "12px 20px",
    fontWeight: 600,
    textDecoration: "none",
    display: "inline-block",
  },
  image: { maxWidth: "100%", height: "auto", borderRadius: "6px" },
  card: { border: "1px solid #e2e8f0", borderRadius: "8px", padding: "16px", margin: "16px 0" },
  cardTitle: { margin: "0 0 4px", fontSize: "18px", fontWeight: 700 },
  muted: { margin: "0 0 8px", color: "#475569", fontSize: "14px" },
  footer: { color: "#64748b", fontSize: "13px", lineHeight: "1.5", margin: "0" },
  link: { color: "#4338ca" },
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function courseCard(slug: string, facts: CourseCardFacts): ReactNode {
  if (!facts) return null;
  const price =
    facts.priceCents < facts.listPriceCents
      ? `${formatUsd(facts.priceCents)} (early bird, then ${formatUsd(facts.listPriceCents)})`
      : formatUsd(facts.priceCents);
  const start = facts.nextStart
    ? `Next start ${dateFormat.format(new Date(`${facts.nextStart}T00:00:00Z`))}${
        facts.seatsLeft !== null ? ` · ${facts.seatsLeft} seats left` : ""
      }`
    : "New dates coming soon";
  return h(
    Section,
    { key: `course-${slug}`, style: styles.card },
    h(Text, { style: styles.cardTitle }, facts.title),
    facts.subtitle ? h(Text, { style: styles.muted }, facts.subtitle) : null,
    h(Text, { style: styles.muted }, `${price} · ${start}`),
    h(Button, { href: facts.url, style: styles.button }, "View the course"),
  );
}

function blockElement(block: CampaignBlock, index: number, input: CampaignMailInput): ReactNode {
  switch (block.kind) {
    case "markdown":
      return h("div", {
        key: index,
        style: styles.prose,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/lib/markdown.ts (no script, no handlers, no javascript: links).
        dangerouslySetInnerHTML: { __html: renderMarkdown(block.text) },
      });
    case "button":
      return h(
        Section,
        { key: index, style: { margin: "24px 0" } },
        h(Button, { href: block.url, style: styles.button }, block.label),
      );
    case "image":
      return h(
        Section,
        { key: index, style: { margin: "16px 0" } },
        h(Img, { src: block.url, alt: block.alt, width: "550", style: styles.image }),
      );
    case "course":
      return courseCard(block.slug, input.courses.get(block.slug) ?? null);
  }
}

/** The campaign's HTML and plain text, with the name and link placeholders still in them. */
export async function renderCampaignMail(input: CampaignMailInput): Promise<{ html: string; text: string }> {
  const tree = h(
    Html,
    { lang: "en" },
    h(Head, null, h("title", null, input.subject)),
    input.preheader ? h(Preview, null, input.preheader) : null,
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, "AI Labs"),
        ...input.blocks.map((block, index) => blockElement(block, index, input)),
        h(Hr, { style: { borderColor: "#e2e8f0", margin: "24px 0 16px" } }),
        h(
          Text,
          { style: styles.footer },
          "You receive this because you subscribed to the AI Labs newsletter. ",
          h(Link, { href: placeholders.preferences, style: styles.link }, "Choose your topics or pause"),
          " · ",
          h(Link, { href: placeholders.unsubscribe, style: styles.link }, "Unsubscribe"),
        ),
        h(Text, { style: styles.footer }, h(Link, { href: input.publicUrl, style: styles.link }, "AI Labs")),
      ),
    ),
  );
  const html = await render(tree);
  return { html, text: toPlainText(html) };
}
