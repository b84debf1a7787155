import { describe, expect, it } from "vitest";
import {
  canonicalCodePattern,
  certificateCodeAlphabet,
  generateCertificateCode,
  parseCertificateCode,
} from "./certificate-code.ts";

describe("generateCertificateCode", () => {
  it("makes four groups of four from the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateCertificateCode();
      expect(code).toMatch(canonicalCodePattern);
      expect(code).not.toMatch(/[ILOU]/);
    }
  });

  it("reads every bit of its randomness: all zeros and all ones give the alphabet's ends", () => {
    expect(generateCertificateCode((size) => new Uint8Array(size))).toBe("0000-0000-0000-0000");
    expect(generateCertificateCode((size) => new Uint8Array(size).fill(255))).toBe("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    // 0x08 0x86 0x42 ... spells 0,1,2,3... in 5-bit groups: the bit order is the written order.
    const counting = Uint8Array.from([0x00, 0x44, 0x32, 0x14, 0xc7, 0x42, 0x54, 0xb6, 0x35, 0xcf]);
    expect(generateCertificateCode(() => counting)).toBe("0123-4567-89AB-CDEF");
  });

  it("does not repeat in many draws (80 random bits)", () => {
    const seen = new Set(Array.from({ length: 5000 }, () => generateCertificateCode()));
    expect(seen.size).toBe(5000);
  });

  it("uses every character of the alphabet", () => {
    const used = new Set(
      Array.from({ length: 500 }, () => generateCertificateCode().replaceAll("-", "")).join(""),
    );
    expect([...used].sort().join("")).toBe([...certificateCodeAlphabet].sort().join(""));
  });
});

describe("parseCertificateCode", () => {
  it("keeps a canonical code as it is", () => {
    expect(parseCertificateCode("7K3M-9QXH-2WPA-4RZD")).toBe("7K3M-9QXH-2WPA-4RZD");
  });

  it("ignores case, spaces and dashes", () => {
    expect(parseCertificateCode("7k3m9qxh2wpa4rzd")).toBe("7K3M-9QXH-2WPA-4RZD");
    expect(parseCertificateCode(" 7k3m 9qxh-2wpa--4rzd ")).toBe("7K3M-9QXH-2WPA-4RZD");
  });

  it("reads I and L as 1 and O as 0, as Crockford's base32 does", () => {
    expect(parseCertificateCode("OK3M-9QXH-2WPA-4RZI")).toBe("0K3M-9QXH-2WPA-4RZ1");
    expect(parseCertificateCode("lk3m-9qxh-2wpa-4rzo")).toBe("1K3M-9QXH-2WPA-4RZ0");
  });

  it("refuses what cannot be a code", () => {
    expect(parseCertificateCode("")).toBeNull();
    expect(parseCertificateCode("7K3M-9QXH-2WPA")).toBeNull();
    expect(parseCertificateCode("7K3M-9QXH-2WPA-4RZDX")).toBeNull();
    expect(parseCertificateCode("UK3M-9QXH-2WPA-4RZD")).toBeNull();
    expect(parseCertificateCode("7K3M_9QXH_2WPA_4RZD")).toBeNull();
    expect(parseCertificateCode("../../etc/passwd")).toBeNull();
    expect(parseCertificateCode("7".repeat(100))).toBeNull();
  });
});
