import { describe, expect, it } from "vitest";
import { parseCampaignBody } from "./campaign-blocks.ts";
import { renderCampaignMail, withNamePlaceholders } from "./campaign-mail.ts";
import { firstName, personalise } from "./personalise.ts";

async function rendered(body: string) {
  const parsed = parseCampaignBody(body);
  const named = withNamePlaceholders(parsed.blocks);
  const mail = await renderCampaignMail({
    subject: "News",
    preheader: "",
    blocks: named.blocks,
    courses: new Map(),
    publicUrl: "https://ailabs.test",
  });
  return { mail, fallbacks: named.fallbacks };
}

const links = {
  preferencesUrl: "https://ailabs.test/newsletter/preferences?token=a.b",
  unsubscribeUrl: "https://ailabs.test/api/newsletter/unsubscribe?token=c.d&x=1",
};

describe("personalise", () => {
  it("greets by first name, else each placeholder's own fallback", async () => {
    const { mail, fallbacks } = await rendered("Hello {{name | friend}}, and {{ NAME }}!");
    expect(fallbacks).toEqual(["friend", "there"]);
    expect(personalise(mail, fallbacks, { name: "Ada Lovelace", ...links }).text).toContain(
      "Hello Ada, and Ada!",
    );
    expect(personalise(mail, fallbacks, { name: null, ...links }).text).toContain("Hello friend, and there!");
    expect(personalise(mail, fallbacks, { name: "   ", ...links }).text).toContain("Hello friend");
  });

  it("escapes a name in the HTML part, never leaving markup from it", async () => {
    const { mail, fallbacks } = await rendered("Hi {{name}}");
    const out = personalise(mail, fallbacks, { name: `<img src=x onerror=alert(1)>`, ...links });
    expect(out.html).toContain("Hi &lt;img");
    expect(out.html).not.toContain("<img src=x");
  });

  it("puts the recipient's preferences and unsubscribe links in both parts, escaped in HTML", async () => {
    const { mail, fallbacks } = await rendered("Body");
    const out = personalise(mail, fallbacks, { name: null, ...links });
    expect(out.html).toContain('href="https://ailabs.test/newsletter/preferences?token=a.b"');
    expect(out.html).toContain("unsubscribe?token=c.d&amp;x=1");
    expect(out.text).toContain(links.unsubscribeUrl);
    expect(out.html).not.toContain("%%");
  });

  it("takes the first word of a name", () => {
    expect(firstName("  Grace  Hopper ")).toBe("Grace");
    expect(firstName(null)).toBeNull();
  });
});
