import { PICKER_PAGE_SIZE_OPTIONS } from '@scenecast/contracts';
import { Button, Col, Empty, Input, Modal, Row, Space, Table, Tag, Tree } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DepartNode, type UserRow, useDepartTree, useUserPage } from './api';
import { DEFAULT_SEPARATOR, splitValue, USER_PICKER_MODAL_WIDTH } from './constants';
import './locale';
import { PickerField } from './PickerField';

export interface PickerInputProps {
  value?: string;
  onChange?(value: string): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

interface Chosen {
  username: string;
  realname: string;
}

const labelOf = (user: Chosen) => (user.realname ? `${user.realname}(${user.username})` : user.username);

/** Picks users by department; the value is their usernames joined with commas (framework §2). */
export function UserPickerInput({ value, onChange, multi = false, disabled, placeholder, id }: PickerInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<Record<string, string>>({});
  const usernames = splitValue(value);
  const chosen = usernames.map((username) => ({ username, realname: known[username] ?? '' }));
  return (
    <>
      <PickerField
        id={id}
        text={chosen.map(labelOf).join(DEFAULT_SEPARATOR)}
        placeholder={placeholder ?? t('pickers.userTitle')}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
      />
      {open && (
        <UserPickerModal
          multi={multi}
          initial={chosen}
          onCancel={() => setOpen(false)}
          onOk={(users) => {
            setKnown((prev) => ({ ...prev, ...Object.fromEntries(users.map((u) => [u.username, u.realname])) }));
            onChange?.(users.map((u) => u.username).join(DEFAULT_SEPARATOR));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

interface UserPickerModalProps {
  multi: boolean;
  initial: Chosen[];
  onOk(users: Chosen[]): void;
  onCancel(): void;
}

/** Department tree on the left, the users of the chosen department on the right (modal 1250). */
export function UserPickerModal({ multi, initial, onOk, onCancel }: UserPickerModalProps) {
  const { t } = useTranslation();
  const tree = useDepartTree();
  const [departId, setDepartId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: PICKER_PAGE_SIZE_OPTIONS[0] as number });
  const [selected, setSelected] = useState<Chosen[]>(initial);
  const query = { ...paging, departId, ...(search ? { username: search } : {}) };
  const users = useUserPage(query, true);

  const columns: ColumnsType<UserRow> = useMemo(
    () => [
      { title: t('pickers.username'), dataIndex: 'username' },
      { title: t('pickers.realname'), dataIndex: 'realname' },
      {
        title: t('pickers.sex'),
        dataIndex: 'sex',
        render: (sex: number | null) => (sex === 1 ? t('pickers.male') : sex === 2 ? t('pickers.female') : ''),
      },
      { title: t('pickers.depart'), dataIndex: 'orgCodeTxt' },
    ],
    [t],
  );

  // With preserved keys antd reports every selected key, but rows only of the pages it has seen.
  const choose = (keys: string[], rows: (UserRow | undefined)[]) => {
    const byName = new Map(selected.map((user) => [user.username, user]));
    for (const row of rows) if (row) byName.set(row.username, { username: row.username, realname: row.realname });
    setSelected(keys.map((key) => byName.get(key) ?? { username: key, realname: '' }));
  };

  const toggle = (row: UserRow) => {
    const user = { username: row.username, realname: row.realname };
    if (!multi) setSelected([user]);
    else if (selected.some((u) => u.username === row.username))
      setSelected(selected.filter((u) => u.username !== row.username));
    else setSelected([...selected, user]);
  };

  return (
    <Modal
      open
      width={USER_PICKER_MODAL_WIDTH}
      title={t('pickers.userTitle')}
      onCancel={onCancel}
      onOk={() => onOk(selected)}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={6} style={{ maxHeight: 520, overflow: 'auto' }}>
          {tree.data && tree.data.length === 0 ? (
            <Empty />
          ) : (
            <Tree<DepartNode>
              blockNode
              defaultExpandAll
              treeData={tree.data ?? []}
              fieldNames={{ key: 'id', title: 'title', children: 'children' }}
              selectedKeys={departId ? [departId] : []}
              onSelect={(keys) => {
                setDepartId(keys.length ? String(keys[0]) : undefined);
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
            />
          )}
        </Col>
        <Col span={18}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Input.Search
              allowClear
              placeholder={t('pickers.username')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onSearch={(text) => {
                setSearch(text.trim());
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
              enterButton={t('pickers.search')}
              style={{ width: 320 }}
            />
          </Space>
          <div style={{ marginBottom: 8 }} data-testid="picker-selected">
            {t('pickers.selected')}:{' '}
            {selected.length === 0
              ? t('pickers.noneSelected')
              : selected.map((user) => (
                  <Tag
                    key={user.username}
                    closable
                    onClose={() => setSelected(selected.filter((u) => u.username !== user.username))}
                  >
                    {labelOf(user)}
                  </Tag>
                ))}
          </div>
          <Table<UserRow>
            rowKey="username"
            size="small"
            columns={columns}
            dataSource={users.data?.records ?? []}
            loading={users.isFetching}
            rowSelection={{
              type: multi ? 'checkbox' : 'radio',
              selectedRowKeys: selected.map((user) => user.username),
              preserveSelectedRowKeys: true,
              onChange: (keys, rows) => choose(keys.map(String), rows),
            }}
            onRow={(row) => ({ onClick: () => toggle(row) })}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: users.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS.map(String),
              showTotal: (total) => t('pickers.total', { total }),
              onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
            }}
          />
          <Button type="link" onClick={() => setSelected([])} disabled={selected.length === 0}>
            {t('pickers.clear')}
          </Button>
        </Col>
      </Row>
    </Modal>
  );
}
