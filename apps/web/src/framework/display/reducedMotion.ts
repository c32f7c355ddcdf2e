import { useSyncExternalStore } from 'react';

let query: MediaQueryList | undefined;
/** The page's one query list, made at its first use. */
const reducedMotion = () => {
  query ??= window.matchMedia('(prefers-reduced-motion: reduce)');
  return query;
};

function onPreferenceChange(notify: () => void): () => void {
  reducedMotion().addEventListener('change', notify);
  return () => reducedMotion().removeEventListener('change', notify);
}

/** True while the system's accessibility settings ask for less motion; followed as they change. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onPreferenceChange,
    () => reducedMotion().matches,
    () => false,
  );
}
