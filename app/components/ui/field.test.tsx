import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { Field } from "./field.tsx";
import { Form } from "./form.tsx";
import { FormAlert } from "./form-alert.tsx";
import { Input } from "./input.tsx";
import { Select } from "./select.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { Textarea } from "./textarea.tsx";

afterEach(cleanup);

describe("Field", () => {
  test("labels its control and describes it with the hint and the error", () => {
    render(
      <Field label="Team size" optional hint="Roughly" error="Choose a team size">
        <Select defaultValue="">
          <option value="">Choose</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole("combobox", { name: "Team size (optional)" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const ids = (select.getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Roughly",
      "Choose a team size",
    ]);
  });

  test("without an error the control is neither invalid nor described by one; its own ids are kept", () => {
    render(
      <>
        <Field label="Message" id="message">
          <Textarea aria-describedby="counter" />
        </Field>
        <p id="counter">0 / 100</p>
      </>,
    );
    const area = screen.getByRole("textbox", { name: "Message" });
    expect(area.id).toBe("message");
    expect(area.getAttribute("aria-invalid")).toBeNull();
    expect(area.getAttribute("aria-describedby")).toBe("counter");
  });

  test("a control outside a Field is left as it is", () => {
    render(<Input aria-label="Search" />);
    const input = screen.getByRole("textbox", { name: "Search" });
    expect(input.id).toBe("");
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });
});

describe("Form, FormAlert and SubmitButton", () => {
  test("the form posts (never a GET with the fields in the URL), skips the browser's messages and marks itself for early input", () => {
    render(
      <Form aria-label="Join" onSubmit={() => undefined} pending>
        <SubmitButton pending pendingLabel="Joining...">
          Join
        </SubmitButton>
      </Form>,
    );
    const form = screen.getByRole("form", { name: "Join" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("novalidate")).toBe(true);
    expect(form.hasAttribute("data-early-input")).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    const button = screen.getByRole("button", { name: "Joining..." }) as HTMLButtonElement;
    expect([button.type, button.disabled]).toEqual(["submit", true]);
  });

  test("an alert shows only with a message: errors as alerts, confirmations as status", () => {
    const { container, rerender } = render(<FormAlert>{null}</FormAlert>);
    expect(container.innerHTML).toBe("");
    rerender(<FormAlert>Failed</FormAlert>);
    expect(screen.getByRole("alert").textContent).toBe("Failed");
    rerender(<FormAlert tone="success">Registered</FormAlert>);
    expect(screen.getByRole("status").textContent).toBe("Registered");
  });
});
