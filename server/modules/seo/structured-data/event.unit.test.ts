import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./event.ts";

const site = "https://ailabs.academy";
const event = {
  name: "Shipping your first RAG app",
  description: "A live walkthrough of retrieval, chunking and evaluation.",
  startDate: new Date("2026-12-10T17:00:00Z"),
  endDate: new Date("2026-12-10T18:00:00Z"),
  registrationPath: "/webinars",
  performer: "Priya Raman",
};

describe("Event", () => {
  it("is a free online event at a virtual location, organised by the school", () => {
    const block = JSON.parse(
      JSON.stringify(
        eventJsonLd({
          publicUrl: site,
          pageUrl: `${site}/webinars`,
          event,
          image: "/assets/og-image.jpg",
          now: new Date("2026-11-22T00:00:00Z"),
        }),
      ),
    );
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Shipping your first RAG app",
      startDate: "2026-12-10T17:00:00.000Z",
      endDate: "2026-12-10T18:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: "https://ailabs.academy/webinars" },
      organizer: { "@type": "Organization", name: "AI Labs" },
      performer: { "@type": "Person", name: "Priya Raman" },
      image: ["https://ailabs.academy/assets/og-image.jpg"],
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://ailabs.academy/webinars",
      },
    });
  });

  it("takes no more registrations once it has started", () => {
    const block = eventJsonLd({
      publicUrl: site,
      pageUrl: `${site}/webinars`,
      event,
      image: "/assets/og-image.jpg",
      now: new Date("2026-12-11T00:00:00Z"),
    });
    expect((block.offers as { availability: string }).availability).toBe("https://schema.org/SoldOut");
  });
});
