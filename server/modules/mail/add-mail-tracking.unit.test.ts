import { describe, expect, it } from "vitest";
import { addMailTracking, decodeAttribute } from "./add-mail-tracking.ts";
import { createTrackingSigner } from "./tracking-signature.ts";

const signer = createTrackingSigner("unit-test-secret-unit-test-secret-0123");
const mailId = "0b9f6a2e-5d7c-4c1e-9a33-2f1d7c3b8e10";
const publicUrl = "https://ailabs.test";
const track = (html: string) => addMailTracking(html, { mailId, publicUrl, signer });

/** The targets a tracked HTML part sends readers to, read back from its signed links. */
function targetsOf(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*"([^"]*)"/gi)].map((m) => {
    const href = decodeAttribute(m[1] ?? "");
    return href.startsWith(`${publicUrl}/api/mail/t/c/`)
      ? `tracked:${new URL(href).searchParams.get("u")}`
      : href;
  });
}

describe("tracking signatures", () => {
  it("verifies what it signed and nothing else, in constant time", () => {
    const url = "https://ailabs.test/courses?a=1";
    const signature = signer.signClick(mailId, url);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.verifyClick(mailId, url, signature)).toBe(true);
    expect(signer.verifyClick(mailId.toUpperCase(), url, signature)).toBe(true);
    expect(signer.verifyClick(mailId, "https://ailabs.test/courses?a=2", signature)).toBe(false);
    expect(signer.verifyClick("1b9f6a2e-5d7c-4c1e-9a33-2f1d7c3b8e10", url, signature)).toBe(false);
    expect(signer.verifyClick(mailId, url, "")).toBe(false);
    expect(signer.verifyClick(mailId, url, `${signature}x`)).toBe(false);
    // An open's signature is no click's, and another secret's is no one's.
    expect(signer.verifyClick(mailId, url, signer.signOpen(mailId))).toBe(false);
    expect(signer.verifyOpen(mailId, signer.signOpen(mailId))).toBe(true);
    const other = createTrackingSigner("another-secret-another-secret-012345");
    expect(signer.verifyOpen(mailId, other.signOpen(mailId))).toBe(false);
  });
});

describe("addMailTracking", () => {
  it("wraps http(s) links in signed redirects and leaves mailto, tel, anchors and relative links alone", () => {
    const html = [
      '<a href="https://ailabs.test/a?x=1&amp;y=2">A</a>',
      '<a href="mailto:help@ailabs.test">mail</a>',
      '<a href="tel:+14155550142">call</a>',
      '<a href="#top">top</a>',
      '<a href="/relative">rel</a>',
      '<a href="javascript:alert(1)">js</a>',
    ].join("");
    expect(targetsOf(track(html))).toEqual([
      "tracked:https://ailabs.test/a?x=1&y=2",
      "mailto:help@ailabs.test",
      "tel:+14155550142",
      "#top",
      "/relative",
      "javascript:alert(1)",
    ]);
  });

  it("reads odd attributes: single quotes, no quotes, upper case, attributes around href, data-href", () => {
    const html = [
      "<A class='x' HREF='https://ailabs.test/single' target=_blank>1</A>",
      "<a href=https://ailabs.test/bare>2</a>",
      '<a data-href="https://evil.example" href = "https://ailabs.test/spaced">3</a>',
      '<a title="no link">4</a>',
      '<abbr title="https://ailabs.test/not-a-link">5</abbr>',
    ].join("\n");
    const tracked = track(html);
    expect(targetsOf(tracked)).toEqual([
      "tracked:https://ailabs.test/single",
      "tracked:https://ailabs.test/bare",
      "tracked:https://ailabs.test/spaced",
    ]);
    // The other attributes stay as they were.
    expect(tracked).toContain("class='x'");
    expect(tracked).toContain("target=_blank");
    expect(tracked).toContain('data-href="https://evil.example"');
    expect(tracked).toContain('<abbr title="https://ailabs.test/not-a-link">');
  });

  it("leaves links holding a secret alone, so no token sits in a tracking URL", () => {
    const html =
      '<a href="https://ailabs.test/reset-password/abc123">reset</a><a href="https://ailabs.test/x?token=s3cret">go</a>';
    expect(targetsOf(track(html))).toEqual([
      "https://ailabs.test/reset-password/abc123",
      "https://ailabs.test/x?token=s3cret",
    ]);
  });

  it("escapes the signed URL in the attribute and a quote in the target cannot break out", () => {
    const tracked = track('<a href="https://ailabs.test/q?a=&quot;x&quot;&amp;b=1">q</a>');
    expect(tracked).not.toContain('"x"');
    expect(targetsOf(tracked)).toEqual(["tracked:https://ailabs.test/q?a=%22x%22&b=1"]);
  });

  it("puts the 1x1 pixel before </body>, or at the end without one", () => {
    const withBody = track("<html><body><p>Hi</p></BODY></html>");
    expect(withBody).toMatch(
      new RegExp(
        `<img src="${publicUrl}/api/mail/t/o/${mailId}\\.gif\\?s=[A-Za-z0-9_-]{22}" width="1" height="1" alt=""[^>]*></BODY></html>$`,
      ),
    );
    expect(track("<p>Hi</p>")).toMatch(/^<p>Hi<\/p><img src="[^"]+" width="1" height="1"/);
  });
});
