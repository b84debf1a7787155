import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

// Syntax highlighting for the fenced code blocks of author Markdown (server/lib/markdown.ts), done on the
// server so a lesson costs the reader no JavaScript. highlight.js: synchronous, no native parts, and its
// output is class-based spans (`<span class="hljs-keyword">`) that the sanitiser can allow-list and
// app/app.css can colour. Only the core and the languages the courses use are loaded; its own instance,
// so nothing else in the process shares the registrations.
const highlighter = hljs.newInstance();
for (const [name, language] of Object.entries({
  bash, // also sh, zsh
  css,
  javascript, // also js, jsx
  json,
  plaintext, // also text, txt
  python, // also py
  shellsession: shell, // "$ " prompt lines, the commands in them as bash; also console
  sql,
  typescript, // also ts, tsx
  xml, // also html, svg
  yaml, // also yml
})) {
  highlighter.registerLanguage(name, language);
}
// highlight.js's own "shell" is a terminal session (prompt lines only); a block tagged `shell` is far more
// often a script or a command without a prompt, as GitHub reads it too: highlighted as bash.
highlighter.registerAliases(["shell"], { languageName: "bash" });

/** Over this size a block is left plain: highlighting is a run of regular expressions on every render. */
export const MAX_HIGHLIGHTED_CHARS = 100_000;

/**
 * The code as escaped HTML with `hljs-*` token spans, or undefined when the language tag is not one of
 * the registered ones (the caller then renders the block as plain escaped text).
 */
export function highlightCode(code: string, languageTag: string): string | undefined {
  if (code.length > MAX_HIGHLIGHTED_CHARS || !highlighter.getLanguage(languageTag)) return undefined;
  return highlighter.highlight(code, { language: languageTag, ignoreIllegals: true }).value;
}
