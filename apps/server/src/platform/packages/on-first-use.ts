import { createRequire } from 'node:module';

/** Node's synchronous loader, for the packages `onFirstUse` loads. */
export const requirePackage = createRequire(import.meta.url);

/**
 * What `load` makes, made when first needed instead of at start: for the heavy packages few
 * requests use (rich text, spreadsheets), so the server answers sooner after it starts.
 * Synchronous, so their callers stay synchronous; the first caller pays the load.
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}
