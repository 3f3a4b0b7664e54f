/**
 * Connection failures per host, shared by every download of one `atss fetch` run: a failure is a request that got
 * no answer at all (refused, no route, no DNS name, reset before the headers). After `limit` of them in a row to
 * one host, the host is given up: the download that saw the last one fails, and every later download from it
 * fails at once without asking, so a run without a network stops in seconds and says which host it could not
 * reach, instead of retrying every file of a five-year range. Any answer from the host (a 404 or a 503 too)
 * resets its count.
 */
export class HostCircuit {
  private readonly failures = new Map<string, number>();
  private readonly givenUp = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** Why `host` is no longer asked, or undefined while it is. */
  refusal(host: string): string | undefined {
    return this.givenUp.get(host);
  }

  /** The host answered: its count starts again. */
  answered(host: string): void {
    this.failures.set(host, 0);
  }

  /** A request to `host` got no answer (`cause`): the sentence that gives the host up once the limit is met. */
  failed(host: string, cause: string): string | undefined {
    const count = (this.failures.get(host) ?? 0) + 1;
    this.failures.set(host, count);
    if (count < this.limit) return undefined;
    const reason =
      this.givenUp.get(host) ??
      `cannot reach ${host} (${cause}; ${count} connection failures in a row): no more requests to ${host} in this run`;
    this.givenUp.set(host, reason);
    return reason;
  }

  /** Every host given up, with its reason. */
  refusals(): ReadonlyMap<string, string> {
    return this.givenUp;
  }
}
