import { CopyOutlined, ReloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyCode } from '../../framework/useCopyCode';
import { useFeedback } from '../../framework/useFeedback';
import { regenerateShareCode, shopKeys, useShareCode } from './api';

/** A shop's share code: show, copy, regenerate (the owner only). */
export function ShareCodePanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const copyCode = useCopyCode();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const code = useShareCode(shopId);
  const shareCode = code.data?.shareCode ?? '';

  const copy = () => copyCode(shareCode, t('shop.share.copied'));

  const regenerate = async () => {
    const result = await regenerateShareCode(shopId);
    queryClient.setQueryData(shopKeys.shareCode(shopId), result);
    message.success(t('shop.share.regenerated'));
  };

  return (
    <div className="sc-share-panel" data-testid="share-code-panel">
      <div className="sc-share-panel-head">
        <ShareAltOutlined />
        <span>{t('shop.share.title')}</span>
      </div>
      {code.isLoading ? (
        <Skeleton.Input active />
      ) : (
        <Space align="center" wrap>
          <Typography.Text className="sc-share-code" data-testid="share-code">
            {shareCode}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={copy}>
            {t('shop.share.copy')}
          </Button>
          <Popconfirm title={t('shop.share.regenerateConfirm')} onConfirm={regenerate}>
            <Button icon={<ReloadOutlined />}>{t('shop.share.regenerate')}</Button>
          </Popconfirm>
        </Space>
      )}
      <div className="sc-share-panel-hint">{t('shop.share.panelHint')}</div>
    </div>
  );
}
