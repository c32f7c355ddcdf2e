import { WechatOutlined } from '@ant-design/icons';
import {
  APPLET_PAGES,
  type AppletScenePage,
  MESSAGES,
  type MessageKey,
  msg,
  type ShopRecord,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTabsStore } from '../../app/stores/tabsStore';
import { usePermission } from '../../framework/Authorized';
import { currentLang } from '../../framework/i18n';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useCurrentShop } from '../device/currentShop';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { useSceneShop } from '../scene/SceneShopPicker';
import { AppletCard } from './AppletCard';
import { addApplet, appletKeys, preAuth, useAppletSetup, useApplets } from './api';
import './locale';

/**
 * Mini-program applets (/cjmain/applet, /lsmain/applet, /qymain/applet): authorise one through
 * WeChat, bind shops, commit a template's code, submit it for review and release it (docs/applets.md).
 */
export default function AppletPage() {
  const { pathname } = useLocation();
  const scenePage = APPLET_PAGES.find((page) => pathname.startsWith(`/${page}/`)) ?? 'cjmain';
  return scenePage === 'cjmain' ? <ShopApplets /> : <SceneApplets scenePage={scenePage} />;
}

/** The scene whose shops the enterprise and retail pages bind. */
const SCENE_OF_PAGE = { qymain: 'qy', lsmain: 'ls' } as const;

/**
 * The enterprise and retail pages bind their scene's shops; the current one is the one the other
 * pages of the scene keep (qy_shopId, ls_shopId).
 */
function SceneApplets({ scenePage }: { scenePage: keyof typeof SCENE_OF_PAGE }) {
  const scene = SCENE_OF_PAGE[scenePage];
  const { shops, shop } = useSceneShop(scene, SHOP_STORAGE_KEYS[scene]);
  return <Applets scenePage={scenePage} shops={shops} currentShopId={shop?.id ?? null} />;
}

/** The photography and clothing page (/cjmain): the shop the /cjmain pages keep under shopId. */
function ShopApplets() {
  const { shops, shopId } = useCurrentShop();
  return <Applets scenePage="cjmain" shops={shops} currentShopId={shopId} />;
}

function Applets({
  scenePage,
  shops,
  currentShopId,
}: {
  scenePage: AppletScenePage;
  shops: ShopRecord[];
  currentShopId: string | null;
}) {
  const { t } = useTranslation();
  const setup = useAppletSetup();
  const configured = setup.data?.configured === true;
  const applets = useApplets(configured);
  const canManage = usePermission('applet:manage');
  const [pickedId, setPickedId] = useState<string | null>(null);
  const { message } = useFeedback();
  const [authorizing, setAuthorizing] = useState(false);
  useAuthorizationReturn();

  if (setup.isLoading) return <Spin />;
  if (!configured) {
    return (
      <Card title={t('applet.title')}>
        <Alert
          type="warning"
          showIcon
          data-testid="applet-not-configured"
          title={msg('wxNotConfigured', currentLang())}
        />
      </Card>
    );
  }

  const records = applets.data?.records ?? [];
  const applet = records.find((record) => record.id === pickedId) ?? records[0] ?? null;
  const authorize = async () => {
    setAuthorizing(true);
    try {
      window.location.assign((await preAuth(scenePage)).url);
    } catch (error) {
      showRefusal(message, error);
      setAuthorizing(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('applet.title')}
        extra={
          canManage && (
            <Button type="primary" icon={<WechatOutlined />} loading={authorizing} onClick={authorize}>
              {t('applet.authorize')}
            </Button>
          )
        }
      >
        {records.length === 0 ? (
          <Empty description={applets.isLoading ? null : t('applet.empty')}>
            <Typography.Text type="secondary">{t('applet.emptyText')}</Typography.Text>
          </Empty>
        ) : (
          <Space wrap>
            <Typography.Text>{t('applet.pick')}</Typography.Text>
            <Select
              aria-label={t('applet.pick')}
              style={{ minWidth: 200 }}
              value={applet?.id}
              onChange={setPickedId}
              options={records.map((record) => ({ value: record.id, label: record.nickName || record.appId }))}
            />
          </Space>
        )}
      </Card>
      {applet && (
        <AppletCard key={applet.id} applet={applet} canManage={canManage} shops={shops} currentShopId={currentShopId} />
      )}
    </Space>
  );
}

/**
 * WeChat's page returns through the server's callback to this page with authCode and state (or
 * an error key): record the applet once, then drop them from the address.
 */
function useAuthorizationReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { message } = useFeedback();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const authCode = params.get('authCode');
  const state = params.get('state');
  const error = params.get('error');

  useEffect(() => {
    if (handled.current || (!error && !(authCode && state))) return;
    handled.current = true;
    // Off the address so a reload does not replay a used code; its tab goes once the page's
    // own tab is open (the layout opens it after this render), so the page stays in front.
    const staleTab = pathname + search;
    navigate(pathname, { replace: true });
    window.setTimeout(() => useTabsStore.getState().close(staleTab), 0);
    if (error) {
      message.error(msg(error in MESSAGES ? (error as MessageKey) : 'wxAuthFlowInvalid', currentLang()));
      return;
    }
    if (authCode && state) {
      addApplet(authCode, state).then(
        () => {
          message.success(t('applet.authorized'));
          void queryClient.invalidateQueries({ queryKey: appletKeys.all });
        },
        (failure: unknown) => showRefusal(message, failure),
      );
    }
  }, [authCode, state, error, pathname, search, navigate, message, t, queryClient]);
}
