import { describe, expect, it } from "vitest";
import { createPreviewLinks } from "./preview-links.ts";

const id = "5b1d7c1e-2f8a-4c61-9d3e-0a1b2c3d4e5f";

describe("preview links", () => {
  it("names the page while valid, and nothing once expired, altered or made with another secret", () => {
    let now = new Date("2026-11-29T12:00:00Z");
    const links = createPreviewLinks("secret-one-secret-one-secret-one-0000", () => now);
    const token = links.token(id);
    expect(links.pageIdOf(token)).toBe(id);
    const [page, expires, mac] = token.split(".");
    expect(links.pageIdOf(`${page}.${Number(expires) + 1}.${mac}`)).toBeNull();
    expect(links.pageIdOf(`${id.replace("5b", "6b")}.${expires}.${mac}`)).toBeNull();
    expect(links.pageIdOf(`${token}.x`)).toBeNull();
    expect(links.pageIdOf("")).toBeNull();
    const other = createPreviewLinks("secret-two-secret-two-secret-two-0000", () => now);
    expect(other.pageIdOf(token)).toBeNull();
    now = new Date("2026-11-30T12:00:01Z");
    expect(links.pageIdOf(token)).toBeNull();
  });
});
