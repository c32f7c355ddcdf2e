import { useSessionStore } from '../../app/stores/sessionStore';
import { useSceneCount } from './api';
import { useSceneChooserStore } from './sceneChooserStore';

export interface SceneStatus {
  loading: boolean;
  /**
   * False while the user has no scene and no shop in a tenant without scenes: the scene dialog is
   * open and cannot be closed. A back-office user added to a tenant that runs scenes is not asked.
   */
  hasScene: boolean;
  count: number;
  /** Opens the scene chooser ("create a scene"). */
  openChooser: () => void;
}

/**
 * Whether the signed-in user has a scene yet, and how to offer creating one (business §4: the
 * notifications offer "create a scene" while none exists). Needs the layout's query client.
 */
export function useSceneStatus(): SceneStatus {
  const count = useSceneCount();
  const openChooser = useSceneChooserStore((state) => state.openChooser);
  const total = count.data?.count ?? 0;
  // Platform administrators run the platform, not shops: they are never asked for a scene.
  const isPlatformAdmin = useSessionStore((state) => Boolean(state.userInfo?.isPlatformAdmin));
  return {
    loading: count.isLoading,
    hasScene: isPlatformAdmin || count.isLoading || count.isError || total > 0 || Boolean(count.data?.tenantHasScene),
    count: total,
    openChooser,
  };
}
