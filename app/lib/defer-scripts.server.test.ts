import { describe, expect, test } from "vitest";
import { deferScriptsEdits } from "./defer-scripts.server.ts";
import { editedText } from "./document-edits.server.ts";

const deferScripts = (html: string) => editedText(html, deferScriptsEdits(html));

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/shell-B2.js" nonce="abc"/><link rel="icon" href="/favicon.svg"/></head>',
  '<body><main>Course</main><script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-C3.js";\nwindow.x = "</script-like>";\nimport("/assets/entry.client-A1.js");</script>',
  "</body></html>",
].join("");

describe("deferScriptsEdits", () => {
  test("moves the module preloads and the module script into one nonce'd loader that runs after the first paint", () => {
    const html = deferScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="abc" type="module"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    const loader = /<script nonce="abc">(\(function\(n,h,c\)[\s\S]*?)<\/script>/.exec(
      html.split("__reactRouterContext = {};</script>")[1]!,
    );
    expect(loader).not.toBeNull();
    const code = loader![1]!;
    expect(code).toContain("requestAnimationFrame");
    // Everything the loader carries is JSON without "<": no way to end its <script> early.
    expect(code).not.toContain("<");
    expect(code).toContain('["/assets/entry.client-A1.js","/assets/shell-B2.js"]');
    expect(code).toContain("\\u003c/script-like>");
  });

  /** Runs the page's inline loader in this document; each timer task goes to `schedule` (run now, or queue). */
  function runLoader(html: string, schedule: (task: () => void) => void): void {
    const code = /<script nonce="abc">(\(function\(n,h,c\)[\s\S]*?)<\/script>/.exec(
      html.split("{};</script>")[1]!,
    )![1]!;
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      code.replace("document.currentScript.nonce", '"abc"'),
    );
    run(
      document,
      (callback: () => void) => callback(),
      (callback: (...args: unknown[]) => void, _ms: number, ...args: unknown[]) =>
        schedule(() => callback(...args)),
    );
  }

  test("the loader, run in a page, adds the preloads and the module script with the nonce", () => {
    runLoader(deferScripts(page), (task) => task());
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')] as HTMLLinkElement[];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.client-A1.js",
      "/assets/shell-B2.js",
    ]);
    const script = document.body.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(script.nonce).toBe("abc");
    expect(script.textContent).toContain('import * as route0 from "/assets/root-C3.js";');
    expect(script.textContent).toContain('"</script-like>"');
  });

  test("a page with many preloads adds them 8 per task, in order, and the module script after the last", () => {
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/shell-B2.js" nonce="abc"/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`).join(""),
    );
    const tasks: (() => void)[] = [];
    runLoader(deferScripts(many), (task) => tasks.push(task));
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const counts: number[] = [];
    while (tasks.length > 0) {
      tasks.shift()!();
      counts.push(preloads());
      if (tasks.length > 0) expect(document.body.querySelector("script")).toBeNull();
    }
    // The first task is the one after the first paint; then one per batch of 8 (21 files: 8, 16, 21).
    expect(counts).toEqual([8, 16, 21]);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(links).toEqual(["/assets/entry.client-A1.js", ...hrefs]);
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
  });

  test("leaves a page without a built module script alone (development)", () => {
    const dev = '<html><head><script type="module" src="/@vite/client"></script></head><body></body></html>';
    expect(deferScripts(dev)).toBe(dev);
  });
});
