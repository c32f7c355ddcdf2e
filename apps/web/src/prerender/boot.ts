/** The element holding the landing page's markup until the console's first route renders. */
export const PRERENDER_ID = 'sc-prerender';

/** Removes the markup painted before the scripts ran, once React shows the real page. */
export function removePrerender(): void {
  document.getElementById(PRERENDER_ID)?.remove();
}
