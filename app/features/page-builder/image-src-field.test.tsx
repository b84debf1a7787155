import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { ImageSrcField } from "./image-src-field.tsx";
import { json } from "./page-builder.test-support.tsx";

// The Image and Logo wall blocks' image field in Puck's panel: an address typed, or a file uploaded whose
// site path the field then holds; the server's refusal is shown under the picker.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <ImageSrcField label="Image address" value={value} onChange={setValue} />
    </QueryClientProvider>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "team.png", { type: "image/png" });

describe("the image field", () => {
  test("uploads the chosen file and takes its site path", async () => {
    const fetchMock = vi.fn(async () => json({ src: "/media/page-images/abc123.png" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    render(<Harness initial="/assets/og-image.jpg" />);
    await userEvent.setup().upload(screen.getByLabelText("Or upload an image"), png());
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Image address" }) as HTMLInputElement).value).toBe(
        "/media/page-images/abc123.png",
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/pages/images");
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(File);
  });

  test("shows the server's refusal and keeps the address", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: pageBuilderMessages.imageType }, 400)),
    );
    render(<Harness initial="/assets/og-image.jpg" />);
    await userEvent.setup().upload(screen.getByLabelText("Or upload an image"), png());
    expect(await screen.findByText(pageBuilderMessages.imageType)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Image address" }) as HTMLInputElement).value).toBe(
      "/assets/og-image.jpg",
    );
  });
});
