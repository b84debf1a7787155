import { describe, expect, it } from "vitest";
import { personJsonLd } from "./person.ts";

describe("Person", () => {
  it("defaults the job title to 'AI Instructor' and makes the photo absolute", () => {
    const block = JSON.parse(
      JSON.stringify(
        personJsonLd("https://ailabs.academy", {
          name: "Tomás Ortega",
          description: "Ten years of computer vision in production.",
          image: "/assets/instructors/tomas.svg",
        }),
      ),
    );
    expect(block).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Tomás Ortega",
      jobTitle: "AI Instructor",
      description: "Ten years of computer vision in production.",
      image: "https://ailabs.academy/assets/instructors/tomas.svg",
      worksFor: { "@id": "https://ailabs.academy/#organization" },
    });
  });

  it("keeps a given job title", () => {
    expect(
      personJsonLd("https://ailabs.academy", { name: "Priya Raman", jobTitle: "Staff ML Engineer" }).jobTitle,
    ).toBe("Staff ML Engineer");
  });
});
