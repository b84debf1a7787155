// Each message between threads wakes the other side (a system call, then an event): a signed-in page took
// eight of them (its render, six API reads and answers, the page), and `postMessage` was 5% of the main
// thread's time at 50 connections, profiled (decision 0070). Messages posted during one turn of the event
// loop go together as one array when the turn ends (setImmediate), so under load one wake-up carries the
// answers of many renders; alone, a message waits only for the rest of the turn it was posted in.

export type MessageBatches<T> = {
  /** Queues `message` (and the memory it moves) for this turn's batch. */
  post(message: T, transfer?: readonly ArrayBuffer[]): void;
};

export function createMessageBatches<T>(
  send: (messages: T[], transfer: ArrayBuffer[]) => void,
): MessageBatches<T> {
  let messages: T[] = [];
  let transfer: ArrayBuffer[] = [];
  let scheduled = false;
  function flush() {
    scheduled = false;
    const batch = messages;
    const moved = transfer;
    messages = [];
    transfer = [];
    send(batch, moved);
  }
  return {
    post(message, moved = []) {
      messages.push(message);
      transfer.push(...moved);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}
