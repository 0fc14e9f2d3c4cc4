import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, with one pause. Evaluating this module's imports (React
// DOM is one ~170 KB function) and creating the root used to be a single task; on a phone it was
// one of the longest after the first paint. Yielding to the browser here splits it in two
// (docs/decisions/0011). The page works without JavaScript meanwhile (docs/decisions/0009).
// A MessageChannel message, not a timer: timers are clamped, throttled in background tabs, and
// frozen by tests that fake the clock.
await new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
