import { DesktopOutlined } from '@ant-design/icons';
import type { WorksDeviceOption, WorksHjRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Checkbox, Empty, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { saveHjDevices, saveWorksDevices, useDeviceOptions, worksKeys } from './api';

export type AssignTarget = { kind: 'hj'; hj: WorksHjRecord } | { kind: 'works'; worksIds: string[] };

/** Choose the shop's screens that play a group, or the selected works by themselves. */
export function AssignScreensModal({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const options = useDeviceOptions(
    !target ? null : target.kind === 'hj' ? { hjId: target.hj.id } : { worksId: target.worksIds[0] as string },
  );
  const [checked, setChecked] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    setChecked((options.data ?? []).filter((device) => device.checked).map((device) => device.id));
  }, [options.data]);

  const save = async () => {
    if (!target) return;
    await runSave(async () => {
      if (target.kind === 'hj') await saveHjDevices(target.hj.id, checked);
      else await saveWorksDevices(target.worksIds, checked);
      message.success(t('works.assign.saved'));
      void queryClient.invalidateQueries({ queryKey: worksKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['device'] });
      onClose();
    });
  };

  const devices: WorksDeviceOption[] = options.data ?? [];
  const title = !target
    ? ''
    : target.kind === 'hj'
      ? t('works.assign.groupTitle', { name: target.hj.name })
      : t('works.assign.worksTitle', { count: target.worksIds.length });

  return (
    <Modal
      open={Boolean(target)}
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: options.isLoading || devices.length === 0 }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <div data-testid="assign-modal">
        {target?.kind === 'works' && target.worksIds.length > 1 && (
          <Typography.Paragraph type="secondary">{t('works.assign.worksHint')}</Typography.Paragraph>
        )}
        {options.isLoading ? (
          <Skeleton active />
        ) : devices.length === 0 ? (
          <Empty description={t('works.assign.noDevice')}>
            <Typography.Text type="secondary">{t('works.assign.noDeviceText')}</Typography.Text>
          </Empty>
        ) : (
          <>
            <Checkbox
              indeterminate={checked.length > 0 && checked.length < devices.length}
              checked={checked.length === devices.length}
              onChange={(event) => setChecked(event.target.checked ? devices.map((device) => device.id) : [])}
              style={{ marginBottom: 8 }}
            >
              {t('works.assign.selectAll')}
            </Checkbox>
            <Checkbox.Group
              value={checked}
              onChange={(values) => setChecked(values.map(String))}
              style={{ width: '100%' }}
            >
              <div className="works-device-list">
                {devices.map((device) => (
                  <Checkbox key={device.id} value={device.id} className="works-device" data-testid="assign-device">
                    <DesktopOutlined /> <span className="works-device-name">{device.name}</span>
                    <Typography.Text type="secondary" className="works-device-no">
                      {device.deviceNo}
                    </Typography.Text>
                    <Badge
                      status={device.online ? 'success' : 'default'}
                      text={device.online ? t('works.assign.online') : t('works.assign.offline')}
                    />
                  </Checkbox>
                ))}
              </div>
            </Checkbox.Group>
          </>
        )}
      </div>
    </Modal>
  );
}
