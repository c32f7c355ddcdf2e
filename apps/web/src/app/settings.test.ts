import { describe, expect, it } from 'vitest';
import {
  applySettings,
  DEFAULT_SETTINGS,
  deviceForWidth,
  INITIAL_SETTINGS,
  isHeaderHidden,
  restoreSettings,
  settingAvailability,
} from './settings';

describe('layout settings rules (framework §2, §4)', () => {
  it('defaults to theme colour #1890FF, dark side menu', () => {
    expect(DEFAULT_SETTINGS.primaryColor).toBe('#1890FF');
    expect(DEFAULT_SETTINGS.navTheme).toBe('dark');
    expect(DEFAULT_SETTINGS.layout).toBe('sidemenu');
  });

  it('has multi-tab off in the defaults and on in the store', () => {
    expect(DEFAULT_SETTINGS.multiTab).toBe(false);
    expect(INITIAL_SETTINGS.multiTab).toBe(true);
  });

  it('switching layout mode resets fixed sidebar', () => {
    const fixed = applySettings(INITIAL_SETTINGS, { fixSiderbar: true });
    expect(fixed.fixSiderbar).toBe(true);
    expect(applySettings(applySettings(fixed, { layout: 'topmenu' }), { layout: 'sidemenu' }).fixSiderbar).toBe(false);
  });

  it('forces fixed sidebar off in top-menu mode', () => {
    const top = applySettings(INITIAL_SETTINGS, { layout: 'topmenu' });
    expect(applySettings(top, { fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(settingAvailability(top).fixSiderbar).toBe(false);
  });

  it('turning off fixed header turns off hide-header', () => {
    const hiding = applySettings(INITIAL_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(hiding.autoHideHeader).toBe(true);
    expect(applySettings(hiding, { fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('offers hide-header only with a fixed header', () => {
    expect(applySettings(INITIAL_SETTINGS, { autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(settingAvailability(INITIAL_SETTINGS).autoHideHeader).toBe(false);
  });

  it('offers Fluid content width only when not in side-menu mode', () => {
    expect(settingAvailability(INITIAL_SETTINGS).fluidWidth).toBe(false);
    expect(applySettings(INITIAL_SETTINGS, { contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    const top = applySettings(INITIAL_SETTINGS, { layout: 'topmenu', contentWidth: 'Fluid' });
    expect(top.contentWidth).toBe('Fluid');
    expect(applySettings(top, { layout: 'sidemenu' }).contentWidth).toBe('Fixed');
  });

  it('hides the header after 100 px of scroll only when fixed and auto-hide', () => {
    const hiding = applySettings(INITIAL_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(isHeaderHidden(hiding, 100)).toBe(false);
    expect(isHeaderHidden(hiding, 101)).toBe(true);
    expect(isHeaderHidden(INITIAL_SETTINGS, 500)).toBe(false);
  });

  it('uses breakpoints 1088 and 768', () => {
    expect(deviceForWidth(1088)).toBe('desktop');
    expect(deviceForWidth(1087)).toBe('tablet');
    expect(deviceForWidth(767)).toBe('mobile');
  });

  it('restores stored settings, dropping wrong types and applying the rules', () => {
    const restored = restoreSettings({
      primaryColor: '#F5222D',
      multiTab: false,
      layout: 'topmenu',
      fixSiderbar: true,
    });
    expect(restored.primaryColor).toBe('#F5222D');
    expect(restored.multiTab).toBe(false);
    expect(restored.fixSiderbar).toBe(false);
    expect(restoreSettings(null)).toEqual(INITIAL_SETTINGS);
  });
});
