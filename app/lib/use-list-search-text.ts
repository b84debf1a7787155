import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useDebouncedValue } from "./use-debounced-value.ts";

const searchDelayMs = 300;

/**
 * The search box of a list whose filters live in its URL: the box holds what is typed, and `onSettle` puts
 * it in the URL once typing pauses; Back and Forward change the URL under the box, and the box follows.
 */
export function useListSearchText(urlText: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(urlText);
  const typed = useDebouncedValue(text, searchDelayMs);
  const leaving = useNavigation().state !== "idle";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the debounced text settles.
  useEffect(() => {
    const settled = typed.trim();
    // A link followed while typing paused (a row's Fix) is loading its page: writing the search into this
    // page's URL now would cancel that navigation and keep the person here.
    if (settled !== urlText && !leaving) onSettle(settled);
  }, [typed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL, not the box.
  useEffect(() => {
    if (urlText !== text.trim()) setText(urlText);
  }, [urlText]);
  return [text, setText] as const;
}
