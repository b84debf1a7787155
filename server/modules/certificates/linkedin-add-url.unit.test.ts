import { describe, expect, it } from "vitest";
import { linkedInAddUrl } from "./linkedin-add-url.ts";

const certification = {
  name: "AI Engineering & LLM Apps",
  organizationName: "AI Labs",
  issuedOn: "2026-03-31",
  certUrl: "https://ailabs.example/certificates/7K3M-9QXH-2WPA-4RZD",
  certId: "7K3M-9QXH-2WPA-4RZD",
};

describe("linkedInAddUrl", () => {
  it("fills LinkedIn's add-certification form with every field encoded", () => {
    const url = new URL(linkedInAddUrl(certification));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "AI Engineering & LLM Apps",
      organizationName: "AI Labs",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: "https://ailabs.example/certificates/7K3M-9QXH-2WPA-4RZD",
      certId: "7K3M-9QXH-2WPA-4RZD",
    });
    // The ampersand of the name does not start a new parameter.
    expect(linkedInAddUrl(certification)).toContain("name=AI+Engineering+%26+LLM+Apps");
  });

  it("names the organisation by its LinkedIn id when it has one", () => {
    const url = new URL(linkedInAddUrl({ ...certification, organizationId: "1337" }));
    expect(url.searchParams.get("organizationId")).toBe("1337");
    expect(url.searchParams.has("organizationName")).toBe(false);
  });

  it("takes the year and month of the date the certificate shows, without a leading zero", () => {
    const url = new URL(linkedInAddUrl({ ...certification, issuedOn: "2027-01-09" }));
    expect(url.searchParams.get("issueYear")).toBe("2027");
    expect(url.searchParams.get("issueMonth")).toBe("1");
  });
});
