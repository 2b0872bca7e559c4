export interface ConnectionCaps {
  /** Open connections one process holds at most. */
  total: number;
  /** Open connections from one client address at most. */
  perAddress: number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; status: 429 | 503; message: string };

/**
 * Counts open websocket connections, in all and per client address, so that
 * one client (or a flood of them) cannot exhaust the process's sockets and
 * memory. A slot is taken before the upgrade and given back once, when the
 * socket closes.
 */
export class ConnectionLimits {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly caps: ConnectionCaps) {}

  /**
   * 503 when the process is full (another instance may have room, so the
   * client should retry later), 429 when this address holds its share.
   */
  admit(address: string): Admission {
    if (this.total >= this.caps.total) return { admitted: false, status: 503, message: 'Too many realtime connections on this server.' };
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.caps.perAddress) return { admitted: false, status: 429, message: 'Too many realtime connections from this address.' };
    this.total += 1;
    this.byAddress.set(address, held + 1);
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}
