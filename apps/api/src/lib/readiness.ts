/**
 * Whether this process should get traffic (`GET /readyz`, README "Operations"): not while it starts (its
 * migrations run), not while its database does not answer, and not once SIGTERM arrived, so a load balancer
 * drains it before it stops. `/healthz` stays liveness: it never looks at the database.
 */
type ReadinessState = 'starting' | 'ready' | 'draining';

export function createReadiness(options: { state?: ReadinessState; ping: () => Promise<unknown>; timeoutMs?: number }) {
  let state: ReadinessState = options.state ?? 'ready';
  const timeoutMs = options.timeoutMs ?? 1_000;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    drain() {
      state = 'draining';
    },
    /** Ready, or the reason not to send traffic here. */
    async check(): Promise<{ ready: true } | { ready: false; reason: 'starting' | 'draining' | 'database' }> {
      if (state !== 'ready') return { ready: false, reason: state };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([options.ping(), timeout]);
        return { ready: true };
      } catch {
        return { ready: false, reason: 'database' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
