import {
  type Active,
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  type SortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { EditorLesson, EditorModule } from "#contracts/course-editor.ts";
import { type CourseOrder, orderOf, placeLesson, placeModule } from "./move-in-order.ts";

// Drag and drop of the course editor (issue 14) with dnd-kit: modules among themselves, lessons within a
// module and into another one, even an empty one. Only a handle starts a drag, by pointer, touch or keyboard
// (space, arrows, space); the move buttons stay as the other way. Nothing moves between lists during a drag
// (a row re-rendered in another list is measured again and the keyboard's position drifts by a row): inside
// a module the rows make room, over another module a line shows where the lesson goes. The drop sends the
// whole order through the editor's own reorder call; the dropped order shows until the server has answered,
// whose order then replaces it (no optimistic cache write).

type Kind = "module" | "lesson";
type ItemData =
  | { kind: "module"; title: string }
  | { kind: "lesson"; title: string }
  | { kind: "empty-module"; moduleId: string };

const dataOf = (item: Pick<Active, "data"> | null | undefined) => item?.data.current as ItemData | undefined;
const emptyModuleId = (moduleId: string) => `${moduleId}:no-lessons`;

/** Where a lesson dragged over another module goes: before or after the row `id`. */
type Mark = { id: string; after: boolean };

/** The kind being dragged (items of the other kind stop being drop targets meanwhile) and the drop mark. */
const DraggingContext = createContext<{ kind: Kind | null; disabled: boolean; mark: Mark | null }>({
  kind: null,
  disabled: false,
  mark: null,
});

// Rows of a module make room only for a drag over their own list; the stock strategy would shift them as
// if the lesson went to the top when it is over another module.
const lessonStrategy: SortingStrategy = (args) =>
  args.overIndex < 0 ? null : verticalListSortingStrategy(args);

/** The modules and lessons rearranged as `order` says. */
function arrange(modules: EditorModule[], order: CourseOrder): EditorModule[] {
  const moduleById = new Map(modules.map((module) => [module.id, module]));
  const lessonById = new Map(
    modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson])),
  );
  return order.flatMap(({ id, lessonIds }) => {
    const module = moduleById.get(id);
    if (!module) return [];
    const lessons = lessonIds.flatMap((lessonId) => lessonById.get(lessonId) ?? []);
    return [{ ...module, lessons }];
  });
}

/**
 * Arrow keys move a module one place. The stock getter aims the dragged item's edge at the next item's,
 * and closest-centre collision then picks by size: after a short module, a tall one below it and a short
 * one after that, the short one's centre can be nearer, and ArrowDown skipped a place (seen in CI on the
 * seeded course). Here the dragged item's centre goes onto the centre of the next module in the order, so
 * it is over that module and no other. Lessons keep the stock getter (the side of a row in another module
 * is settled by lessonPlace).
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  const step = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
  if (step === 0 || dataOf(active)?.kind !== "module") return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const modules = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect && dataOf(container)?.kind === "module" ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const at = modules.findIndex((module) => module.id === (over?.id ?? active.id));
  const next = at < 0 ? undefined : modules[at + step];
  if (!next) return undefined;
  return {
    x: collisionRect.left,
    y: next.rect.top + next.rect.height / 2 - collisionRect.height / 2,
  };
};

type LessonPlace = { moduleId: string; index: number };

/**
 * Where a dragged lesson lands over `over` in `order`: the over lesson's place in its own module (the
 * sortable swap), before or after it in another module (after when the dragged row's middle is past the
 * other's; on a tie, as the keyboard makes, the side it came from), the top of an empty module.
 */
function lessonPlace(order: CourseOrder, active: Active, over: Over | null): LessonPlace | null {
  const data = dataOf(over);
  if (!over || !data) return null;
  if (data.kind === "empty-module") return { moduleId: data.moduleId, index: 0 };
  if (data.kind !== "lesson") return null;
  const overId = String(over.id);
  const m = order.findIndex((module) => module.lessonIds.includes(overId));
  const module = order[m];
  if (!module) return null;
  const index = module.lessonIds.indexOf(overId);
  if (module.lessonIds.includes(String(active.id))) return { moduleId: module.id, index };
  const from = order.findIndex((candidate) => candidate.lessonIds.includes(String(active.id)));
  const dragged = active.rect.current.translated;
  const draggedMiddle = dragged ? dragged.top + dragged.height / 2 : 0;
  const overMiddle = over.rect.top + over.rect.height / 2;
  const after = Math.abs(draggedMiddle - overMiddle) < 1 ? from > m : draggedMiddle > overMiddle;
  return { moduleId: module.id, index: index + (after ? 1 : 0) };
}

