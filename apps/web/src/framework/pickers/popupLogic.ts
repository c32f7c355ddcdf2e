import type { MessageKey } from '@scenecast/contracts';
import { DEFAULT_SEPARATOR, splitValue } from './constants';

export interface PopupConfig {
  code: string;
  orgFields: string;
  destFields: string;
}

/** Why a popup's configuration cannot work (framework §5 "Pickers and selects"), or null. */
export function popupConfigError({ code, orgFields, destFields }: PopupConfig): MessageKey | null {
  if (!code || !orgFields || !destFields) return 'popupConfigInvalid';
  if (splitValue(orgFields).length !== splitValue(destFields).length) return 'popupFieldCountMismatch';
  return null;
}

/**
 * The target fields' values from the chosen rows: each destination field takes its source field of
 * every row, joined by the spliter.
 */
export function popupValues(
  rows: readonly Record<string, unknown>[],
  orgFields: string,
  destFields: string,
  spliter = DEFAULT_SEPARATOR,
): Record<string, string> {
  const sources = splitValue(orgFields);
  return Object.fromEntries(
    splitValue(destFields).map((dest, index) => [
      dest,
      rows
        .map((row) => row[sources[index] ?? ''])
        .map((cell) => (cell === null || cell === undefined ? '' : String(cell)))
        .join(spliter),
    ]),
  );
}

/** Submit needs exactly one row in single mode, at least one otherwise. */
export function canSubmitPopup(count: number, multi: boolean): boolean {
  return multi ? count > 0 : count === 1;
}

/** The report's `self_` parameters from the popup's fixed ones (a shop id becomes self_shopId). */
export function selfParams(param: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(param ?? {}).map(([key, value]) => [`self_${key}`, value]));
}
