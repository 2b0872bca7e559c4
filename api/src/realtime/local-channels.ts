import type { Broadcast } from './broadcast.js';
import { frame } from './protocol.js';

/** What the registry needs of a connection: its id (to leave the sender out) and a way to send. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
}

/** The channels this process's sockets are subscribed to, and the delivery of events to them. */
export class LocalChannels {
  private readonly members = new Map<string, Set<Subscriber>>();

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
