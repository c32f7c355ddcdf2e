import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { addDeviceGroup, deviceKeys, useDeviceGroups } from './api';

interface GroupSelectProps {
  shopId: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/** A shop's device groups, with "new group" at the foot of the list. */
export function GroupSelect({ shopId, value, onChange, id }: GroupSelectProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const groups = useDeviceGroups(shopId);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  // Controlled, so the list closes once its new group is chosen instead of staying over 确定.
  const [open, setOpen] = useState(false);

  const add = async () => {
    const text = name.trim();
    if (!text) {
      message.warning(t('device.form.groupNameRequired'));
      return;
    }
    setAdding(true);
    try {
      const group = await addDeviceGroup(shopId, text);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.groups(shopId) });
      message.success(t('device.done.groupAdded'));
      setName('');
      onChange?.(group.id);
      setOpen(false);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Select
      id={id}
      open={open}
      onOpenChange={setOpen}
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      allowClear
      loading={groups.isLoading}
      placeholder={t('device.form.groupPlaceholder')}
      options={(groups.data ?? []).map((group) => ({ value: group.value, label: group.text }))}
      data-testid="device-group-select"
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '8px 0' }} />
          <div style={{ padding: '0 8px 4px' }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={name}
                maxLength={30}
                placeholder={t('device.form.newGroupPlaceholder')}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={(event) => {
                  // The select would take the keys as a search; Enter adds the group instead.
                  event.stopPropagation();
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void add();
                  }
                }}
                data-testid="device-new-group"
              />
              <Button type="primary" icon={<PlusOutlined />} loading={adding} onClick={add}>
                {t('device.form.newGroup')}
              </Button>
            </Space.Compact>
          </div>
        </>
      )}
    />
  );
}
