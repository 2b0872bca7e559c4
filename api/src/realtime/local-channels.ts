import type { Broadcast } from './broadcast.js';
import { frame } from './protocol.js';

/** What the registry needs of a connection: its id (to leave the sender out), a way to send, and a way to make it ask again. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
  /** Ends the connection so that its client connects again under a new socket id and asks for its channels anew. */
  reauthorize(): void;
}

/** The channels this process's sockets are subscribed to, the delivery of events to them, and the revocation of their subscriptions. */
export class LocalChannels {
  private readonly members = new Map<string, Set<Subscriber>>();
  /** Revocations acted on so far, in order; a connection notes the count when it opens. */
  private revocations = 0;
  /** Each revoked channel's latest revocation, by its number: kept for the process's life, one entry per channel (a company's). */
  private readonly revokedAt = new Map<string, number>();

  subscribe(channel: string, subscriber: Subscriber): void {
    let set = this.members.get(channel);
    if (!set) this.members.set(channel, (set = new Set()));
    set.add(subscriber);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const set = this.members.get(channel);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.members.delete(channel);
  }

  get revocationCount(): number {
    return this.revocations;
  }

  /**
   * Every subscriber of the channels must ask for them again, and a
   * connection open now may not subscribe to them later with a signature it
   * obtained before (see revokedSince).
   */
  revoke(channels: readonly string[]): void {
    this.revocations += 1;
    for (const channel of channels) {
      this.revokedAt.set(channel, this.revocations);
      // A copy: a subscriber may leave the set while it is being closed.
      for (const subscriber of [...(this.members.get(channel) ?? [])]) subscriber.reauthorize();
    }
  }

  /** Whether the channel was revoked after the `revocationCount` a connection noted when it opened. */
  revokedSince(channel: string, count: number): boolean {
    return (this.revokedAt.get(channel) ?? 0) > count;
  }

  isSubscribed(channel: string, subscriber: Subscriber): boolean {
    return this.members.get(channel)?.has(subscriber) ?? false;
  }

  /** Sends the event to every local subscriber of each channel, once per channel (as Pusher does), but the sender. */
  deliver(broadcast: Broadcast): void {
    for (const channel of broadcast.channels) {
      const set = this.members.get(channel);
      if (!set) continue;
      // Encoded once per channel, not per socket.
      const encoded = frame(broadcast.event, broadcast.data, channel);
      for (const subscriber of set) {
        if (subscriber.socketId !== broadcast.socketId) subscriber.send(encoded);
      }
    }
  }
}
