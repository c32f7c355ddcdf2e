import { useTranslation } from 'react-i18next';
import { SceneHome } from '../scene/SceneHome';

/** /qymain/index: the enterprise scene's home, shop remembered under `qy_shopId`. */
export default function EnterpriseHomePage() {
  const { t } = useTranslation();
  return <SceneHome home="qy" scenes={['qy']} title={t('sceneHome.qyTitle')} />;
}
