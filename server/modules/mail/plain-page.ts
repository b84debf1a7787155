import { escapeHtml } from "./templates/escape-html.ts";

/**
 * A short HTML page for links people open from a mail that act at once (unsubscribe links): a heading, one
 * message and the way home. Not indexed, never cached by the caller's routes.
 */
export function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">AI Labs</a></p></main></body></html>`;
}
