/** "intro, Week-1 ,,python" as the API's tag list: split at commas, trimmed, empty parts dropped. */
export function parseTagList(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}
