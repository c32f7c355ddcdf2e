import {
  DeleteOutlined,
  DesktopOutlined,
  ImportOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
  RestOutlined,
  ShareAltOutlined,
  ShopOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { WorksHjRecord, WorksRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Skeleton, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authorized, usePermission } from '../../framework/Authorized';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useCurrentShop } from '../device/currentShop';
import { AssignScreensModal, type AssignTarget } from './AssignScreensModal';
import { binWorks, deleteHj, setCover, sortTop, sortUp, useHjTree, useHjWorks, worksKeys } from './api';
import { type HjForm, HjFormModal } from './HjFormModal';
import { type HjAction, HjTree } from './HjTree';
import { type MoveWorks, MoveWorksModal } from './MoveWorksModal';
import { ImportSharedModal, ShareModal } from './ShareModals';
import { StorageUsage } from './StorageUsage';
import { WorksGrid } from './WorksGrid';
import { WorksPreview } from './WorksPreview';
import { WorksUpload } from './WorksUpload';
import { dragSteps, findHj, keepListed, moveEntry, toggleSelection } from './worksOrder';
import './works.css';

const RECYCLE_PATH = '/cjmain/recycle';

/** The scene's works library (business §7 Works groups, Works): groups, upload, order, share, screens. */
export default function WorksLibraryPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shops, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const tree = useHjTree(shopId);
  const [hjId, setHjId] = useState<string | null>(null);
  const hj = findHj(tree.data ?? [], hjId);
  const list = useHjWorks(hj?.id ?? null);
  const [order, setOrder] = useState<WorksRecord[]>([]);
  const [sorting, setSorting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [lastClicked, setLastClicked] = useState<string | null>(null);
  const [hjForm, setHjForm] = useState<HjForm | null>(null);
  const [sharing, setSharing] = useState<WorksHjRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [moving, setMoving] = useState<MoveWorks | null>(null);
  const [previewing, setPreviewing] = useState<WorksRecord | null>(null);
  const canUpload = usePermission('works:upload');

  // A group just made or imported is chosen before the tree that holds it has arrived.
  const awaitedHjId = useRef<string | null>(null);
  const chooseNewHj = (id: string) => {
    awaitedHjId.current = id;
    setHjId(id);
  };

  // The first group is chosen when none is (or the chosen one is gone, or the shop changed).
  useEffect(() => {
    const groups = tree.data ?? [];
    if (findHj(groups, hjId)) {
      if (awaitedHjId.current === hjId) awaitedHjId.current = null;
      return;
    }
    if (hjId && awaitedHjId.current === hjId) return;
    setHjId(groups[0]?.id ?? null);
  }, [tree.data, hjId]);

  useEffect(() => {
    const records = list.data?.records ?? [];
    setOrder(records);
    setSelected((known) =>
      keepListed(
        known,
        records.map((work) => work.id),
      ),
    );
  }, [list.data]);

  const ids = useMemo(() => order.map((work) => work.id), [order]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: worksKeys.all });

  const selectHj = (id: string) => {
    setHjId(id);
    setSelected([]);
    setLastClicked(null);
  };

  const runSteps = async (steps: ReturnType<typeof dragSteps>) => {
    if (!hj || steps.length === 0) return;
    setSorting(true);
    try {
      for (const step of steps) {
        if (step.kind === 'top') await sortTop(hj.id, step.id);
        else await sortUp(hj.id, step.id);
      }
    } catch (error) {
      showRefusal(message, error);
    } finally {
      setSorting(false);
      await refresh();
    }
  };

  const reorder = (from: number, to: number) => {
    setOrder((known) => moveEntry(known, from, to));
    void runSteps(dragSteps(ids, from, to));
  };

  const moveTop = (work: WorksRecord) => {
    const index = ids.indexOf(work.id);
    if (index > 0) reorder(index, 0);
  };

  // "Up one" goes to the server even for the first: it answers 未知的操作, which is shown.
  const moveUp = (work: WorksRecord) => {
    const index = ids.indexOf(work.id);
    if (index > 0) setOrder((known) => moveEntry(known, index, index - 1));
    void runSteps([{ kind: 'up', id: work.id }]);
  };

  const makeCover = async (work: WorksRecord) => {
    if (!hj) return;
    try {
      await setCover(hj.id, work.id);
      message.success(t('works.coverSaved'));
      await refresh();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  const binSelected = () =>
    modal.confirm({
      title: t('works.actions.deleteConfirm', { count: selected.length }),
      content: t('works.actions.deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await binWorks(selected);
          setSelected([]);
          await refresh();
        } catch (error) {
          showRefusal(message, error);
        }
      },
    });

  const hjAction = (action: HjAction, target: WorksHjRecord) => {
    switch (action) {
      case 'addChild':
        setHjForm({ mode: 'add', parent: target });
        break;
      case 'rename':
      case 'move':
        setHjForm({ mode: action, hj: target });
        break;
      case 'share':
        setSharing(target);
        break;
      case 'assign':
        setAssigning({ kind: 'hj', hj: target });
        break;
      case 'delete':
        modal.confirm({
          title: t('works.deleteGroupConfirm', { name: target.name }),
          content: t('works.deleteGroupHint'),
          okButtonProps: { danger: true },
          onOk: async () => {
            try {
              const result = await deleteHj(target.id);
              message.success(t('works.deletedGroup', result));
              await refresh();
            } catch (error) {
              showRefusal(message, error);
            }
          },
        });
        break;
    }
  };

  if (!shopsLoading && shops.length === 0) {
    return (
      <Card>
        <Empty description={t('works.noShop')}>
          <Typography.Text type="secondary">{t('works.noShopText')}</Typography.Text>
        </Empty>
      </Card>
    );
  }

  const header = (
    <div className="works-header">
      <Space wrap>
        <ShopOutlined />
        <Typography.Text type="secondary">{t('works.shop')}</Typography.Text>
        <Select
          value={shopId ?? undefined}
          loading={shopsLoading}
          style={{ minWidth: 220 }}
          options={shops.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(id) => {
            setShopId(id);
            setHjId(null);
            setSelected([]);
          }}
          data-testid="works-shop"
        />
      </Space>
      <StorageUsage />
      <Space wrap>
        <Button
          icon={<ImportOutlined />}
          onClick={() => setImporting(true)}
          disabled={!shopId}
          data-testid="works-import"
        >
          {t('works.actions.importShared')}
        </Button>
        <Button icon={<RestOutlined />} onClick={() => navigate(RECYCLE_PATH)}>
          {t('works.recycle')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('works.refresh')} />
      </Space>
    </div>
  );

  const works = (
    <div className="works-main">
      {!hj ? (
        tree.isLoading ? (
          <Skeleton active />
        ) : (
          <Empty description={tree.data?.length ? t('works.pickGroup') : t('works.noGroup')} />
        )
      ) : (
        <>
          <div className="works-main-head">
            <div>
              <Typography.Title level={5} style={{ margin: 0 }} data-testid="works-hj-title">
                {hj.name}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('works.grid.total', { count: order.length })}
                {hj.childCount > 0 && ` · ${t('works.childCount', { count: hj.childCount })}`}
              </Typography.Text>
            </div>
            <Space wrap>
              <Authorized action="works:share">
                <Button icon={<ShareAltOutlined />} onClick={() => setSharing(hj)} data-testid="hj-share">
                  {t('works.actions.share')}
                </Button>
              </Authorized>
              <Authorized action="works:assign">
                <Button
                  icon={<DesktopOutlined />}
                  onClick={() => setAssigning({ kind: 'hj', hj })}
                  data-testid="hj-assign"
                >
                  {t('works.actions.assignGroup')}
                </Button>
              </Authorized>
            </Space>
          </div>
          {canUpload && <WorksUpload key={hj.id} hjId={hj.id} hjName={hj.name} onUploaded={() => void refresh()} />}
          <div className="works-toolbar">
            <Space wrap>
              <Button
                size="small"
                onClick={() => setSelected(selected.length === ids.length ? [] : ids)}
                disabled={ids.length === 0}
                data-testid="works-select-all"
              >
                {selected.length === ids.length && ids.length > 0 ? t('works.grid.clear') : t('works.grid.selectAll')}
              </Button>
              {selected.length > 0 && (
                <Typography.Text data-testid="works-selected">
                  {t('works.grid.selected', { count: selected.length })}
                </Typography.Text>
              )}
              {sorting ? (
                <Typography.Text type="secondary">
                  <Spin size="small" /> {t('works.grid.sorting')}
                </Typography.Text>
              ) : (
                ids.length > 1 && <Typography.Text type="secondary">{t('works.grid.dragHint')}</Typography.Text>
              )}
            </Space>
            <Space wrap>
              <Button
                size="small"
                icon={<SwapOutlined />}
                disabled={selected.length === 0}
                onClick={() => setMoving({ mode: 'move', fromHjId: hj.id, ids: selected })}
              >
                {t('works.actions.move')}
              </Button>
              <Button
                size="small"
                icon={<NodeIndexOutlined />}
                disabled={selected.length === 0}
                onClick={() => setMoving({ mode: 'join', fromHjId: hj.id, ids: selected })}
              >
                {t('works.actions.join')}
              </Button>
              <Authorized action="works:assign">
                <Button
                  size="small"
                  icon={<DesktopOutlined />}
                  disabled={selected.length === 0}
                  onClick={() => setAssigning({ kind: 'works', worksIds: selected })}
                  data-testid="works-assign"
                >
                  {t('works.actions.assign')}
                </Button>
              </Authorized>
              <Authorized action="works:delete">
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={selected.length === 0}
                  onClick={binSelected}
                  data-testid="works-delete"
                >
                  {t('works.actions.delete')}
                </Button>
              </Authorized>
            </Space>
          </div>
          <Spin spinning={list.isFetching && !list.isLoading && !sorting} delay={300}>
            {list.isLoading ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : order.length === 0 ? (
              <Empty className="works-empty" description={t('works.grid.empty')}>
                <Typography.Text type="secondary">{t('works.grid.emptyText')}</Typography.Text>
              </Empty>
            ) : (
              <WorksGrid
                works={order}
                selected={selected}
                canReorder={!sorting}
                onToggle={(id, range) => {
                  setSelected((known) => toggleSelection(known, ids, id, range ? lastClicked : null));
                  setLastClicked(id);
                }}
                onPreview={setPreviewing}
                onTop={moveTop}
                onUp={moveUp}
                onCover={(work) => void makeCover(work)}
                onReorder={reorder}
              />
            )}
          </Spin>
        </>
      )}
    </div>
  );

  return (
    <div className="works-page" data-testid="works-library-page">
      <Card className="works-card-header">{header}</Card>
      <Card className="works-body-card">
        <div className="works-body">
          <HjTree
            tree={tree.data ?? []}
            loading={tree.isLoading || shopsLoading}
            selectedId={hj?.id ?? null}
            onSelect={selectHj}
            onAdd={() => setHjForm({ mode: 'add', parent: null })}
            onAction={hjAction}
          />
          {works}
        </div>
      </Card>
      {shopId && (
        <HjFormModal
          form={hjForm}
          shopId={shopId}
          tree={tree.data ?? []}
          onClose={() => setHjForm(null)}
          onSaved={(saved) => {
            setHjForm(null);
            message.success(t('works.groupSaved'));
            if (hjForm?.mode === 'add') chooseNewHj(saved.id);
            void refresh();
          }}
        />
      )}
      <ShareModal hj={sharing} onClose={() => setSharing(null)} />
      {shopId && (
        <ImportSharedModal
          open={importing}
          shopId={shopId}
          tree={tree.data ?? []}
          onClose={() => setImporting(false)}
          onImported={(imported) => {
            setImporting(false);
            chooseNewHj(imported.id);
            void refresh();
          }}
        />
      )}
      <AssignScreensModal target={assigning} onClose={() => setAssigning(null)} />
      <MoveWorksModal
        move={moving}
        tree={tree.data ?? []}
        onClose={() => setMoving(null)}
        onDone={() => {
          setMoving(null);
          setSelected([]);
          void refresh();
        }}
      />
      <WorksPreview work={previewing} works={order} onChange={setPreviewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
