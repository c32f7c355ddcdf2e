import { create } from 'zustand';

interface SceneChooserState {
  /** Opened on purpose (from the bell, a scene home): closable unless the user has no shop. */
  requested: boolean;
  openChooser: () => void;
  closeChooser: () => void;
}

export const useSceneChooserStore = create<SceneChooserState>((set) => ({
  requested: false,
  openChooser: () => set({ requested: true }),
  closeChooser: () => set({ requested: false }),
}));
