// Ids of a tree editor's items (a quiz's pools, questions and options; a rubric's criteria and levels) are
// made here, never typed or shown (contracts/quiz.ts: letters and digits, at most 32). Ten random characters
// of 62 make a repeat within one quiz or rubric practically impossible; the schema would still name one.
// getRandomValues, unlike randomUUID, works outside secure contexts too.

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newId(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = "";
  // The slight modulo bias does not matter: ids need to be distinct, not unpredictable.
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
