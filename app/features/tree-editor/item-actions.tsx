import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useTreeEditorTools } from "./tree-editor-context.ts";

type ItemActionsProps = {
  /** What the buttons act on, for their names: "question 2", "level 1 of criterion 2". */
  name: string;
  index: number;
  count: number;
  /** Without it there are no move buttons (accepted answers have no order). */
  onMove?: (step: -1 | 1) => void;
  /** Without it the remove button is disabled (a list at its minimum). */
  onRemove?: () => void;
};

/**
 * Move up, move down and remove for one item of a list, by keyboard too. The item is keyed, so after a
 * move these buttons are the same ones in the item's new place: the focus goes back to the one pressed,
 * or to the other when the item reached an end of the list.
 */
export function ItemActions({ name, index, count, onMove, onRemove }: ItemActionsProps) {
  const { focusSoon, announce, text: t } = useTreeEditorTools();
  const id = useId();
  const move = (step: -1 | 1) => {
    if (!onMove) return;
    onMove(step);
    const to = index + step;
    focusSoon(to === 0 ? `${id}-down` : to === count - 1 ? `${id}-up` : `${id}-${step < 0 ? "up" : "down"}`);
    announce(t.moved(name.charAt(0).toUpperCase() + name.slice(1), to + 1));
  };
  const button = "size-9 text-slate-600";
  return (
    <div className="flex shrink-0 items-center">
      {onMove ? (
        <>
          <Button
            id={`${id}-up`}
            variant="ghost"
            size="icon"
            className={button}
            aria-label={t.moveUp(name)}
            disabled={index === 0}
            onClick={() => move(-1)}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            id={`${id}-down`}
            variant="ghost"
            size="icon"
            className={button}
            aria-label={t.moveDown(name)}
            disabled={index === count - 1}
            onClick={() => move(1)}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
        </>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className={button}
        aria-label={t.remove(name)}
        disabled={!onRemove}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
