import type { DepartRoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { departPermissionKeys, saveDepartRoleUsers, useDepartMembers, useDepartRoleUsers } from './departPermissionApi';

interface Props {
  role: DepartRoleRecord;
  onClose(): void;
}

/** Which members of the department hold the role: a checkbox per member. */
export function DepartRoleUsersModal({ role, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const members = useDepartMembers(role.departId, true);
  const holders = useDepartRoleUsers(role.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (holders.data) setChosen(holders.data);
  }, [holders.data]);

  const save = () =>
    runSave(async () => {
      await saveDepartRoleUsers(role.id, chosen);
      message.success(t('departPerm.saved'));
      await queryClient.invalidateQueries({ queryKey: departPermissionKeys.roleUsers(role.id) });
      onClose();
    });

  return (
    <ScModal
      open
      width={480}
      title={t('departPerm.usersTitle', { name: role.roleName })}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      {!members.data || !holders.data ? (
        <Spin />
      ) : members.data.length === 0 ? (
        <Empty description={t('departPerm.noMembers')} />
      ) : (
        <Checkbox.Group
          data-testid="depart-role-users"
          value={chosen}
          onChange={(values) => setChosen(values.map(String))}
          options={members.data.map((user) => ({
            value: user.id,
            label: `${user.realname ?? ''}（${user.username}）`,
          }))}
        />
      )}
    </ScModal>
  );
}
