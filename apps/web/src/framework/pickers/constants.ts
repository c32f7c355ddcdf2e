/** Picker sizes and timings of framework §9, used only by the widgets in this folder. */

/** Modal widths: popup 1200, user picker 1250, business picker 900. */
export const POPUP_MODAL_WIDTH = 1200;
export const USER_PICKER_MODAL_WIDTH = 1250;
export const BUSINESS_PICKER_MODAL_WIDTH = 900;
export const DEPART_PICKER_MODAL_WIDTH = 500;
export const POSITION_PICKER_MODAL_WIDTH = 900;
/** Search-select debounce 800 ms, page size 10. */
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const SEARCH_SELECT_PAGE_SIZE = 10;
/** Tree dropdown max height 400. */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;
/** Multi-select joins with comma by default; the popup's spliter defaults to comma. */
export const DEFAULT_SEPARATOR = ',';

/** A comma-joined value as its parts, without empties. */
export function splitValue(value: string | undefined, separator = DEFAULT_SEPARATOR): string[] {
  return (value ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Texts of values from a call that answers them in the values' order but leaves unknown ones out:
 * when some are missing nothing tells which, so every value then shows as itself.
 */
export function textsByKey(keys: readonly string[], texts: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    keys.map((key, index) => [key, texts.length === keys.length ? (texts[index] ?? key) : key]),
  );
}
