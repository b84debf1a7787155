import { describe, expect, it } from "vitest";
import { isPrivacyProxy } from "./privacy-proxy.ts";

describe("isPrivacyProxy", () => {
  it.each([
    ["Mozilla/5.0", true],
    [" Mozilla/5.0 ", true],
    ["", true],
    [undefined, true],
    [
      "Mozilla/5.0 (compatible; YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html)",
      true,
    ],
    ["Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)", false],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)", false],
    ["Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17328; Pro)", false],
  ])("%j -> %s", (agent, expected) => {
    expect(isPrivacyProxy(agent)).toBe(expected);
  });
});
