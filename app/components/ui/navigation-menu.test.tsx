import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { navigationMenuDelays } from "#contracts/limits.ts";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "./navigation-menu.tsx";

function renderMenu() {
  render(
    <>
      <NavigationMenu aria-label="Main">
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Paths</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuLink href="/courses/deep-learning">Deep Learning</NavigationMenuLink>
              <NavigationMenuLink href="/courses/machine-learning">Machine Learning</NavigationMenuLink>
              <NavigationMenuLink href="/courses/ai-engineers">AI Engineering</NavigationMenuLink>
              <NavigationMenuLink href="/courses/ai-business">AI for Business Leaders</NavigationMenuLink>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Programs</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuLink href="/ai-bootcamp">Bootcamp</NavigationMenuLink>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink href="/about" active>
              About
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
      <button type="button">Outside</button>
    </>,
  );
  return {
    paths: screen.getByRole("button", { name: "Paths" }),
    programs: screen.getByRole("button", { name: "Programs" }),
  };
}

const expanded = (trigger: HTMLElement) => trigger.getAttribute("aria-expanded");
const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: "mouse" });
const leave = (element: HTMLElement, clientY = 0) =>
  fireEvent.pointerLeave(element, { pointerType: "mouse", clientY });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("NavigationMenu", () => {
  test("opens on hover only after the spec's 200 ms delay", () => {
    vi.useFakeTimers();
    const { paths } = renderMenu();
    hover(paths);
    wait(navigationMenuDelays.openMs - 1);
    expect(expanded(paths)).toBe("false");
    wait(1);
    expect(expanded(paths)).toBe("true");
  });

  test("closes 150 ms after the pointer leaves, and stays open while it is over the panel", () => {
    vi.useFakeTimers();
    const { paths } = renderMenu();
    hover(paths);
    wait(navigationMenuDelays.openMs);
    leave(paths);
    wait(navigationMenuDelays.closeMs - 1);
    expect(expanded(paths)).toBe("true");
    const panel = document.getElementById(paths.getAttribute("aria-controls")!)!;
    fireEvent.pointerEnter(panel, { pointerType: "mouse" });
    wait(1000);
    expect(expanded(paths)).toBe("true");
    leave(panel);
    wait(navigationMenuDelays.closeMs);
    expect(expanded(paths)).toBe("false");
  });

  test("leaving the trigger towards its panel gives the pointer the 300 ms grace period", () => {
    vi.useFakeTimers();
    const { paths } = renderMenu();
    hover(paths);
    wait(navigationMenuDelays.openMs);
    // happy-dom lays nothing out: a zero-height box, so fake the trigger's rectangle.
    paths.getBoundingClientRect = () => ({ top: 0, bottom: 40, left: 0, right: 100, height: 40 }) as DOMRect;
    leave(paths, 40);
    wait(navigationMenuDelays.closeMs);
    expect(expanded(paths)).toBe("true");
    wait(navigationMenuDelays.pointerGraceMs - navigationMenuDelays.closeMs);
    expect(expanded(paths)).toBe("false");
  });

  test("moving to another trigger, or back within the 300 ms skip delay, opens at once", () => {
    vi.useFakeTimers();
    const { paths, programs } = renderMenu();
    hover(paths);
    wait(navigationMenuDelays.openMs);
    leave(paths);
    hover(programs);
    expect(expanded(programs)).toBe("true");
    expect(expanded(paths)).toBe("false");
    leave(programs);
    wait(navigationMenuDelays.closeMs);
    expect(expanded(programs)).toBe("false");
    wait(navigationMenuDelays.skipMs - 1);
    hover(paths);
    expect(expanded(paths)).toBe("true");
    leave(paths);
    wait(navigationMenuDelays.closeMs + navigationMenuDelays.skipMs);
    hover(programs);
    expect(expanded(programs)).toBe("false");
  });

  test("a click toggles the panel, whose links are server-rendered but hidden while closed", async () => {
    const user = userEvent.setup();
    const { paths } = renderMenu();
    expect(screen.queryByRole("link", { name: "Deep Learning" })).toBeNull();
    expect(document.querySelector('a[href="/courses/deep-learning"]')).not.toBeNull();
    await user.click(paths);
    expect(expanded(paths)).toBe("true");
    expect(screen.getByRole("link", { name: "Deep Learning" })).toBeTruthy();
    await user.click(paths);
    expect(expanded(paths)).toBe("false");
  });

  test("leaves no focusable element hidden from assistive technology when open", async () => {
    const user = userEvent.setup();
    const { paths } = renderMenu();
    await user.click(paths);
    const focusableHidden = [...document.querySelectorAll('[aria-hidden="true"]')].filter(
      (element) => element instanceof HTMLElement && element.tabIndex >= 0,
    );
    expect(focusableHidden).toEqual([]);
  });

  test("keyboard: arrow down enters the panel, arrows move, Escape closes back to the trigger", async () => {
    const user = userEvent.setup();
    const { paths } = renderMenu();
    paths.focus();
    await user.keyboard("{ArrowDown}");
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe("Deep Learning"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Machine Learning");
    await user.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("AI for Business Leaders");
    await user.keyboard("{Home}");
    expect(document.activeElement?.textContent).toBe("Deep Learning");
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("AI for Business Leaders");
    await user.keyboard("{Escape}");
    expect(expanded(paths)).toBe("false");
    expect(document.activeElement).toBe(paths);
  });

  test("left and right arrows move between the top-level entries", async () => {
    const user = userEvent.setup();
    const { paths, programs } = renderMenu();
    paths.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(programs);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("About");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(paths);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toBe("About");
  });

  test("typing jumps to the matching link; the typed text resets after 1000 ms", () => {
    vi.useFakeTimers();
    const { paths } = renderMenu();
    fireEvent.click(paths);
    const panel = document.getElementById(paths.getAttribute("aria-controls")!)!;
    const link = (name: string) => screen.getByRole("link", { name });
    link("Deep Learning").focus();
    fireEvent.keyDown(document.activeElement!, { key: "a" });
    expect(document.activeElement).toBe(link("AI Engineering"));
    fireEvent.keyDown(document.activeElement!, { key: "i" });
    fireEvent.keyDown(document.activeElement!, { key: " " });
    fireEvent.keyDown(document.activeElement!, { key: "f" });
    expect(document.activeElement).toBe(link("AI for Business Leaders"));
    wait(navigationMenuDelays.typeaheadResetMs - 1);
    fireEvent.keyDown(document.activeElement!, { key: "m" });
    // "ai fm" matches nothing: focus stays.
    expect(document.activeElement).toBe(link("AI for Business Leaders"));
    wait(navigationMenuDelays.typeaheadResetMs);
    fireEvent.keyDown(document.activeElement!, { key: "m" });
    expect(document.activeElement).toBe(link("Machine Learning"));
    expect(panel.hidden).toBe(false);
  });

  test("a click outside or focus leaving the menu closes it; the current page's link is marked", async () => {
    const user = userEvent.setup();
    const { paths } = renderMenu();
    await user.click(paths);
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(expanded(paths)).toBe("false");
    await user.click(paths);
    screen.getByRole("button", { name: "Outside" }).focus();
    fireEvent.blur(paths, { relatedTarget: screen.getByRole("button", { name: "Outside" }) });
    expect(expanded(paths)).toBe("false");
    expect(screen.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
  });
});
