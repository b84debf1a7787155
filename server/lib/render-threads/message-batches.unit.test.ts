// @vitest-environment node
import { describe, expect, test } from "vitest";
import { createMessageBatches } from "./message-batches.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("createMessageBatches", () => {
  test("messages posted in one turn go as one batch, in order, with all the memory they move", async () => {
    const sent: { messages: string[]; transfer: ArrayBuffer[] }[] = [];
    const batches = createMessageBatches<string>((messages, transfer) => sent.push({ messages, transfer }));
    const first = new ArrayBuffer(8);
    const second = new ArrayBuffer(8);
    batches.post("render 1", [first]);
    batches.post("answer 1");
    await Promise.resolve();
    batches.post("answer 2", [second]);
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual([{ messages: ["render 1", "answer 1", "answer 2"], transfer: [first, second] }]);
  });

  test("a message of a later turn starts a batch of its own; nothing is sent for a quiet turn", async () => {
    const sent: string[][] = [];
    const batches = createMessageBatches<string>((messages) => sent.push(messages));
    batches.post("a");
    await nextTurn();
    await nextTurn();
    batches.post("b");
    await nextTurn();
    expect(sent).toEqual([["a"], ["b"]]);
  });
});
