import { lazy, Suspense, useEffect, useState } from 'react';
import { useSceneChooserStore } from './sceneChooserStore';
import { useSceneStatus } from './useSceneStatus';

const SceneChooser = lazy(() => import('./SceneChooser').then((m) => ({ default: m.SceneChooser })));

/**
 * Loads the scene dialog only when it is needed: the user has no scene yet, or asked to create
 * one. Most sign-ins need neither, and the first screen does without the dialog's code.
 */
export function SceneChooserGate() {
  const { hasScene } = useSceneStatus();
  const requested = useSceneChooserStore((state) => state.requested);
  const needed = !hasScene || requested;
  const [loaded, setLoaded] = useState(needed);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);
  if (!loaded && !needed) return null;
  return (
    <Suspense fallback={null}>
      <SceneChooser />
    </Suspense>
  );
}
