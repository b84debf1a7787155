import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

// Issue 14: a Markdown XSS corpus renders inert. Each payload goes through renderMarkdown and the output is
// parsed the way a browser page would get it (inside a div, with happy-dom's HTML parser: the unit project's
// environment and a declared devDependency), then walked: only allow-listed elements and attributes, no event
// handler, no style, no URL whose scheme is not http, https or mailto once entities are decoded and spaces and
// control characters removed, no comment or CDATA left. The policy below is written out again on purpose
// rather than imported from markdown.ts, so that loosening the sanitiser fails here.

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  a: ["href", "title", "rel", "target"],
  ul: [],
  ol: ["start"],
  li: [],
  strong: [],
  em: [],
  code: ["class"],
  pre: ["tabindex"],
  blockquote: [],
  hr: [],
  br: [],
  table: ["tabindex"],
  thead: [],
  tbody: [],
  tr: [],
  th: ["align"],
  td: ["align"],
  img: ["src", "alt", "width", "height", "loading"],
  span: ["class"],
};
const ALLOWED_CLASSES: Record<string, RegExp> = {
  code: /^(hljs|language-[\w.+#-]+)$/,
  span: /^hljs-[\w-]+$/,
};
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "srcset"]);

// Everything and the kitchen sink. `\u0000`-style escapes are control characters in the Markdown source.
const PAYLOADS: readonly string[] = [
  // Script elements
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://x.test/x.js></SCRIPT>",
  "<script\n>alert(1)</script\n>",
  "<script/x>alert(1)</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "Text <script>alert(1)</script> in a paragraph",
  // Event handlers
  '<img src="https://x.test/a.png" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//>",
  "<IMG SRC=# ONERROR=alert(1)>",
  '<p onclick="alert(1)">x</p>',
  '<a href="https://x.test/" onmouseover="alert(1)">x</a>',
  "<details open ontoggle=alert(1)>x</details>",
  "<body onload=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  '<span class="hljs-keyword" onmouseover="alert(1)">x</span>',
  '<code class="language-js" onclick="alert(1)">x</code>',
  '<pre tabindex="0" onfocus="alert(1)">x</pre>',
  // javascript:, vbscript: and data: URLs in HTML, with entity, whitespace and case obfuscation
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img srcset="javascript:alert(1) 1x">',
  // Markdown links and images
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](javascript&#58;alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](<javascript:alert(1)>)",
  "[x]( javascript:alert(1) )",
  "[x](java\u0000script:alert(1))",
  '[x](javascript:alert(1) "title")',
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '![x](https://x.test/a.png "\\" onerror=\\"alert(1)")',
  '[x](https://x.test/ "a\\" onmouseover=\\"alert(1)")',
  "[<img src=x onerror=alert(1)>](https://x.test/)",
  "- [x](javascript:alert(1))\n- ![y](javascript:alert(2))",
  "| a |\n|---|\n| [x](javascript:alert(1)) <img src=x onerror=alert(2)> |",
  "# <svg onload=alert(1)>",
  "> <a href=javascript:alert(1)>**x**</a>",
  // Reference-style links
  "[x][r]\n\n[r]: javascript:alert(1)",
  "[x]\n\n[x]: javascript:alert(1)",
  "![x][r]\n\n[r]: data:image/svg+xml,<svg/onload=alert(1)>",
  '[x][r]\n\n[r]: https://x.test/ "t\\" onclick=\\"alert(1)"',
  // Autolinks
  "<javascript:alert(1)>",
  "<vbscript:msgbox(1)>",
  "<data:text/html,alert(1)>",
  'www.x.test/"onmouseover="alert(1)',
  "https://x.test/<script>alert(1)</script>",
  "<mailto:x@x.test?body=<script>alert(1)</script>>",
  // Other dangerous elements
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>@import 'https://x.test/x.css';</style>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://x.test/x.css">',
  '<isindex action="javascript:alert(1)" type="image">',
  // Comments, CDATA and processing instructions
  "<!--<img src=x onerror=alert(1)>-->",
  "<!-- --!><img src=x onerror=alert(1)> -->",
  "<!--><img src=x onerror=alert(1)>-->",
  "<![CDATA[<img src=x onerror=alert(1)>]]>",
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  "<!doctype html><script>alert(1)</script>",
  // mXSS: content a sanitiser and a browser may parse differently
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  "<template><img src=x onerror=alert(1)></template>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<noembed><img src=x onerror=alert(1)></noembed>",
  "<plaintext><img src=x onerror=alert(1)>",
  // Breaking out of attribute quotes
  '<a href="https://x.test/" title=\'"><img src=x onerror=alert(1)>\'>x</a>',
  '<img alt="x&quot; onerror=alert(1) &quot;" src="https://x.test/a.png">',
  "<a href=https://x.test/ onmouseover=alert(1)>x</a>",
  '<a title="x"onclick="alert(1)" href="https://x.test/">x</a>',
  "<img src=`x`onerror=alert(1)>",
  // Inline code
  "`<script>alert(1)</script>`",
  "``<img src=x onerror=alert(1)>``",
];

