import { type JsonLd, schemaContext } from "./json-ld.ts";

export function faqPageJsonLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": schemaContext,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
