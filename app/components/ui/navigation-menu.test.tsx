import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { navigationMenuDelays } from "../../../contracts/limits.ts";
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
    <NavigationMenu aria-label="Main">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuTrigger>Paths</NavigationMenuTrigger>
          <NavigationMenuContent>
            <NavigationMenuLink href="/courses/deep-learning">Deep Learning</NavigationMenuLink>
          </NavigationMenuContent>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>,
  );
  return screen.getByRole("button", { name: "Paths" });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("NavigationMenu", () => {
  test("opens on hover only after the spec's 200 ms delay", () => {
    vi.useFakeTimers();
    const trigger = renderMenu();
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(navigationMenuDelays.openMs - 1));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(1));
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
  });

  test("leaves no focusable element hidden from assistive technology when open", async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const focusableHidden = [...document.querySelectorAll('[aria-hidden="true"]')].filter(
      (element) => element instanceof HTMLElement && element.tabIndex >= 0,
    );
    expect(focusableHidden).toEqual([]);
    expect(screen.getByRole("link", { name: "Deep Learning" })).toBeTruthy();
  });
});
