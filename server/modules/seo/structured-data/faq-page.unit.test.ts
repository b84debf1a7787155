import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-page.ts";

describe("FAQPage", () => {
  it("turns each FAQ into a Question with an accepted Answer", () => {
    const block = JSON.parse(
      JSON.stringify(
        faqPageJsonLd([
          { question: "Do I need a GPU?", answer: "No: labs run on hosted notebooks with GPUs included." },
          { question: "Is there a certificate?", answer: 'Yes, after the capstone "passes" review.' },
        ]),
      ),
    );
    expect(block["@context"]).toBe("https://schema.org");
    expect(block["@type"]).toBe("FAQPage");
    expect(block.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Do I need a GPU?",
        acceptedAnswer: { "@type": "Answer", text: "No: labs run on hosted notebooks with GPUs included." },
      },
      {
        "@type": "Question",
        name: "Is there a certificate?",
        acceptedAnswer: { "@type": "Answer", text: 'Yes, after the capstone "passes" review.' },
      },
    ]);
  });
});
