import { BREAKPOINT_MOBILE_PX, BREAKPOINT_TABLET_PX, HEADER_AUTO_HIDE_PX, PRIMARY_COLOR } from '@scenecast/contracts';

/** The layout settings: one typed object (framework §2, §4). */
export interface LayoutSettings {
  navTheme: 'dark' | 'light';
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multiTab: boolean;
}

/** The defaults as the spec gives them: multi-tab off here (framework §4). */
export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: 'dark',
  primaryColor: PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multiTab: false,
};

/**
 * What the store starts with. The spec has multi-tab on in the store and off in the defaults; the
 * store wins because the business console is a tabbed layout (business §1, §2).
 */
export const INITIAL_SETTINGS: LayoutSettings = { ...DEFAULT_SETTINGS, multiTab: true };

/** Which options the drawer offers for the current settings. */
export function settingAvailability(settings: LayoutSettings) {
  return {
    fluidWidth: settings.layout !== 'sidemenu',
    autoHideHeader: settings.fixedHeader,
    fixSiderbar: settings.layout !== 'topmenu',
  };
}

/** Applies a change and the rules that follow it, so no combination the spec forbids survives. */
export function applySettings(current: LayoutSettings, patch: Partial<LayoutSettings>): LayoutSettings {
  const next: LayoutSettings = { ...current, ...patch };
  if (patch.layout !== undefined && patch.layout !== current.layout) next.fixSiderbar = false;
  if (next.layout === 'topmenu') next.fixSiderbar = false;
  if (next.layout === 'sidemenu' && next.contentWidth === 'Fluid') next.contentWidth = 'Fixed';
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** Restores a stored object: unknown or damaged fields fall back, then the rules apply. */
export function restoreSettings(stored: Partial<LayoutSettings> | null): LayoutSettings {
  if (!stored || typeof stored !== 'object') return INITIAL_SETTINGS;
  const known: Partial<LayoutSettings> = {};
  for (const key of Object.keys(INITIAL_SETTINGS) as (keyof LayoutSettings)[]) {
    if (typeof stored[key] === typeof INITIAL_SETTINGS[key]) Object.assign(known, { [key]: stored[key] });
  }
  return applySettings(INITIAL_SETTINGS, known);
}

export type Device = 'desktop' | 'tablet' | 'mobile';

/** Below 1088 px the layout is mobile with the side menu closed; below 768 px too. */
export function deviceForWidth(width: number): Device {
  if (width < BREAKPOINT_MOBILE_PX) return 'mobile';
  if (width < BREAKPOINT_TABLET_PX) return 'tablet';
  return 'desktop';
}

export function isMobileDevice(device: Device): boolean {
  return device !== 'desktop';
}

/** With auto-hide on a fixed header, the header hides after 100 px of scroll. */
export function isHeaderHidden(settings: LayoutSettings, scrollTop: number): boolean {
  return settings.fixedHeader && settings.autoHideHeader && scrollTop > HEADER_AUTO_HIDE_PX;
}
