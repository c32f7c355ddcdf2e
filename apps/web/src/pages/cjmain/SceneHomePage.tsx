import { useTranslation } from 'react-i18next';
import { CJ_SCENES } from '../scene/currentShop';
import { SceneHome } from '../scene/SceneHome';

/** /cjmain/index: the photography (and clothing) scene's home, shop remembered under `shopId`. */
export default function SceneHomePage() {
  const { t } = useTranslation();
  return <SceneHome home="cj" scenes={CJ_SCENES} title={t('sceneHome.cjTitle')} />;
}
