import { forbidden } from '../http/errors.js';
import type { Scope } from './scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The button (an action code such as `system:role:add`) whose holders may call the route
     * (route-grant.ts). Checked once, right after the caller's scope is known: 403 without it.
     */
    permission?: string;
  }
}

/** Whether the caller's roles hold an enabled button with this action. */
export type ButtonCheck = (scope: Scope, action: string) => Promise<boolean>;

let buttonCheck: ButtonCheck | undefined;

/**
 * The module that owns roles and permissions tells the platform how to answer; `platform/` imports
 * no module. Until one is registered every route that declares a permission is refused.
 */
export function registerButtonCheck(check: ButtonCheck): void {
  buttonCheck = check;
}

/** Whether the caller's roles hold the button, for answers that differ by it (masked fields). */
export async function hasButton(scope: Scope, action: string): Promise<boolean> {
  return buttonCheck !== undefined && (await buttonCheck(scope, action));
}

/** Refuses (403) a caller whose roles lack the button; for a check that depends on the request. */
export async function requireButton(scope: Scope, action: string): Promise<void> {
  if (!(await hasButton(scope, action))) throw forbidden();
}
