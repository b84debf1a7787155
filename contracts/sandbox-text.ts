import { digitGroups } from "./digit-groups.ts";
// The sandbox's limits, messages and formatting, without zod: the /sandbox page needs these in the
// browser, not the request schemas (contracts/sandbox.ts), so its JavaScript stays small.

export const sandboxLimits = {
  promptMax: 20_000,
  expectedOutputMax: 100_000,
  expectedOutputDefault: 500,
  /** The browser waits this long after the last keystroke before asking for a count. */
  countDebounceMs: 350,
  /** Tokens the model may answer with when a prompt is run. */
  runMaxOutputTokens: 800,
} as const;

export const tokenEncodings = ["o200k_base", "cl100k_base"] as const;
export type TokenEncoding = (typeof tokenEncodings)[number];

export const sandboxMessages = {
  promptTooLong: `Prompts are limited to ${digitGroups(sandboxLimits.promptMax)} characters.`,
  promptRequired: "Write a prompt first.",
  unknownModel: "Choose a model from the list.",
  runUnavailable:
    "Running prompts needs a configured model provider. Token counts and cost estimates still work.",
  runFailed: "The model provider did not answer. Please try again in a moment.",
  expectedOutputInvalid: `Expected output must be a whole number from 0 to ${digitGroups(sandboxLimits.expectedOutputMax)}.`,
} as const;

/** The {{placeholders}} of a template body, each once, in order. */
export function templatePlaceholders(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(/\{\{\s*([a-zA-Z][\w-]*)\s*\}\}/g)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** US dollars with enough digits for fractions of a cent. */
export function formatUsd(value: number): string {
  if (value === 0) return "$0.00";
  if (value < 0.01) return `$${value.toFixed(5)}`;
  if (value < 1) return `$${value.toFixed(4)}`;
  return `$${value.toFixed(2)}`;
}
