import { Alert, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActionRunner } from '../../framework/refusal';
import { setWall, useWalls, type WallGroupRecord } from './api';

/** The shop's screen groups, each switchable to a video wall (lockstep playback). */
export function WallsPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const walls = useWalls(shopId);
  const run = useActionRunner(() => walls.refetch());
  return (
    <>
      <Alert type="info" showIcon message={t('playPlan.walls.intro')} className="play-plan-walls-intro" />
      <Table<WallGroupRecord>
        rowKey="groupId"
        loading={walls.isLoading}
        dataSource={walls.data ?? []}
        pagination={false}
        locale={{ emptyText: t('playPlan.walls.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('playPlan.walls.group') },
          { key: 'screens', dataIndex: 'screens', title: t('playPlan.walls.screens'), width: 100 },
          {
            key: 'isWall',
            title: t('playPlan.walls.isWall'),
            width: 120,
            render: (_, row) => (
              <Switch
                checked={row.isWall}
                aria-label={`${t('playPlan.walls.isWall')} ${row.name}`}
                onChange={(checked) => void run(() => setWall(shopId, row.groupId, checked), t('playPlan.walls.saved'))}
              />
            ),
          },
        ]}
      />
    </>
  );
}
