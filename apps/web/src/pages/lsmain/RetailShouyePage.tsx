import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { LS_BANNERS_MAX, LS_HOME_MODULES, type LsHomeModule } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Skeleton, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import { useFeedback } from '../../framework/useFeedback';
import { type ModuleRow, moveRow, rowsOf, shownModules } from '../cjmain/studio/shouyeRows';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { SceneShopSelect, useSceneShop } from '../scene/SceneShopPicker';
import { lingshouKeys, saveRetailHome, useRetailHome } from './api';
import './lingshouLocale';
import './showcaseLocale';
import './lingshou.css';

/** /lsmain/shouye: which modules the retail shop's screen and applet home show, in which order, and its banners. */
export default function RetailShouyePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, select, isLoading } = useSceneShop('ls', SHOP_STORAGE_KEYS.ls);
  const home = useRetailHome(shop?.id ?? null);
  const [rows, setRows] = useState<ModuleRow<LsHomeModule>[]>([]);
  const [banners, setBanners] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (!home.data) return;
    setRows(rowsOf(home.data.modules, LS_HOME_MODULES));
    setBanners(home.data.banners);
  }, [home.data]);

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!shop) {
    return (
      <Card variant="borderless">
        <Empty description={t('lingshou.noShop')}>
          <Typography.Text type="secondary">{t('lingshou.noShopText')}</Typography.Text>
        </Empty>
      </Card>
    );
  }

  const toggle = (module: LsHomeModule, shown: boolean) =>
    setRows((known) => known.map((row) => (row.module === module ? { ...row, shown } : row)));
  const save = () =>
    runSave(async () => {
      const saved = await saveRetailHome(shop.id, shownModules(rows), banners);
      queryClient.setQueryData(lingshouKeys.home(shop.id), saved);
      message.success(t('lsHome.saved'));
    });

  return (
    <Card variant="borderless" title={t('lsHome.title')} data-testid="ls-home-page">
      <Space wrap className="ls-home-bar">
        <Typography.Text type="secondary">{t('lingshou.shop')}</Typography.Text>
        <SceneShopSelect shops={shops} shop={shop} select={select} testId="ls-shop" />
      </Space>
      <Typography.Paragraph type="secondary">{t('lsHome.desc')}</Typography.Paragraph>
      {home.isLoading ? (
        <Skeleton active />
      ) : (
        <div className="ls-home-form">
          <List
            bordered
            dataSource={rows}
            renderItem={(row, index) => (
              <List.Item data-testid={`ls-home-module-${row.module}`}>
                <div className="ls-home-row">
                  <Typography.Text strong={row.shown}>{t(`lsHome.modules.${row.module}`)}</Typography.Text>
                  <Space size={4}>
                    <Switch
                      size="small"
                      checked={row.shown}
                      aria-label={t('lsHome.shown')}
                      onChange={(shown) => toggle(row.module, shown)}
                      data-testid={`ls-home-shown-${row.module}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('lsHome.moveUp')}
                      disabled={index === 0}
                      onClick={() => setRows((known) => moveRow(known, index, -1))}
                      data-testid={`ls-home-up-${row.module}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('lsHome.moveDown')}
                      disabled={index === rows.length - 1}
                      onClick={() => setRows((known) => moveRow(known, index, 1))}
                    />
                  </Space>
                </div>
              </List.Item>
            )}
          />
          <Typography.Title level={5} className="ls-home-banners">
            {t('lsHome.banners')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('lsHome.bannersHint')}</Typography.Paragraph>
          <ImageUpload
            key={shop.id}
            value={banners}
            onChange={setBanners}
            biz="shop"
            limit={LS_BANNERS_MAX}
            data-testid="ls-home-banners"
          />
          <Button
            type="primary"
            className="ls-home-save"
            loading={saving}
            onClick={() => void save()}
            data-testid="ls-home-save"
          >
            {t('lsHome.save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
