import { describe, expect, it } from "vitest";
import { readPage } from "../audit/read-page.ts";
import {
  linkCounts,
  linkSuggestions,
  redirectHopsMax,
  resolveTargets,
  suggestionsPerTarget,
  type TargetAnswer,
} from "./link-graph.ts";

const origin = "https://ailabs.test";
const answer = (status: number, location: string | null = null): TargetAnswer => ({ status, location });

describe("readPage's link edges", () => {
  const html = `<html><head><title>T</title></head><body>
    <header><a href="/courses">Courses</a></header>
    <nav><a href="/about">About us</a></nav>
    <main>
      <p>Read <a href="/courses">our   courses</a> and <a href="${origin}/blog/post?x=1#top">the post</a>.</p>
      <a href="/blog/post/"><img src="/i.png" alt="Post cover"></a>
      <a href="/pricing" aria-label="See prices"><svg></svg></a>
      <a href="/empty"></a>
      <a href="https://elsewhere.test/x">out</a><a href="#frag">skip</a><a href="mailto:a@b.c">mail</a>
    </main>
    <footer><a href="/about">About</a><a href="/careers">Careers</a></footer>
  </body></html>`;
  const edges = readPage(html, `${origin}/start`).linkEdges;
  const edge = (path: string) => edges.find((item) => item.path === path);

  it("keeps one edge per site path, in order, with how many links point there", () => {
    expect(edges.map((item) => item.path)).toEqual([
      "/courses",
      "/about",
      "/blog/post",
      "/pricing",
      "/empty",
      "/careers",
    ]);
    expect(edge("/courses")?.count).toBe(2);
    expect(edge("/blog/post")?.count).toBe(2);
    expect(edge("/about")?.count).toBe(2);
  });

  it("takes the first non-empty anchor text: the words, else the image's alt, else the aria-label", () => {
    expect(edge("/courses")?.anchor).toBe("Courses");
    expect(edge("/blog/post")?.anchor).toBe("the post");
    expect(edge("/pricing")?.anchor).toBe("See prices");
    expect(edge("/empty")?.anchor).toBe("");
    const image = readPage(`<main><a href="/x"><img alt="Cover"></a></main>`, `${origin}/`).linkEdges;
    expect(image[0]?.anchor).toBe("Cover");
  });

  it("tells links in the content from the navigation, header and footer", () => {
    expect(edge("/courses")?.inContent).toBe(true);
    expect(edge("/about")?.inContent).toBe(false);
    expect(edge("/careers")?.inContent).toBe(false);
    expect(edge("/pricing")?.inContent).toBe(true);
  });

  it("keeps words of separate elements apart and leaves out icons", () => {
    const menu = readPage(
      `<main><a href="/x"><span class="block">AI for Leaders</span><span>Pick the use cases</span><svg><text>icon</text></svg></a></main>`,
      `${origin}/`,
    ).linkEdges;
    expect(menu[0]?.anchor).toBe("AI for Leaders Pick the use cases");
  });

  it("cuts very long anchor texts", () => {
    const long = readPage(`<main><a href="/x">${"word ".repeat(100)}</a></main>`, `${origin}/`).linkEdges;
    expect(long[0]?.anchor.length).toBe(120);
  });
});

describe("resolveTargets", () => {
  it("leaves pages that answer themselves with no redirect", () => {
    const resolved = resolveTargets(
      new Map([
        ["/a", answer(200)],
        ["/gone", answer(404)],
      ]),
    );
    expect(resolved.get("/a")).toEqual({
      path: "/a",
      status: 200,
      redirectTo: null,
      finalPath: null,
      finalStatus: null,
      hops: 0,
      loop: false,
    });
    expect(resolved.get("/gone")?.status).toBe(404);
  });

  it("follows one redirect to the page it lands on", () => {
    const resolved = resolveTargets(
      new Map([
        ["/old", answer(301, "/new")],
        ["/new", answer(200)],
      ]),
    );
    expect(resolved.get("/old")).toMatchObject({
      redirectTo: "/new",
      finalPath: "/new",
      finalStatus: 200,
      hops: 1,
      loop: false,
    });
  });

  it("counts the hops of a chain and reports where it ends, even on a missing page", () => {
    const resolved = resolveTargets(
      new Map([
        ["/a", answer(301, "/b")],
        ["/b", answer(302, "/c")],
        ["/c", answer(308, "/d")],
        ["/d", answer(404)],
      ]),
    );
    expect(resolved.get("/a")).toMatchObject({
      redirectTo: "/b",
      finalPath: "/d",
      finalStatus: 404,
      hops: 3,
    });
    expect(resolved.get("/b")).toMatchObject({ finalPath: "/d", hops: 2 });
  });

  it("finds loops", () => {
    const resolved = resolveTargets(
      new Map([
        ["/a", answer(301, "/b")],
        ["/b", answer(301, "/a")],
        ["/self", answer(301, "/self")],
      ]),
    );
    expect(resolved.get("/a")).toMatchObject({ loop: true, hops: 2, finalPath: "/a", finalStatus: null });
    expect(resolved.get("/self")).toMatchObject({ loop: true, hops: 1 });
  });

  it("stops at addresses off the site or never checked, with no status", () => {
    const resolved = resolveTargets(
      new Map([
        ["/out", answer(301, "https://elsewhere.test/x")],
        ["/unchecked", answer(302, "/dashboard")],
      ]),
    );
    expect(resolved.get("/out")).toMatchObject({
      finalPath: "https://elsewhere.test/x",
      finalStatus: null,
      hops: 1,
    });
    expect(resolved.get("/unchecked")).toMatchObject({ finalPath: "/dashboard", finalStatus: null });
  });

  it("gives up on a chain longer than the limit", () => {
    const answers = new Map<string, TargetAnswer>();
    for (let i = 0; i < 10; i += 1) answers.set(`/${i}`, answer(301, `/${i + 1}`));
    answers.set("/10", answer(200));
    const resolved = resolveTargets(answers).get("/0");
    expect(resolved?.hops).toBe(redirectHopsMax);
    expect(resolved?.finalStatus).toBeNull();
    expect(resolved?.loop).toBe(false);
  });

  it("reads a redirect without a location as an answer of its own", () => {
    expect(resolveTargets(new Map([["/x", answer(301)]])).get("/x")).toMatchObject({
      hops: 0,
      redirectTo: null,
    });
  });
});

