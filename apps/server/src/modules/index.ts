import type { ModulePlugin } from '../platform/http/module.js';

/** Every business module's routes, registered under API_BASE in this order. */
export const modules: ModulePlugin[] = [];
