import { describe, expect, it } from "vitest";
import { sniffCourseImage } from "./sniff-course-image.ts";

describe("sniffCourseImage", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffCourseImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.type).toBe(
      "image/png",
    );
    expect(sniffCourseImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe("jpg");
    const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    expect(sniffCourseImage(webp)?.type).toBe("image/webp");
  });

  it("refuses anything else, whatever its name", () => {
    expect(sniffCourseImage(new TextEncoder().encode("hello, I am a .png"))).toBeNull();
    expect(
      sniffCourseImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
    expect(sniffCourseImage(new Uint8Array())).toBeNull();
    expect(sniffCourseImage(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
  });
});
