import { entityOf } from './entities.js';

/**
 * Which lists data rules may narrow, and the menu entry each belongs to (its page component, as the
 * menu row names it). The module owning a list registers it at start-up; a rule's column then
 * resolves only through that list's queryable fields in the entity allow-list.
 */

/** Page component (sys_permission.component) → registered entity name. */
const listsByComponent = new Map<string, string>();

/** Declares that the page `component` shows a list of `entity` (a registered entity) that data rules narrow. */
export function registerDataRuleList(component: string, entity: string): void {
  entityOf(entity);
  const known = listsByComponent.get(component);
  if (known && known !== entity) throw new Error(`page ${component} already lists ${known}`);
  listsByComponent.set(component, entity);
}

/** The entity whose list the page shows, if data rules may narrow it. */
export function dataRuleListOf(component: string | null): string | undefined {
  return component ? listsByComponent.get(component) : undefined;
}

/** The page components that show the list of `entity`. */
export function dataRuleComponentsOf(entity: string): string[] {
  return [...listsByComponent].filter(([, name]) => name === entity).map(([component]) => component);
}