function moduleIndex(order: CourseOrder, over: Over | null): number | null {
  if (dataOf(over)?.kind !== "module") return null;
  const index = order.findIndex((module) => module.id === over?.id);
  return index < 0 ? null : index;
}

const titleOf = (active: Active) => {
  const data = dataOf(active);
  return data && data.kind !== "empty-module" ? data.title : "";
};

/**
 * The modules as the drop would leave them, for the lists to render, with the editor's `reorder` on drop.
 * `onDrop` gets the new order and the sentence the editor's status line says once it is saved.
 */
export function CourseOrderDnd({
  modules,
  disabled,
  onDrop,
  children,
}: {
  modules: EditorModule[];
  disabled: boolean;
  onDrop: (order: CourseOrder, said: string) => Promise<void>;
  children: (modules: EditorModule[]) => ReactNode;
}) {
  // The dropped order while the server saves it.
  const [saving, setSaving] = useState<CourseOrder | null>(null);
  const [dragging, setDragging] = useState<{ kind: Kind; title: string } | null>(null);
  const [mark, setMark] = useState<Mark | null>(null);
  const order = orderOf(modules);
  // The announcements read the order of the moment, not of the render that made them.
  const orderRef = useRef(order);
  orderRef.current = order;
  const modulesRef = useRef(modules);
  modulesRef.current = modules;
  // The place last said: dnd-kit reports the item over itself right after the pick-up, and a lesson entering
  // another module twice; saying the same place again would cut off the sentence before.
  const saidPlace = useRef("");

  const sensors = useSensors(
    // A few pixels before a drag starts, so a press on the handle without moving stays a press.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const moduleTitle = (id: string) => modulesRef.current.find((module) => module.id === id)?.title ?? "";
    const lessonWhere = (place: LessonPlace, lessonId: string) => {
      const target = orderRef.current.find((module) => module.id === place.moduleId);
      const count = (target?.lessonIds.filter((id) => id !== lessonId).length ?? 0) + 1;
      return `position ${place.index + 1} of ${count} in module ${moduleTitle(place.moduleId)}`;
    };
    const currentPlace = (active: Active): LessonPlace | null => {
      const module = orderRef.current.find((candidate) => candidate.lessonIds.includes(String(active.id)));
      return module ? { moduleId: module.id, index: module.lessonIds.indexOf(String(active.id)) } : null;
    };
    const where = (active: Active, over: Over | null) => {
      const order = orderRef.current;
      if (dataOf(active)?.kind === "module") {
        const index = moduleIndex(order, over);
        return index === null ? null : `position ${index + 1} of ${order.length}`;
      }
      const place = lessonPlace(order, active, over) ?? currentPlace(active);
      return place ? lessonWhere(place, String(active.id)) : null;
    };
    const name = (active: Active) =>
      `${dataOf(active)?.kind === "module" ? "Module" : "Lesson"} ${titleOf(active)}`;
    return {
      onDragStart: ({ active }) => {
        const place = dataOf(active)?.kind === "module" ? null : currentPlace(active);
        const at = place
          ? lessonWhere(place, String(active.id))
          : `position ${orderRef.current.findIndex((module) => module.id === active.id) + 1} of ${orderRef.current.length}`;
        saidPlace.current = at;
        return `Picked up ${name(active)}, at ${at}. Arrow keys move it, space drops it, escape puts it back.`;
      },
      onDragOver: ({ active, over }) => {
        const at = where(active, over) ?? "";
        if (at === saidPlace.current) return undefined;
        saidPlace.current = at;
        return at ? `${name(active)} would go to ${at}.` : `${name(active)} is not over a place to drop it.`;
      },
      onDragEnd: ({ active, over }) => {
        const at = where(active, over);
        return at
          ? `${name(active)} dropped at ${at}. Saving the new order.`
          : `${name(active)} dropped where it was.`;
      },
      onDragCancel: ({ active }) => `Moving ${name(active)} cancelled; it stays where it was.`,
    };
  }, []);

  const start = ({ active }: DragStartEvent) => {
    const data = dataOf(active);
    if (!data || data.kind === "empty-module") return;
    setDragging({ kind: data.kind, title: data.title });
  };

  // Over a lesson of another module: the line before or after it, updated as the pointer moves.
  const move = ({ active, over }: DragMoveEvent) => {
    let next: Mark | null = null;
    const place = dataOf(active)?.kind === "lesson" ? lessonPlace(order, active, over) : null;
    const current = order.find((module) => module.lessonIds.includes(String(active.id)));
    if (place && over && dataOf(over)?.kind === "lesson" && place.moduleId !== current?.id) {
      const target = order.find((module) => module.id === place.moduleId);
      next = { id: String(over.id), after: target?.lessonIds[place.index] !== over.id };
    }
    if (next?.id !== mark?.id || next?.after !== mark?.after) setMark(next);
  };

  const end = async ({ active, over }: DragEndEvent) => {
    setDragging(null);
    setMark(null);
    const kind = dataOf(active)?.kind;
    const id = String(active.id);
    let next = order;
    let said = "";
    if (kind === "module") {
      const index = moduleIndex(order, over);
      if (index !== null) next = placeModule(order, id, index);
      said = `Module ${titleOf(active)} moved to position ${next.findIndex((module) => module.id === id) + 1}.`;
    } else if (kind === "lesson") {
      const place = lessonPlace(order, active, over);
      if (place) next = placeLesson(order, id, place.moduleId, place.index);
      const module = next.find((candidate) => candidate.lessonIds.includes(id));
      const moduleTitle = modules.find((candidate) => candidate.id === module?.id)?.title ?? "";
      said = `Lesson ${titleOf(active)} moved to position ${(module?.lessonIds.indexOf(id) ?? 0) + 1} in ${moduleTitle}.`;
    }
    if (next === order) return;
    setSaving(next);
    try {
      await onDrop(next, said);
    } finally {
      setSaving(null);
    }
  };

  const cancel = () => {
    setDragging(null);
    setMark(null);
  };

  const shown = saving ? arrange(modules, saving) : modules;
  return (
    <DndContext
      // A fixed id: dnd-kit's generated ids would differ between the server's HTML and the browser.
      id="course-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "Press space to pick this up. Then the arrow keys move it, space drops it in its new place and escape cancels.",
        },
      }}
      onDragStart={start}
      onDragMove={move}
      onDragOver={move}
      onDragEnd={(event) => void end(event)}
      onDragCancel={cancel}
    >
      <DraggingContext.Provider
        value={{ kind: dragging?.kind ?? null, disabled: disabled || saving !== null, mark }}
      >
        <SortableContext items={shown.map((module) => module.id)} strategy={verticalListSortingStrategy}>
          {children(shown)}
        </SortableContext>
      </DraggingContext.Provider>
      <DragOverlay>
        {dragging ? (
          <div className="flex items-center gap-2 rounded-md border border-indigo-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-lg">
            <GripVerticalIcon aria-hidden="true" className="size-4 text-slate-500" />
            {dragging.title}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A module card or a lesson row that can be dragged by its handle: `children` gets the handle to place.
 * While an item of the other kind is dragged it is no drop target.
 */
export function SortableItem({
  kind,
  item,
  className,
  children,
}: {
  kind: Kind;
  item: EditorModule | EditorLesson;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const dragging = useContext(DraggingContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      data: { kind, title: item.title } satisfies ItemData,
      disabled: { draggable: dragging.disabled, droppable: dragging.kind !== null && dragging.kind !== kind },
    });
  const label = `Drag ${kind} ${item.title}`;
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      // No scrolling or zooming from a touch on the handle: the touch drags.
      className={buttonClassName({
        variant: "ghost",
        size: "sm",
        className: "cursor-grab touch-none px-1.5",
      })}
    >
      <GripVerticalIcon aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        className,
        isDragging && "opacity-50",
        // The line where a lesson from another module would go.
        dragging.mark?.id === item.id &&
          (dragging.mark.after ? "shadow-[inset_0_-3px_0_0_#6366f1]" : "shadow-[inset_0_3px_0_0_#6366f1]"),
      )}
    >
      {children(handle)}
    </li>
  );
}

/** A module's lessons as a sortable list; an empty module shows `empty` and takes a dropped lesson. */
export function LessonList({
  module,
  className,
  empty,
  children,
}: {
  module: EditorModule;
  className?: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (module.lessons.length === 0) return <EmptyModule moduleId={module.id}>{empty}</EmptyModule>;
  return (
    <SortableContext items={module.lessons.map((lesson) => lesson.id)} strategy={lessonStrategy}>
      <ul className={className}>{children}</ul>
    </SortableContext>
  );
}

function EmptyModule({ moduleId, children }: { moduleId: string; children: ReactNode }) {
  const dragging = useContext(DraggingContext);
  const { setNodeRef, isOver } = useDroppable({
    id: emptyModuleId(moduleId),
    data: { kind: "empty-module", moduleId } satisfies ItemData,
    disabled: dragging.kind !== "lesson",
  });
  return (
    <div ref={setNodeRef} className={cn(isOver && "bg-indigo-50 ring-2 ring-indigo-300 ring-inset")}>
      {children}
    </div>
  );
}
