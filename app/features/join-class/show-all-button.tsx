import { ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { joinClassText as t } from "#contracts/join-class-text.ts";

/** Unfolds a long list in place (and folds it again); the list keeps its place and the focus stays here. */
export function ShowAllButton({
  expanded,
  controls,
  label,
  onToggle,
}: {
  expanded: boolean;
  /** The id of the list it unfolds. */
  controls: string;
  /** "Show all 32 upcoming classes" */
  label: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      className="mt-4 w-full sm:w-auto"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
      {expanded ? t.showFewer : label}
    </Button>
  );
}
