import { like } from "drizzle-orm";
import type { Database } from "./client.ts";
import { blogPosts } from "./schema/content.ts";

// Generated blog posts for the content audit's benchmark (issue 20: "the content audit of 1,000 pages
// (generated)"). Never part of the seed a site starts with: scripts/bench.ts adds them to its own database.

const topics = [
  "gradient descent",
  "attention",
  "embeddings",
  "evaluation",
  "fine-tuning",
  "retrieval",
  "agents",
];
const slugPrefix = "generated-post-";

function body(index: number): string {
  const topic = topics[index % topics.length] ?? "models";
  const paragraph = (n: number) =>
    `Part ${n} looks at ${topic} in practice. We start with a small example, measure what changes, and ` +
    `explain why it matters for a team shipping a model. You try it in the sandbox and compare your numbers ` +
    `with ours. Then we look at the mistakes people make most often and how to spot them early in a project.`;
  // Every fifth post links to a page that does not exist: the audit has broken links to find.
  const link =
    index % 5 === 0
      ? `\n\nSee also [the old notes](/blog/missing-${index}).`
      : "\n\nSee [all courses](/courses).";
  return (
    [`## ${topic} in practice`, ...Array.from({ length: 6 }, (_, n) => paragraph(n + 1))].join("\n\n") + link
  );
}

/** Adds `count` published posts (slugs generated-post-N), after removing earlier generated ones. */
export async function seedGeneratedBlogPosts(db: Database, count: number): Promise<void> {
  await db.delete(blogPosts).where(like(blogPosts.slug, `${slugPrefix}%`));
  const rows = Array.from({ length: count }, (_, index) => ({
    slug: `${slugPrefix}${index + 1}`,
    // Every seventh title is too long for a search result.
    title:
      index % 7 === 0
        ? `A very long and detailed guide to ${topics[index % topics.length]} for engineers, part ${index + 1}`
        : `${topics[index % topics.length]} notes, part ${index + 1}`,
    excerpt: `Practical notes on ${topics[index % topics.length]}, part ${index + 1}: what to measure and why.`,
    bodyMarkdown: body(index),
    authorName: "Bench Writer",
    tags: ["generated"],
  }));
  for (let at = 0; at < rows.length; at += 200) await db.insert(blogPosts).values(rows.slice(at, at + 200));
}