// Payloads that go inside fenced code blocks: each with a language tag (so through the highlighter, the
// language picked in turn from the registered ones) and without one. They must come out as text.
const CODE_PAYLOADS: readonly string[] = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "</code></pre><script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<a href="javascript:alert(1)">x</a>',
  '</span><span class="x" onclick="alert(1)">',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "x = '<style>*{display:none}</style>' # \" onload=\"alert(1)",
];
const CODE_LANGUAGES = ["html", "javascript", "python", "bash", "css", "sql", "yaml", "json", "ts", "text"];

function parse(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body><div>${html}</div>`, "text/html");
  return doc.body.firstElementChild as HTMLElement;
}

/** The problems in rendered HTML; an empty list means inert. */
function problems(html: string): string[] {
  const found: string[] = [];
  // The raw text first, whatever a parser makes of it: every tag is an allow-listed one, no comment or CDATA.
  for (const [, name] of html.matchAll(/<\/?([a-z][^\s/>]*)/gi)) {
    if (!(name!.toLowerCase() in ALLOWED_ATTRIBUTES)) found.push(`tag <${name}> in the markup`);
  }
  if (html.includes("<!") || html.includes("<?")) found.push("comment, CDATA or declaration in the markup");

  const root = parse(html);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) {
      found.push("comment node");
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    const allowed = ALLOWED_ATTRIBUTES[tag];
    if (!allowed || element.namespaceURI !== "http://www.w3.org/1999/xhtml") {
      found.push(`element <${tag}>`);
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith("on")) found.push(`event handler ${name} on <${tag}>`);
      if (name === "style") found.push(`style on <${tag}>`);
      if (!allowed.includes(name)) found.push(`attribute ${name} on <${tag}>`);
      if (URL_ATTRIBUTES.has(name)) {
        // The parser has decoded the entities; a browser also ignores spaces and control characters in a scheme.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
        const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
        const schemes = tag === "img" ? ["https"] : ["http", "https", "mailto"];
        if (scheme !== undefined && !schemes.includes(scheme))
          found.push(`${scheme}: URL in ${name} on <${tag}>`);
        if (url.startsWith("//")) found.push(`protocol-relative URL in ${name} on <${tag}>`);
      }
      if (name === "class") {
        for (const cls of value.split(/\s+/).filter(Boolean)) {
          if (!ALLOWED_CLASSES[tag]?.test(cls)) found.push(`class ${cls} on <${tag}>`);
        }
      }
    }
  }
  return found;
}

describe("the Markdown XSS corpus renders inert", () => {
  it("has at least 60 payloads", () => {
    expect(PAYLOADS.length + CODE_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("%j", (payload) => {
    expect(problems(renderMarkdown(payload))).toEqual([]);
  });

  it.each(CODE_PAYLOADS.map((code, i) => [CODE_LANGUAGES[i % CODE_LANGUAGES.length]!, code]))(
    "in a ```%s block: %j",
    (language, code) => {
      const html = renderMarkdown(`\`\`\`${language}\n${code}\n\`\`\``);
      expect(problems(html)).toEqual([]);
      const block = parse(html).querySelector("pre > code");
      expect(block?.classList.contains("hljs"), "went through the highlighter").toBe(true);
      expect(block?.textContent).toBe(`${code}\n`);
      expect(html).toContain(code.includes("<") ? "&lt;" : "&amp;lt;");
    },
  );

  it.each(CODE_PAYLOADS.map((code) => [code]))("in a ``` block without a language: %j", (code) => {
    const html = renderMarkdown(`\`\`\`\n${code}\n\`\`\``);
    expect(problems(html)).toEqual([]);
    expect(html).toMatch(/^<pre tabindex="0"><code>/);
    expect(parse(html).querySelector("pre > code")?.textContent).toBe(`${code}\n`);
    expect(html).toContain(code.includes("<") ? "&lt;" : "&amp;lt;");
  });

  it.each([
    ['```"><script>alert(1)</script>\nx\n```'],
    ['```python" onclick="alert(1)\nx = 1\n```'],
    ["```javascript:alert(1)\nx\n```"],
    ["~~~html <img src=x onerror=alert(1)>\n<b>x</b>\n~~~"],
  ])("with a hostile language tag: %j", (markdown) => {
    expect(problems(renderMarkdown(markdown))).toEqual([]);
  });

  it("the check itself finds each kind of problem", () => {
    expect(problems('<script>alert(1)</script><img src="x" onerror="alert(1)">')).toEqual([
      "tag <script> in the markup",
      "tag <script> in the markup",
      "element <script>",
      "event handler onerror on <img>",
      "attribute onerror on <img>",
    ]);
    expect(problems('<a href="java&#x09;script:alert(1)" style="x">x</a>')).toEqual([
      "javascript: URL in href on <a>",
      "style on <a>",
      "attribute style on <a>",
    ]);
    expect(problems('<img src="http://x.test/a.png"><span class="x">y</span><!-- c -->')).toEqual([
      "comment, CDATA or declaration in the markup",
      "http: URL in src on <img>",
      "class x on <span>",
      "comment node",
    ]);
    expect(problems('<svg><a href="https://x.test/">x</a></svg>')).toContain("tag <svg> in the markup");
  });
});
