import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { SHOUYE_MODULES, type ShouyeModule } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Skeleton, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../../framework/refusal';
import { useFeedback } from '../../../framework/useFeedback';
import { useCurrentShop } from '../../device/currentShop';
import { saveShouye, studioKeys, useShouye } from './api';
import { ShopBar } from './ShopBar';
import { type ModuleRow, moveRow, rowsOf, shownModules } from './shouyeRows';
import './studio.css';

/** /cjmain/shouye: which modules the shop's screen and applet home show, and in which order. */
export default function ShouyePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const current = useCurrentShop();
  const home = useShouye(current.shopId);
  const [rows, setRows] = useState<ModuleRow<ShouyeModule>[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (home.data) setRows(rowsOf(home.data.modules, SHOUYE_MODULES));
  }, [home.data]);

  if (!current.isLoading && current.shops.length === 0) {
    return (
      <Card>
        <Empty description={t('studio.noShop')} />
      </Card>
    );
  }

  const toggle = (module: ShouyeModule, shown: boolean) =>
    setRows((known) => known.map((row) => (row.module === module ? { ...row, shown } : row)));

  const save = () =>
    runSave(async () => {
      if (!current.shopId) return;
      const saved = await saveShouye({ shopId: current.shopId, modules: shownModules(rows) });
      queryClient.setQueryData(studioKeys.part('shouye', current.shopId), saved);
      message.success(t('studio.saved'));
    });

  return (
    <Card title={t('studio.shouye.title')}>
      <ShopBar current={current} desc={t('studio.shouye.desc')} />
      {home.isLoading ? (
        <Skeleton active />
      ) : (
        <div className="studio-form">
          <List
            bordered
            dataSource={rows}
            renderItem={(row, index) => (
              <List.Item data-testid={`shouye-module-${row.module}`}>
                <div className="studio-module-row">
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong={row.shown}>{t(`studio.shouye.modules.${row.module}`)}</Typography.Text>
                    {row.module === 'reviews' && (
                      <Typography.Text type="secondary">{t('studio.shouye.reviewsHint')}</Typography.Text>
                    )}
                  </Space>
                  <Space size={4}>
                    <Switch
                      size="small"
                      checked={row.shown}
                      aria-label={t('studio.shouye.shown')}
                      onChange={(shown) => toggle(row.module, shown)}
                      data-testid={`shouye-shown-${row.module}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('studio.shouye.moveUp')}
                      disabled={index === 0}
                      onClick={() => setRows((known) => moveRow(known, index, -1))}
                      data-testid={`shouye-up-${row.module}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('studio.shouye.moveDown')}
                      disabled={index === rows.length - 1}
                      onClick={() => setRows((known) => moveRow(known, index, 1))}
                    />
                  </Space>
                </div>
              </List.Item>
            )}
          />
          <Button
            type="primary"
            className="studio-save"
            loading={saving}
            onClick={() => void save()}
            data-testid="shouye-save"
          >
            {t('studio.save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
