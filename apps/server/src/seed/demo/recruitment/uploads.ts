import type { DemoClient } from '../context.ts';

// The upload actions allow a client (by address) only a few uploads at once, and every seed request comes
// from 127.0.0.1: the area's parallel users take turns for their pictures, the rest of their calls overlap.
let turn: Promise<unknown> = Promise.resolve();

/** Uploads a committed picture as `client`, one upload at a time. */
export function uploadPicture(client: DemoClient, file: string, purpose: string): Promise<string> {
  const mine = turn.then(() => client.picture(file, purpose));
  turn = mine.catch(() => undefined);
  return mine;
}
