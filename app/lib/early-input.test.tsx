import { act, type FormEvent, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editedText } from "./document-edits.server.ts";
import { earlyChange, useEarlyInput } from "./early-input.ts";
import { earlySubmitGuard, earlySubmitGuardEdit } from "./early-submit-guard.server.ts";

// What the browser does in production: the server's HTML is in the page, the visitor types into it, and
// only then does React hydrate it (decision 0016 starts the scripts after the first paint).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Sent = { name: string; topic: string; terms: boolean; plan: string };

function ControlledForm({ onSend, withHook = true }: { onSend: (sent: Sent) => void; withHook?: boolean }) {
  const earlyInput = useEarlyInput();
  const [name, setName] = useState("");
  const [topic, setTopic] = useState("");
  const [terms, setTerms] = useState(false);
  const [plan, setPlan] = useState("full");
  // A state change after hydration re-renders every field with the state's values, as the shell does.
  const [renders, setRenders] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, topic, terms, plan });
  };
  return (
    <form {...(withHook ? earlyInput : {})} method="post" onSubmit={onSubmit}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
        <option value="">Choose a topic</option>
        <option value="courses">Courses</option>
      </select>
      <input
        type="checkbox"
        aria-label="Terms"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      {["full", "monthly"].map((option) => (
        <input
          key={option}
          type="radio"
          name="plan"
          aria-label={option}
          value={option}
          checked={plan === option}
          onChange={(event) => setPlan(event.target.value)}
        />
      ))}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

function typeEarly(container: HTMLElement) {
  const form = container.querySelector("form") as HTMLFormElement;
  (form.querySelector("[aria-label=Name]") as HTMLInputElement).value = "Ada Early";
  (form.querySelector("[aria-label=Topic]") as HTMLSelectElement).value = "courses";
  (form.querySelector("[aria-label=Terms]") as HTMLInputElement).checked = true;
  (form.querySelector("[aria-label=monthly]") as HTMLInputElement).checked = true;
  return form;
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  // The replay runs in a microtask after the effect, the held submit a task later.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function rerenderAndSend(form: HTMLFormElement) {
  await act(async () => (form.querySelector("button[type=button]") as HTMLButtonElement).click());
  await act(async () => (form.querySelector("button[type=submit]") as HTMLButtonElement).click());
}

describe("useEarlyInput", () => {
  it("puts what was typed before hydration into React's state: it stays on re-render and is sent", async () => {
    const onSend = vi.fn();
    const element = <ControlledForm onSend={onSend} />;
    const container = serverHtml(element);
    const form = typeEarly(container);
    await hydrate(container, element);

    await rerenderAndSend(form);
    expect((form.querySelector("[aria-label=Name]") as HTMLInputElement).value).toBe("Ada Early");
    expect(onSend).toHaveBeenCalledWith({
      name: "Ada Early",
      topic: "courses",
      terms: true,
      plan: "monthly",
    });
    expect(form.hasAttribute("data-live")).toBe(true);
  });

  it("is what makes the difference: without it the state never sees the typing", async () => {
    const onSend = vi.fn();
    const element = <ControlledForm onSend={onSend} withHook={false} />;
    const container = serverHtml(element);
    const form = typeEarly(container);
    await hydrate(container, element);

    await rerenderAndSend(form);
    expect((form.querySelector("[aria-label=Name]") as HTMLInputElement).value).toBe("");
    expect(onSend).toHaveBeenCalledWith({ name: "", topic: "", terms: false, plan: "full" });
  });

  it("sends a form again once hydrated when the guard held its submit", async () => {
    const onSend = vi.fn();
    const element = <ControlledForm onSend={onSend} />;
    const container = serverHtml(element);
    const form = typeEarly(container);
    // The inline guard of every page's <head>, as the browser runs it before the scripts.
    new Function(earlySubmitGuard)();
    const held = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect((form as HTMLFormElement & { earlySubmit?: boolean }).earlySubmit).toBe(true);

    await hydrate(container, element);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      name: "Ada Early",
      topic: "courses",
      terms: true,
      plan: "monthly",
    });
    expect((form as HTMLFormElement & { earlySubmit?: boolean }).earlySubmit).toBe(false);
  });
});

describe("earlyChange", () => {
  it("sees only what differs from the server's HTML", () => {
    document.body.innerHTML = `
      <input id="same" value="kept">
      <input id="hidden" type="hidden" value="x">
      <select id="first"><option value="a">A</option><option value="b">B</option></select>
      <select id="picked"><option value="a">A</option><option value="b" selected>B</option></select>
      <input id="unchecked-radio" type="radio" checked>`;
    const byId = (id: string) => document.getElementById(id) as HTMLInputElement & HTMLSelectElement;
    expect(earlyChange(byId("same"))).toBeNull();
    byId("hidden").value = "y";
    expect(earlyChange(byId("hidden"))).toBeNull();
    expect(earlyChange(byId("first"))).toBeNull();
    byId("picked").value = "a";
    expect(earlyChange(byId("picked"))).not.toBeNull();
    // A radio that lost its check to another of its group: the chosen one reports the change.
    byId("unchecked-radio").checked = false;
    expect(earlyChange(byId("unchecked-radio"))).toBeNull();
    byId("same").value = "typed";
    expect(earlyChange(byId("same"))).not.toBeNull();
  });
});

describe("earlySubmitGuardEdit", () => {
  it("puts the guard first in the <head>, under the request's nonce", () => {
    const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head>';
    const html = editedText(page, earlySubmitGuardEdit(page, "n0nce"));
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en"><head><script nonce="n0nce">${earlySubmitGuard}</script><meta charSet="utf-8"/></head>`,
    );
  });
});
