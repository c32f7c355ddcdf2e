import { LAZY_CHUNK_TIMEOUT_MS } from '@scenecast/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** Every page of `src/pages`, each its own chunk; the menu's component path names one. */
const modules = import.meta.glob<PageModule>(['../pages/**/*Page.tsx']);

export class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly component: string) {
    super(`Cannot find module 'pages/${component}'`);
  }
}

export class ChunkLoadTimeoutError extends Error {
  readonly code = 'CHUNK_LOAD_TIMEOUT';
  constructor(readonly component: string) {
    super(`Loading chunk 'pages/${component}' timed out after ${LAZY_CHUNK_TIMEOUT_MS / 1000} s`);
  }
}

export function pageModuleKey(component: string): string {
  return `../pages/${component.replace(/^\/+/, '').replace(/\.tsx$/, '')}.tsx`;
}

function withTimeout(component: string, load: () => Promise<PageModule>): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadTimeoutError(component)), LAZY_CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page for a component path; a missing module throws MODULE_NOT_FOUND when rendered. */
export function lazyPage(component: string): LazyExoticComponent<ComponentType> {
  const known = cache.get(component);
  if (known) return known;
  const load = modules[pageModuleKey(component)];
  const page = lazy(() => (load ? withTimeout(component, load) : Promise.reject(new ModuleNotFoundError(component))));
  cache.set(component, page);
  return page;
}
