import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import type { LazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { type ItemPrefix, itemKey, itemListKey, withOpenItem } from "./item-params.ts";

type Item = { id: string; version: number };

type ItemFormOptions<F extends string, S extends z.ZodType, D extends Item> = {
  prefix: ItemPrefix;
  item: D | null;
  fields: readonly F[];
  schema: LazyModule<S>;
  /** A new item's values (the signed-in person's name is not needed: episodes and openings have no author). */
  blank: Record<F, string>;
  valuesOf: (item: D) => Record<F, string>;
  toInput: (values: Record<F, string>) => unknown;
  create: (body: z.output<S>) => Promise<D>;
  save: (item: D, body: z.output<S>) => Promise<D>;
  load: (id: string) => Promise<D>;
  /** The server's 409 message for a save someone else's save overtook. */
  staleMessage: string;
  noun: string;
  /** The toast after a save: "Episode updated" for a live one, "Draft saved" otherwise. */
  savedTitle: (result: D) => string;
};

/**
 * The editor's form for an episode or an opening, the blog post editor's way (use-post-form.ts): a new item is
 * created, then saved at the version it was opened at (or last saved, published or restored). Any failure
 * keeps every value as typed: a 400 names its fields, a 409 says why and, for a stale save, offers to load the
 * latest version.
 */
export function useItemForm<F extends string, S extends z.ZodType, D extends Item>(
  options: ItemFormOptions<F, S, D>,
) {
  const { prefix, fields } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const userId = useAuth().user?.id ?? "";
  const [current, setCurrent] = useState(options.item);
  const [saved, setSaved] = useState<Record<F, string>>(() =>
    options.item ? options.valuesOf(options.item) : options.blank,
  );
  const [stale, setStale] = useState(false);

  /** The item as the server now has it (after a save, a publish, a restore): the editor's base. */
  const accept = (detail: D) => {
    setCurrent(detail);
    setSaved(options.valuesOf(detail));
    setStale(false);
    queryClient.setQueryData(itemKey(prefix, userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: itemListKey(prefix, userId) });
  };

  const form = useForm({
    initialValues: saved,
    fields,
    schema: options.schema,
    toInput: options.toInput,
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: (error) => error.message || `The ${options.noun} could not be saved. Try again.`,
    invalidMessage: "Some fields need a change: see the messages below them.",
    send: (body: z.output<S>) => (current ? options.save(current, body) : options.create(body)),
    onSuccess: (result: D) => {
      const created = !current;
      accept(result);
      toast({ title: created ? "Draft created" : options.savedTitle(result) });
      // The new draft gets its address: reloading or sharing it opens this item.
      if (created)
        void navigate(`?${withOpenItem(prefix, searchParams, result.id)}`, {
          replace: true,
          preventScrollReset: true,
        });
    },
    onError: (error) =>
      setStale(
        error instanceof ApiRequestError && error.status === 409 && error.message === options.staleMessage,
      ),
  });

  /** Puts the item's content in the fields (a restore, or the latest version after a 409). */
  const replaceValues = (detail: D) => {
    const values = options.valuesOf(detail);
    for (const field of fields) form.setValue(field, values[field], { quiet: true });
  };

  /** After a stale save: the person chose to drop their changes for the version someone else saved. */
  const loadLatest = async () => {
    if (!current) return;
    const latest = await options.load(current.id);
    accept(latest);
    replaceValues(latest);
  };

  const base = current ? saved : options.blank;
  const dirty = fields.some((field) => form.values[field] !== base[field]);
  useLeaveWarning(dirty);
  return { form, current, dirty, stale, accept, replaceValues, loadLatest, userId };
}
