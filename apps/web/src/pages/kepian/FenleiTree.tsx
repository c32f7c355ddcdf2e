import {
  AppstoreAddOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  MoreOutlined,
  PlusOutlined,
  ShareAltOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { FENLEI_MOULDS, FENLEI_NAME_MAX, type FenleiNode, msg } from '@scenecast/contracts';
import {
  Button,
  Dropdown,
  Empty,
  Form,
  Input,
  type InputRef,
  Modal,
  Skeleton,
  Tooltip,
  Tree,
  type TreeDataNode,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { useFocusWhenOpen } from '../../framework/display/focusWhenOpen';
import { currentLang } from '../../framework/i18n';
import { useActionRunner, useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { addFenlei, addFenleiMould, deleteFenlei, fenleiToTop, renameFenlei, shareFenlei, sortFenlei } from './api';
import { canAddChild, fenleiMove, flattenFenlei } from './kepianLogic';

type NameForm = { mode: 'add'; parent: FenleiNode | null } | { mode: 'rename'; node: FenleiNode };

interface FenleiTreeProps {
  shopId: string;
  tree: FenleiNode[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChanged: () => Promise<unknown>;
}

/** The shop's categories (yj / ej / sj) with their actions; "all albums" clears the filter. */
export function FenleiTree({ shopId, tree, loading, selectedId, onSelect, onChanged }: FenleiTreeProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const canEdit = usePermission('kepian:edit');
  const canShare = usePermission('kepian:share');
  const [form, setForm] = useState<NameForm | null>(null);
  const { saving, runSave } = useSaveTask();
  const [nameForm] = Form.useForm<{ name: string }>();
  const nameField = useFocusWhenOpen<InputRef>();

  const run = useActionRunner(onChanged);

  const move = (node: FenleiNode, direction: 'up' | 'down') => {
    const step = fenleiMove(tree, node.id, direction);
    if (!step.ok) {
      message.warning(msg(step.error === 'alreadyLast' ? 'worksSortLast' : 'worksSortUnknown', currentLang()));
      return;
    }
    void run(() => sortFenlei(step.endpoint, node.id, step.sort));
  };

  const remove = (node: FenleiNode) => {
    const below = flattenFenlei(node.children ?? []).length;
    modal.confirm({
      title: t('kepian.fenlei.deleteConfirm', { name: node.name }),
      content: below > 0 ? t('kepian.fenlei.deleteChildren', { count: below }) : t('kepian.fenlei.deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const deleted = await run(() => deleteFenlei(node.id), t('kepian.deleted'));
        // The list must not stay filtered by a category that went, itself or below the deleted one.
        if (deleted && [node, ...flattenFenlei(node.children ?? [])].some((gone) => gone.id === selectedId)) {
          onSelect(null);
        }
      },
    });
  };

  const openForm = (next: NameForm) => {
    nameForm.setFieldsValue({ name: next.mode === 'rename' ? next.node.name : '' });
    setForm(next);
  };

  const saveName = async () => {
    if (!form) return;
    const values = await validValues(nameForm);
    if (!values) return;
    const { name } = values;
    await runSave(async () => {
      if (form.mode === 'add') await addFenlei(shopId, name.trim(), form.parent?.id ?? null);
      else await renameFenlei(form.node.id, name.trim());
      message.success(t('kepian.saved'));
      setForm(null);
      await onChanged();
    });
  };

  const menuOf = (node: FenleiNode) =>
    [
      canAddChild(node) && { key: 'addChild', icon: <FolderAddOutlined />, label: t('kepian.fenlei.addChild') },
      { key: 'rename', icon: <EditOutlined />, label: t('kepian.fenlei.rename') },
      { key: 'top', icon: <VerticalAlignTopOutlined />, label: t('kepian.fenlei.top') },
      { key: 'up', icon: <ArrowUpOutlined />, label: t('kepian.fenlei.up') },
      { key: 'down', icon: <ArrowDownOutlined />, label: t('kepian.fenlei.down') },
      canShare && {
        key: 'share',
        icon: <ShareAltOutlined />,
        label: node.isShare ? t('kepian.fenlei.unshare') : t('kepian.fenlei.share'),
      },
      { type: 'divider' as const },
      { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('kepian.fenlei.delete') },
    ]
      .filter((item) => item !== false)
      .map((item) => ('key' in item ? { ...item, 'data-testid': `fenlei-action-${item.key}` } : item));

  const act = (key: string, node: FenleiNode) => {
    if (key === 'addChild') openForm({ mode: 'add', parent: node });
    else if (key === 'rename') openForm({ mode: 'rename', node });
    else if (key === 'top') void run(() => fenleiToTop(node.id));
    else if (key === 'up' || key === 'down') move(node, key);
    else if (key === 'share') void run(() => shareFenlei(node.id, node.isShare ? 0 : 1), t('kepian.saved'));
    else if (key === 'delete') remove(node);
  };

  const toNode = (node: FenleiNode): TreeDataNode => ({
    key: node.id,
    title: (
      <span className="kepian-fenlei-node" data-testid="fenlei-node" data-level={node.level}>
        <span className="kepian-fenlei-name">{node.name}</span>
        {node.isShare === 1 && (
          <Tooltip title={t('kepian.fenlei.shared')}>
            <ShareAltOutlined className="kepian-fenlei-shared" />
          </Tooltip>
        )}
        {canEdit && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: menuOf(node),
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                act(key, node);
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('kepian.fenlei.menu')}
              data-testid="fenlei-menu"
              onClick={(event) => event.stopPropagation()}
            />
          </Dropdown>
        )}
      </span>
    ),
    children: (node.children ?? []).map(toNode),
  });

  const mouldMenu = {
    items: FENLEI_MOULDS.map((mould) => ({ key: mould.key, label: mould.name, 'data-testid': `mould-${mould.key}` })),
    onClick: ({ key }: { key: string }) => {
      const mould = FENLEI_MOULDS.find((entry) => entry.key === key);
      void run(() => addFenleiMould(shopId, key), t('kepian.fenlei.mouldAdded', { name: mould?.name ?? key }));
    },
  };

  return (
    <div className="kepian-fenlei-panel" data-testid="fenlei-tree">
      <div className="kepian-fenlei-head">
        <span className="kepian-fenlei-title">{t('kepian.fenlei.title')}</span>
        {canEdit && (
          <span className="kepian-fenlei-tools">
            <Dropdown menu={mouldMenu} trigger={['click']}>
              <Tooltip title={t('kepian.fenlei.mould')}>
                <Button size="small" icon={<AppstoreAddOutlined />} data-testid="fenlei-mould" />
              </Tooltip>
            </Dropdown>
            <Button
              size="small"
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => openForm({ mode: 'add', parent: null })}
              data-testid="fenlei-add"
            >
              {t('kepian.fenlei.add')}
            </Button>
          </span>
        )}
      </div>
      <button
        type="button"
        className={`kepian-fenlei-all${selectedId ? '' : ' is-active'}`}
        onClick={() => onSelect(null)}
        data-testid="fenlei-all"
      >
        {t('kepian.fenlei.all')}
      </button>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kepian.fenlei.emptyText')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={flattenFenlei(tree).length}
          treeData={tree.map(toNode)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => onSelect(keys[0] === undefined ? null : String(keys[0]))}
        />
      )}
      <Modal
        open={form !== null}
        title={
          form?.mode === 'rename'
            ? t('kepian.fenlei.renameTitle')
            : form?.parent
              ? t('kepian.fenlei.addChildTitle', { name: form.parent.name })
              : t('kepian.fenlei.addTitle')
        }
        confirmLoading={saving}
        onOk={() => void saveName()}
        onCancel={() => setForm(null)}
        destroyOnHidden
        afterOpenChange={nameField.afterOpenChange}
        data-testid="fenlei-form"
      >
        <Form form={nameForm} layout="vertical" onFinish={() => void saveName()}>
          <Form.Item
            name="name"
            label={t('kepian.fenlei.name')}
            rules={[{ required: true, whitespace: true, message: msg('fenleiNameRequired', currentLang()) }]}
          >
            <Input
              maxLength={FENLEI_NAME_MAX}
              showCount
              placeholder={t('kepian.fenlei.namePlaceholder')}
              ref={nameField.ref}
              autoFocus
              data-testid="fenlei-name"
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
