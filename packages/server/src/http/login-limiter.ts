export interface LoginLimiterOptions {
  /** Failed guesses one address may make, against any accounts, per `addressWindowMs`. */
  perAddress?: number;
  addressWindowMs?: number;
  /** Failures against one account, from all addresses, per `accountWindowMs` that put the account under attack. */
  perAccount?: number;
  accountWindowMs?: number;
  /** While an account is under attack, an address that failed against it waits this long after that failure. */
  accountLockMs?: number;
  /** Upper bound on the entries of each table (addresses, accounts, address-account pairs). */
  maxKeys?: number;
  now?: () => number;
}

/** What the login route asks of a limiter: this process's {@link LoginLimiter}, or a cluster's in the database. */
export interface LoginAttempts {
  retryAfter(address: string, account: string): number | Promise<number>;
  fail(address: string, account: string): void | Promise<void>;
  succeed(address: string, account: string): void | Promise<void>;
}

interface Failure {
  at: number;
  /** The account the address guessed at, or the address that guessed at the account. */
  other: string;
}

/**
 * Counts failed password guesses per address and per account.
 *
 * - An address gets `perAddress` failures per window. A success clears only that account's failures from that
 *   address, so signing in to one's own account does not buy more guesses at somebody else's.
 * - An account that collects `perAccount` failures from any addresses within the longer window is under attack:
 *   an address that failed against it must then wait `accountLockMs` between guesses at it. Addresses that have
 *   not failed against it (its owner at home) still get in with the right password; the wait is announced.
 * Every table is swept of expired entries and capped at `maxKeys`, so memory stays bounded under any load.
 */
export class LoginLimiter implements LoginAttempts {
  private readonly byAddress = new Map<string, Failure[]>();
  private readonly byAccount = new Map<string, Failure[]>();
  /** Last failure of an address against an account, keyed `account\naddress`. */
  private readonly pairs = new Map<string, number>();
  private readonly perAddress: number;
  private readonly addressWindowMs: number;
  private readonly perAccount: number;
  private readonly accountWindowMs: number;
  private readonly accountLockMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LoginLimiterOptions = {}) {
    this.perAddress = options.perAddress ?? 10;
    this.addressWindowMs = options.addressWindowMs ?? 15 * 60_000;
    this.perAccount = options.perAccount ?? 30;
    this.accountWindowMs = options.accountWindowMs ?? 60 * 60_000;
    this.accountLockMs = options.accountLockMs ?? 15 * 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds `address` must wait before guessing at `account` again, or 0 when it may try now. */
  retryAfter(address: string, account: string): number {
    const now = this.now();
    let until = this.limitedUntil(this.byAddress.get(address), this.perAddress, this.addressWindowMs);
    const attackedUntil = this.limitedUntil(
      this.byAccount.get(account),
      this.perAccount,
      this.accountWindowMs,
    );
    const lastFailure = this.pairs.get(pairKey(account, address));
    if (attackedUntil > now && lastFailure !== undefined) {
      until = Math.max(until, Math.min(attackedUntil, lastFailure + this.accountLockMs));
    }
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  fail(address: string, account: string): void {
    const at = this.now();
    this.record(this.byAddress, address, { at, other: account }, this.perAddress, this.addressWindowMs);
    this.record(this.byAccount, account, { at, other: address }, this.perAccount, this.accountWindowMs);
    const key = pairKey(account, address);
    this.pairs.delete(key);
    this.pairs.set(key, at);
    this.bound(this.pairs, (last) => last > at - this.accountLockMs);
  }

  /** `account` signed in from `address`: forget that pair's failures, keep every other account's. */
  succeed(address: string, account: string): void {
    this.drop(this.byAddress, address, account);
    this.drop(this.byAccount, account, address);
    this.pairs.delete(pairKey(account, address));
  }

  /** Entries held in all tables (for the memory bound). */
  get size(): number {
    return this.byAddress.size + this.byAccount.size + this.pairs.size;
  }

  /** When the failures in `list` fall below `limit` within `windowMs`; in the past when they already are. */
  private limitedUntil(list: Failure[] | undefined, limit: number, windowMs: number): number {
    if (!list || list.length < limit) return 0;
    return list[list.length - limit]!.at + windowMs;
  }

  private record(
    table: Map<string, Failure[]>,
    key: string,
    failure: Failure,
    limit: number,
    windowMs: number,
  ) {
    const since = failure.at - windowMs;
    const recent = (table.get(key) ?? []).filter((f) => f.at > since);
    recent.push(failure);
    // Re-inserted so the table's order is oldest activity first, which is what `bound` evicts.
    table.delete(key);
    table.set(key, recent.slice(-limit));
    this.bound(table, (list) => list[list.length - 1]!.at > since);
  }

  private drop(table: Map<string, Failure[]>, key: string, other: string): void {
    const list = table.get(key);
    if (!list) return;
    const kept = list.filter((f) => f.other !== other);
    if (kept.length > 0) table.set(key, kept);
    else table.delete(key);
  }

  /** Sweeps entries that no longer matter, then evicts the least recently active ones beyond `maxKeys`. */
  private bound<T>(table: Map<string, T>, live: (value: T) => boolean): void {
    if (table.size <= this.maxKeys) return;
    for (const [key, value] of table) if (!live(value)) table.delete(key);
    // Evicting a tenth more than needed spares the sweep on the next few failures.
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of table.keys()) {
      if (table.size <= target) break;
      table.delete(key);
    }
  }
}

function pairKey(account: string, address: string): string {
  return `${account}\n${address}`;
}
