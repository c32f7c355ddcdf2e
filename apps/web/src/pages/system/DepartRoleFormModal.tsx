import type { DepartRoleRecord } from '@scenecast/contracts';
import { useTranslation } from 'react-i18next';
import { addDepartRole, editDepartRole } from './departPermissionApi';
import { RoleFieldsModal } from './RoleFormModal';

interface Props {
  departId: string;
  role: DepartRoleRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes a department role: name, code (unique in the department, checked by the server), description. */
export function DepartRoleFormModal({ departId, role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <RoleFieldsModal
      role={role}
      title={role ? t('departPerm.editRole') : t('departPerm.addRole')}
      save={(fields) => (role ? editDepartRole({ ...fields, id: role.id }) : addDepartRole({ ...fields, departId }))}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
