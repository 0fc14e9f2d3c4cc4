/**
 * How we wrap a Decap backend (registered with `registerBackend`, docs/cms.md): the same object
 * with some of its methods replaced, every other method bound to it. `paths.ts` (our file layout)
 * and `strip.ts` (uploads without metadata) each replace a few.
 */
export type Backend = Record<string, unknown>;
export type Overrides = Record<string, (...args: never[]) => unknown>;

/** Calls the wrapped backend's own method. */
export const caller =
  (inner: Backend) =>
  (name: string, ...args: unknown[]) =>
    (inner[name] as (...a: unknown[]) => Promise<unknown>).apply(inner, args);

/** `inner` with `overrides` in place of the methods it has of those names. */
export function overriding<B extends Backend>(inner: B, overrides: Overrides): B {
  return new Proxy(inner, {
    get(target, key, receiver) {
      if (typeof key === "string" && key in overrides && typeof target[key] === "function")
        return overrides[key];
      const value = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
