import { type AddRowSettings, DEFAULT_ADD_ROW_SETTINGS } from '@scenecast/contracts';
import { localStore, STORAGE_KEYS } from '../storage';

/** The add button's settings as stored, with the defaults for anything missing or out of range. */
export function readAddSettings(): AddRowSettings {
  const stored = localStore.get<Partial<AddRowSettings>>(STORAGE_KEYS.addRowSettings) ?? {};
  const rowCount = Number(stored.rowCount);
  const position = Number(stored.position);
  return {
    rowCount: Number.isInteger(rowCount) && rowCount >= 1 ? rowCount : DEFAULT_ADD_ROW_SETTINGS.rowCount,
    position: Number.isInteger(position) && position >= 0 ? position : DEFAULT_ADD_ROW_SETTINGS.position,
    scrollToBottom:
      typeof stored.scrollToBottom === 'boolean' ? stored.scrollToBottom : DEFAULT_ADD_ROW_SETTINGS.scrollToBottom,
  };
}

export function saveAddSettings(settings: AddRowSettings): void {
  localStore.set(STORAGE_KEYS.addRowSettings, settings, null);
}
