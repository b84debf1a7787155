import { countTokens as countCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as countO200k } from "gpt-tokenizer/encoding/o200k_base";
import type { TokenEncoding } from "#contracts/sandbox-text.ts";

// Real BPE token counts (gpt-tokenizer, the tiktoken encodings). The encodings are large, so counting
// stays on the server and the sandbox page asks for counts (debounced) instead of shipping them.
//
// Which encoding a model uses: OpenAI's GPT-4o family, GPT-4.1, GPT-4.5, GPT-5 and the o-series use
// o200k_base; older OpenAI models (GPT-4, GPT-3.5) use cl100k_base. Other providers (Anthropic, Meta via
// a host) do not publish a compatible tokenizer, so their counts are ESTIMATES made with o200k_base
// (marked `estimated`); their real counts typically differ by 5-20%.

// A visitor's prompt is text: '<|endoftext|>' and the other special tokens are counted as ordinary
// characters, never refused (the library's default throws on them).
const asPlainText = { disallowedSpecial: new Set<string>() };
const counters: Record<TokenEncoding, (text: string) => number> = {
  o200k_base: (text) => countO200k(text, asPlainText),
  cl100k_base: (text) => countCl100k(text, asPlainText),
};

// BPE time grows with the square of a pre-token's length: a pasted blob or a key held down (20,000
// characters without a break) costs seconds of CPU. Runs of 400+ characters without whitespace, or of
// whitespace only, are counted in slices, within a few tokens of the exact count; prose and code never
// have such runs and are counted exactly.
const longRun = /\S{400,}|\s{400,}/g;

function slices(run: string, size: number): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < run.length) {
    let end = Math.min(start + size, run.length);
    // Never cut a surrogate pair (an emoji) in two.
    const last = run.charCodeAt(end - 1);
    if (end < run.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    parts.push(run.slice(start, end));
    start = end;
  }
  return parts;
}

export function countTokens(text: string, encoding: TokenEncoding): number {
  if (!text) return 0;
  const count = counters[encoding];
  let total = 0;
  let last = 0;
  for (const match of text.matchAll(longRun)) {
    if (last < match.index) total += count(text.slice(last, match.index));
    const run = match[0];
    const size = /^\s/.test(run) ? 2000 : 200;
    for (const part of slices(run, size)) total += count(part);
    last = match.index + run.length;
  }
  return total + (last < text.length ? count(text.slice(last)) : 0);
}

const o200kOpenAiModels = /^(gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o\d)/i;

export function encodingFor(
  model: string,
  provider: string,
): { encoding: TokenEncoding; estimated: boolean } {
  if (provider.toLowerCase() !== "openai") return { encoding: "o200k_base", estimated: true };
  return { encoding: o200kOpenAiModels.test(model) ? "o200k_base" : "cl100k_base", estimated: false };
}
