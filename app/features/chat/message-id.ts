import type { ChatMessage } from "#contracts/chat.ts";

// SPEC.md section 3: the first message's id is '1', later ones a timestamp string. Two messages in the
// same millisecond (a stubbed or cached reply) move on to the next free millisecond so ids stay unique.
export function nextMessageId(
  existing: readonly Pick<ChatMessage, "id">[],
  now: number = Date.now(),
): string {
  if (existing.length === 0) return "1";
  const taken = new Set(existing.map((message) => message.id));
  let candidate = Math.floor(now);
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}
