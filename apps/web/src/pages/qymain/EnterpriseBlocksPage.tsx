import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  LayoutOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { QY_BLOCK_TYPES, QY_BLOCKS_MAX, type QyBlock, type QyBlockType } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Empty, Image, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';
import { useActionRunner } from '../../framework/refusal';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { SceneShopSelect, useSceneShop } from '../scene/SceneShopPicker';
import {
  addBlock,
  applyTemplate,
  type BlockFields,
  deleteBlock,
  editBlock,
  qiyeKeys,
  sortBlocks,
  useBlocks,
  useTemplates,
} from './api';
import { BlockFormModal } from './BlockFormModal';
import './qiyeLocale';
import './qiye.css';

type Editing = { block: QyBlock } | { type: QyBlockType } | null;

/**
 * /qymain/blocks: the enterprise shop's page, composed of blocks without code. An empty page starts
 * from a template; blocks are added by kind, edited, shown or kept as drafts, and reordered.
 */
export default function EnterpriseBlocksPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, select, isLoading } = useSceneShop('qy', SHOP_STORAGE_KEYS.qy);
  const blocks = useBlocks(shop?.id ?? null);
  const templates = useTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: qiyeKeys.blocks(shop?.id ?? '') });
  const run = useActionRunner(refresh);
  const lang = currentLang();

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!shop) {
    return (
      <Card variant="borderless">
        <Empty description={t('qiye.noShop')}>
          <Typography.Text type="secondary">{t('qiye.noShopText')}</Typography.Text>
        </Empty>
      </Card>
    );
  }

  const list = blocks.data ?? [];
  const save = (fields: BlockFields) => {
    if (!editing) return Promise.resolve(false);
    return run(
      () => ('block' in editing ? editBlock(editing.block.id, fields) : addBlock(shop.id, editing.type, fields)),
      t('qiye.saved'),
    );
  };
  const move = (index: number, delta: -1 | 1) => {
    const ids = list.map((block) => block.id);
    [ids[index], ids[index + delta]] = [ids[index + delta], ids[index]];
    void run(() => sortBlocks(shop.id, ids));
  };
  const remove = (block: QyBlock) =>
    modal.confirm({
      title: t('qiye.deleteConfirm', { title: block.title }),
      okButtonProps: { danger: true },
      onOk: () => run(() => deleteBlock(block.id), t('qiye.deleted')),
    });

  const addMenu = {
    items: QY_BLOCK_TYPES.map((type) => ({ key: type, label: t(`qiye.kinds.${type}`) })),
    onClick: ({ key }: { key: string }) => setEditing({ type: key as QyBlockType }),
  };

  return (
    <div className="qy-page" data-testid="qy-page">
      <Card variant="borderless" className="qy-toolbar">
        <Space wrap>
          <Typography.Text type="secondary">{t('qiye.shop')}</Typography.Text>
          <SceneShopSelect shops={shops} shop={shop} select={select} testId="qy-shop" />
        </Space>
        <Dropdown menu={addMenu} disabled={list.length >= QY_BLOCKS_MAX}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="qy-add-block">
            {t('qiye.addBlock')}
          </Button>
        </Dropdown>
      </Card>

      {blocks.isLoading && <Skeleton active />}
      {!blocks.isLoading && list.length === 0 && (
        <Card variant="borderless" title={t('qiye.templates')} data-testid="qy-templates">
          <Typography.Paragraph type="secondary">{t('qiye.empty')}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {(templates.data ?? []).map((template) => (
              <Col key={template.id} xs={24} md={8}>
                <Card size="small" title={template.name[lang]} data-testid={`qy-template-${template.id}`}>
                  <div className="qy-template-kinds">
                    {template.blocks.map((block) => (
                      <Tag key={block.type}>{t(`qiye.kinds.${block.type}`)}</Tag>
                    ))}
                  </div>
                  <Button
                    block
                    icon={<LayoutOutlined />}
                    onClick={() => void run(() => applyTemplate(shop.id, template.id), t('qiye.saved'))}
                  >
                    {t('qiye.useTemplate')}
                  </Button>
                </Card>
              </Col>
            ))}
          </Row>
        </Card>
      )}

      <div className="qy-blocks">
        {list.map((block, index) => (
          <Card
            key={block.id}
            size="small"
            className="qy-block"
            data-testid={`qy-block-${index}`}
            title={
              <Space wrap>
                <Tag color="blue">{t(`qiye.kinds.${block.type}`)}</Tag>
                <span className="qy-block-title">{block.title}</span>
              </Space>
            }
            extra={
              <Space size={4} wrap>
                <Switch
                  size="small"
                  checked={block.isShow === 1}
                  checkedChildren={t('qiye.shown')}
                  unCheckedChildren={t('qiye.hidden')}
                  onChange={(checked) =>
                    void run(() =>
                      editBlock(block.id, {
                        title: block.title,
                        text: block.text,
                        items: block.items,
                        isShow: checked ? 1 : 0,
                      }),
                    )
                  }
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('qiye.up')}
                  onClick={() => move(index, -1)}
                  data-testid="qy-block-up"
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === list.length - 1}
                  aria-label={t('qiye.down')}
                  onClick={() => move(index, 1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('qiye.edit')}
                  onClick={() => setEditing({ block })}
                  data-testid="qy-block-edit"
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('qiye.delete')}
                  onClick={() => remove(block)}
                  data-testid="qy-block-delete"
                />
              </Space>
            }
          >
            {block.text && <Typography.Paragraph className="qy-block-text">{block.text}</Typography.Paragraph>}
            {block.items.length > 0 && (
              <div className="qy-block-items">
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own; the list is read-only here
                  <div key={itemIndex} className="qy-block-item">
                    {item.image && <Image src={staticUrl(item.image)} width={64} height={64} />}
                    <div>
                      <div className="qy-block-item-title">{item.title}</div>
                      <Typography.Text type="secondary">{item.text}</Typography.Text>
                    </div>
                  </div>
                ))}
              </div>
            )}
          </Card>
        ))}
      </div>
      <BlockFormModal editing={editing} onClose={() => setEditing(null)} onSave={save} />
    </div>
  );
}
