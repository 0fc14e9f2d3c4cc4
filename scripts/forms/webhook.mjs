// Forwards stored submissions to FORMS_WEBHOOK (POST, JSON), with retries and exponential backoff.
// A submission is acknowledged to the visitor once it is stored; delivery happens afterwards, so
// a webhook that is down loses nothing: pending rows stay in the database (and in the export)
// and are retried, across restarts too, until the webhook answers 2xx.

/**
 * @param {{
 *   store: import("./store.mjs").Store,
 *   url: string,
 *   baseDelayMs?: number,
 *   maxDelayMs?: number,
 *   timeoutMs?: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createForwarder({
  store,
  url,
  baseDelayMs = 5_000,
  maxDelayMs = 60 * 60_000,
  timeoutMs = 10_000,
  log = () => {},
}) {
  let running = false;
  let again = false;
  let timer;
  let stopped = false;

  /** The wait before attempt n+1 after n failures: base·2^(n-1), capped, ±20% jitter. */
  const backoff = (failures) => {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
    return delay * (0.8 + Math.random() * 0.4);
  };

  async function deliver(row) {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          id: row.id,
          form: row.form,
          created_at: row.created_at,
          page: row.page,
          fields: row.fields,
        }),
        signal: controller.signal,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      store.markDelivered(row.id);
    } catch (error) {
      const message = controller.signal.aborted ? "timeout" : (error?.message ?? String(error));
      const next = new Date(Date.now() + backoff(row.attempts + 1));
      store.markFailed(row.id, next, message);
      log(`forms webhook: #${row.id} not delivered (${message}); next try ${next.toISOString()}`);
    } finally {
      clearTimeout(timeout);
    }
  }

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        let batch;
        while (!stopped && (batch = store.due()).length) {
          await Promise.all(batch.map(deliver));
        }
      } while (again && !stopped);
    } finally {
      running = false;
      schedule();
    }
  }

  /** Wake up when the next pending delivery is due. */
  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const at = store.nextDue();
    if (!at) return;
    timer = setTimeout(run, Math.max(0, Date.parse(at) - Date.now()) + 10);
    timer.unref();
  }

  return {
    /** A new submission was stored: deliver it now. */
    kick() {
      void run();
    },
    /** Start: retries whatever earlier runs left pending. */
    start() {
      void run();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Resolves once nothing is being delivered (tests). */
    async idle() {
      while (running) await new Promise((r) => setTimeout(r, 5));
    },
  };
}
