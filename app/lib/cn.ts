import { type ClassValue, clsx } from "clsx";

// Joins class names and lets a later utility override an earlier one of the same kind ("px-3" then
// "px-6": px-6 wins; "text-sm" then "text-base": text-base wins, while "text-sm text-slate-700" keeps
// both). tailwind-merge does this completely but costs 7 KB brotli on every public page (ARCHITECTURE.md
// section 7 budget); these rules cover the utilities our components override. A class no rule knows
// is always kept.
const prefixGroups =
  /^-?(px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m|gap-x|gap-y|gap|space-x|space-y|inset-x|inset-y|inset|top|right|bottom|left|z|order|w|h|size|min-w|min-h|max-w|max-h|basis|leading|tracking|duration|delay|ease|opacity|line-clamp|grid-cols|grid-rows|col-span|row-span|translate-x|translate-y|rotate|scale|outline-offset|ring-offset|underline-offset)-/;
const keywordGroups: Array<[RegExp, string]> = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^text-(xs|sm|base|lg|xl|\d+xl)$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^(items|justify|self|content|place-items|place-content)-/, "$1"],
  [/^rounded(-(none|xs|sm|md|lg|xl|\d?xl|full))?$/, "rounded"],
  [/^shadow(-(none|xs|sm|md|lg|xl|2xl|inner))?$/, "shadow"],
  [/^border(-\d+)?$/, "border-width"],
  [
    /^border-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black|transparent|current)/,
    "border-color",
  ],
  [
    /^bg-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black|transparent|current)/,
    "bg-color",
  ],
  [/^(overflow|overflow-x|overflow-y)-/, "$1"],
  [/^(whitespace|cursor|select|pointer-events)-/, "$1"],
];

function groupOf(utility: string): string | undefined {
  const prefix = prefixGroups.exec(utility);
  if (prefix) return prefix[1];
  for (const [pattern, group] of keywordGroups) {
    const match = pattern.exec(utility);
    if (match) return group.replace("$1", match[1] ?? "");
  }
  return undefined;
}

// The same few hundred class strings come back on every render (each link of the menus, each button):
// the server spent about 6% of a signed-in page's CPU merging them again (decision 0027). Results are
// kept per input string; the set is bounded so a class string built from data cannot grow it forever.
const merged = new Map<string, string>();
const mergedLimit = 2000;

export function mergeClasses(classes: string): string {
  const known = merged.get(classes);
  if (known !== undefined) return known;
  const result = mergeUncached(classes);
  if (merged.size >= mergedLimit) merged.clear();
  merged.set(classes, result);
  return result;
}

function mergeUncached(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const name = list[i]!;
    // Variants ("md:", "hover:", "data-[state=open]:") and "!" scope the group: md:px-3 never overrides px-3.
    const cut = name.lastIndexOf(":") + 1;
    const variants = name.slice(0, cut);
    const utility = name.slice(cut).replace(/^!/, "");
    const group = groupOf(utility);
    const key = group === undefined ? `=${name}` : `${variants}${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