describe("linkCounts", () => {
  const edge = (path: string, inContent = true) => ({ path, anchor: path, count: 1, inContent });

  it("counts distinct pages linking in (and from content), and paths linked out, never a page's own links", () => {
    const counts = linkCounts([
      { path: "/", links: [edge("/a", false), edge("/b"), edge("/")] },
      { path: "/a", links: [edge("/b"), edge("/missing"), edge("/a")] },
      { path: "/b", links: [] },
      { path: "/orphan", links: [edge("/a", false)] },
    ]);
    expect(counts.get("/")).toEqual({ inbound: 0, inboundContent: 0, outbound: 2 });
    expect(counts.get("/a")).toEqual({ inbound: 2, inboundContent: 0, outbound: 2 });
    expect(counts.get("/b")).toEqual({ inbound: 2, inboundContent: 2, outbound: 0 });
    expect(counts.get("/orphan")).toEqual({ inbound: 0, inboundContent: 0, outbound: 1 });
    expect(counts.has("/missing")).toBe(false);
  });
});

describe("linkSuggestions", () => {
  const page = (path: string, content: string, links: string[] = []) => ({
    path,
    content,
    links: new Set(links),
  });

  it("suggests a link where a page mentions another page's keyphrase and does not link to it", () => {
    const suggestions = linkSuggestions(
      [
        page("/blog/a", "Our guide to Machine-Learning pipelines in production."),
        page("/blog/b", "Machine learning again, already linked.", ["/courses/ml"]),
        page("/blog/c", "Nothing to see here about machines or learning."),
        page("/courses/ml", "Machine learning, the course itself."),
      ],
      [{ path: "/courses/ml", phrases: ["machine learning"] }],
    );
    expect(suggestions).toEqual([
      {
        fromPath: "/blog/a",
        toPath: "/courses/ml",
        keyphrase: "machine learning",
        snippet: "Our guide to Machine-Learning pipelines in production.",
      },
    ]);
  });

  it("matches synonyms, whole words only, and cuts a long context", () => {
    const long = `${"x ".repeat(60)}we teach ML here${" y".repeat(60)}`;
    const suggestions = linkSuggestions(
      [page("/a", long), page("/b", "HTML and XML are not ML-free? mlops"), page("/t", "")],
      [{ path: "/t", phrases: ["machine learning", "ML"] }],
    );
    expect(suggestions.map((item) => item.fromPath)).toEqual(["/a", "/b"]);
    expect(suggestions[0]?.keyphrase).toBe("ML");
    expect(suggestions[0]?.snippet.startsWith("…")).toBe(true);
    expect(suggestions[0]?.snippet.endsWith("…")).toBe(true);
    expect(suggestions[0]?.snippet).toContain("we teach ML here");
  });

  it("skips targets the crawl did not see and bounds the suggestions per target", () => {
    const many = Array.from({ length: 30 }, (_, i) => page(`/p${i}`, "about deep learning"));
    expect(linkSuggestions(many, [{ path: "/gone", phrases: ["deep learning"] }])).toEqual([]);
    const bounded = linkSuggestions([...many, page("/t", "")], [{ path: "/t", phrases: ["deep learning"] }]);
    expect(bounded).toHaveLength(suggestionsPerTarget);
  });

  it("ignores phrases without words", () => {
    expect(
      linkSuggestions([page("/a", "!!! ???"), page("/t", "")], [{ path: "/t", phrases: ["!!!"] }]),
    ).toEqual([]);
  });
});
