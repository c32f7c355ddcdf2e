import { useTranslation } from 'react-i18next';
import { SceneHome } from '../scene/SceneHome';

/** /lsmain/index: the retail scene's home, shop remembered under `ls_shopId`. */
export default function RetailHomePage() {
  const { t } = useTranslation();
  return <SceneHome home="ls" scenes={['ls']} title={t('sceneHome.lsTitle')} />;
}
