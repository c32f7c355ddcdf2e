import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import type { FenleiNode, KepianRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Empty,
  Image,
  Input,
  List,
  Modal,
  Skeleton,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../framework/refusal';
import { useCopyCode } from '../../framework/useCopyCode';
import { useFeedback } from '../../framework/useFeedback';
import {
  joinShare,
  kepianKeys,
  renewShareCode,
  shareFenlei,
  useShareCode,
  useShareCounts,
  useSharedWithMe,
  useSharingShops,
} from './api';
import { flattenFenlei } from './kepianLogic';

interface ShareModalProps {
  shopId: string;
  open: boolean;
  tree: FenleiNode[];
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}

/** The shop's share code (show, copy, renew), who joined, and which categories are shared. */
export function ShareModal({ shopId, open, tree, onClose, onChanged }: ShareModalProps) {
  const { t } = useTranslation();
  const copyCode = useCopyCode();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const code = useShareCode(shopId, open);
  const counts = useShareCounts(shopId, open);
  const shops = useSharingShops(shopId, open);

  const renew = () =>
    modal.confirm({
      title: t('kepian.share.renew'),
      content: t('kepian.share.renewConfirm'),
      onOk: async () => {
        try {
          await renewShareCode(shopId);
          message.success(t('kepian.share.renewed'));
        } catch (error) {
          showRefusal(message, error);
        }
        await queryClient.invalidateQueries({ queryKey: kepianKeys.shareCode(shopId) });
      },
    });

  const toggleFenlei = async (node: FenleiNode, isShare: boolean) => {
    try {
      await shareFenlei(node.id, isShare ? 1 : 0);
    } catch (error) {
      showRefusal(message, error);
    }
    await onChanged();
    await queryClient.invalidateQueries({ queryKey: kepianKeys.shareCounts(shopId) });
  };

  return (
    <Modal
      open={open}
      title={t('kepian.share.title')}
      footer={null}
      width={640}
      onCancel={onClose}
      data-testid="kepian-share-dialog"
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('kepian.share.code')}>
          {code.isLoading ? (
            <Skeleton.Input active size="small" />
          ) : (
            <Space>
              <Typography.Text strong className="kepian-share-code" data-testid="kepian-share-code">
                {code.data}
              </Typography.Text>
              <Button
                size="small"
                icon={<CopyOutlined />}
                onClick={() => void copyCode(code.data ?? '', t('kepian.share.copied'))}
              >
                {t('kepian.share.copy')}
              </Button>
              <Button size="small" icon={<ReloadOutlined />} onClick={renew}>
                {t('kepian.share.renew')}
              </Button>
            </Space>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className="kepian-share-hint">
        {t('kepian.share.codeHint')}
        {counts.data && (
          <>
            <br />
            <span data-testid="kepian-share-counts">
              {t('kepian.share.counts', {
                shared: counts.data.sharedCount,
                shops: counts.data.shopCount,
                received: counts.data.receivedCount,
              })}
            </span>
          </>
        )}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('kepian.share.fenlei')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('kepian.share.fenleiHint')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={flattenFenlei(tree)}
        locale={{ emptyText: t('kepian.fenlei.empty') }}
        renderItem={(node) => (
          <List.Item
            data-testid="kepian-share-fenlei"
            actions={[
              <Switch
                key="share"
                size="small"
                data-testid="kepian-share-fenlei-switch"
                checked={node.isShare === 1}
                onChange={(checked) => void toggleFenlei(node, checked)}
              />,
            ]}
          >
            <span style={{ paddingLeft: node.level * 16 }}>{node.name}</span>
          </List.Item>
        )}
      />
      <Typography.Title level={5} className="kepian-share-shops">
        {t('kepian.share.shops')}
      </Typography.Title>
      <List
        size="small"
        loading={shops.isLoading}
        dataSource={shops.data ?? []}
        data-testid="kepian-share-shops"
        locale={{ emptyText: t('kepian.share.noShops') }}
        renderItem={(grant) => (
          <List.Item data-testid="kepian-share-shop">
            {grant.receiverShopName}
            <Typography.Text type="secondary">{grant.createTime}</Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}

interface SharedWithMeProps {
  shopId: string;
  active: boolean;
  onView: (album: KepianRecord) => void;
}

/** Albums other shops share with this one (read-only), and joining a share by its code. */
export function SharedWithMe({ shopId, active, onView }: SharedWithMeProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const shared = useSharedWithMe(shopId, active);
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setJoining(true);
    try {
      await joinShare(shopId, code.trim());
      message.success(t('kepian.share.joined'));
      setCode('');
      await queryClient.invalidateQueries({ queryKey: kepianKeys.shared(shopId) });
    } catch (error) {
      showRefusal(message, error);
    } finally {
      setJoining(false);
    }
  };

  return (
    <div className="kepian-shared" data-testid="kepian-shared">
      <Space.Compact className="kepian-join">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('kepian.share.joinCode')}
          maxLength={16}
          onPressEnter={() => void join()}
          data-testid="kepian-join-code"
        />
        <Button
          type="primary"
          loading={joining}
          onClick={() => void join()}
          disabled={!code.trim()}
          data-testid="kepian-join"
        >
          {t('kepian.share.join')}
        </Button>
      </Space.Compact>
      <Table
        rowKey="id"
        data-testid="kepian-shared-table"
        loading={shared.isLoading}
        dataSource={shared.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{
          emptyText: <Empty description={t('kepian.share.sharedEmptyText')} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
        }}
        columns={[
          {
            key: 'cover',
            title: t('kepian.columns.cover'),
            width: 90,
            render: (_, row) =>
              row.coverUrl ? <Image src={row.coverUrl} width={64} height={64} className="kepian-cover" /> : '—',
          },
          { key: 'mainNumber', dataIndex: 'mainNumber', title: t('kepian.columns.mainNumber') },
          { key: 'title', dataIndex: 'title', title: t('kepian.columns.title') },
          {
            key: 'photos',
            title: t('kepian.columns.photos'),
            render: (_, row) => t('kepian.photosCount', { count: row.photoCount }),
          },
          {
            key: 'flags',
            title: t('kepian.columns.flags'),
            render: (_, row) => row.isPublicPd === 1 && <Tag color="blue">{t('kepian.flags.publicPd')}</Tag>,
          },
          {
            key: 'actions',
            title: t('kepian.columns.actions'),
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => onView(row)} data-testid="kepian-shared-view">
                {t('kepian.view')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
