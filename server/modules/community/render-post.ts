import type { CommunityDeps } from "./community-deps.ts";
import { markMentions, mentionCandidates } from "./mentions.ts";
import type { Person } from "./people-repository.ts";
import { mayRead, memberOf, type SpaceRef } from "./space-access.ts";

// A post's Markdown rendered and sanitised (server/lib/markdown.ts), then its mentions of people who may
// read the space marked. A name of someone outside the space, or of nobody, stays plain text: the page
// says nothing about who exists elsewhere, and only readers are notified (notify-community.ts).

export type RenderedPost = { html: string; mentioned: Person[] };

/** Of these people, those who may read the space (the one rule of space-access.ts). */
export async function readersOf(
  deps: Pick<CommunityDeps, "spaces">,
  space: SpaceRef,
  people: Person[],
): Promise<Person[]> {
  const reads = await Promise.all(people.map(async (person) => mayRead(await memberOf(deps, person), space)));
  return people.filter((_, index) => reads[index]);
}

export async function renderPost(
  deps: CommunityDeps,
  space: SpaceRef,
  markdown: string,
): Promise<RenderedPost> {
  const html = deps.renderMarkdown(markdown);
  const candidates = mentionCandidates(html);
  if (candidates.length === 0) return { html, mentioned: [] };
  const mentioned = await readersOf(deps, space, await deps.people.byUsernames(candidates));
  return {
    html: markMentions(html, new Set(mentioned.map((person) => person.username.toLowerCase()))),
    mentioned,
  };
}
