import { type Breakpoint, Grid } from 'antd';

/**
 * antd's `md` breakpoint is the spec's 768 px (AntdProviders sets it from the contracts), so
 * table columns and pages read the same edge as the layout.
 */

/** A table column's `responsive` for what a phone leaves out: shown from 768 px up. */
export const WIDE_SCREENS_ONLY: Breakpoint[] = ['md'];

/** True below 768 px, where lists turn to a reduced column set with their actions kept. */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * A list table's layout for the screen: on a wide one it may scroll sideways with its actions
 * pinned to the right; on a phone its columns are reduced to fit, so neither is needed (a pinned
 * column there would cover the names).
 */
export function tableFit(isPhone: boolean, scrollX: number) {
  return {
    scroll: isPhone ? undefined : { x: scrollX },
    actions: (wideWidth: number, phoneWidth: number) =>
      isPhone ? { width: phoneWidth } : { width: wideWidth, fixed: 'right' as const },
  };
}
