import { create } from 'zustand';
import { localStore, STORAGE_KEYS } from '../../framework/storage';
import { applySettings, type LayoutSettings, restoreSettings } from '../settings';

interface SettingsState {
  settings: LayoutSettings;
  update: (patch: Partial<LayoutSettings>) => void;
}

/** The layout settings, persisted under `pro__` with no expiry. */
export const useSettingsStore = create<SettingsState>((set, get) => ({
  settings: restoreSettings(localStore.get<Partial<LayoutSettings>>(STORAGE_KEYS.settings)),
  update: (patch) => {
    const settings = applySettings(get().settings, patch);
    localStore.set(STORAGE_KEYS.settings, settings, null);
    set({ settings });
  },
}));
