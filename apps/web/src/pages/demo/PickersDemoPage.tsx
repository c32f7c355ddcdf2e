import { Alert, Card, Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../framework/DictSelect';
import {
  CategorySelect,
  DepartPickerInput,
  DictCheckbox,
  DictTreeSelect,
  EntityPickerInput,
  InputFilter,
  PopupPickerInput,
  PositionPickerInput,
  SearchSelect,
  TimeInput,
  UserPickerInput,
} from '../../framework/pickers';
import { AreaPicker } from '../../framework/region/AreaPicker';
import { useCurrentShop } from '../device/currentShop';
import './pickersDemoLocale';

type DemoValues = Record<string, unknown>;

/** 组件示例 → 选择器: every picker and select on the tenant's real data. */
export default function PickersDemoPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<DemoValues>();
  const values = Form.useWatch([], form);
  const { shops, shop, setShopId } = useCurrentShop();
  /** A popup over one of the shipped reports whose chosen row fills `destFields`; a shop report reads the current shop. */
  const reportPopup = (code: string, orgFields: string, destFields: string, ofShop: boolean) => (
    <PopupPickerInput
      code={code}
      field={destFields.split(',')[0]}
      orgFields={orgFields}
      destFields={destFields}
      groupId="pickers-demo"
      {...(ofShop ? { param: shop ? { shopId: shop.id } : undefined, disabled: !shop } : {})}
      onPopupSelect={(_rows, picked) => form.setFieldsValue(picked)}
    />
  );

  return (
    <Card title={t('pickersDemo.title')}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form form={form} layout="vertical" name="pickers-demo">
            <Form.Item label={t('pickersDemo.user')} name="user">
              <UserPickerInput />
            </Form.Item>
            <Form.Item label={t('pickersDemo.users')} name="users">
              <UserPickerInput multi />
            </Form.Item>
            <Form.Item label={t('pickersDemo.depart')} name="departs">
              <DepartPickerInput multi />
            </Form.Item>
            <Form.Item label={t('pickersDemo.position')} name="position">
              <PositionPickerInput />
            </Form.Item>
            <Form.Item label={t('pickersDemo.record')} name="records">
              <EntityPickerInput
                multi
                listUrl="/demo/record/list"
                title={t('pickersDemo.record')}
                labelKey="name"
                searchKey="name"
                searchLike
                searchPlaceholder={t('pickersDemo.recordName')}
                columns={[
                  { title: t('pickersDemo.recordName'), dataIndex: 'name' },
                  { title: t('pickersDemo.recordAge'), dataIndex: 'age' },
                  { title: t('pickersDemo.recordEmail'), dataIndex: 'email' },
                ]}
              />
            </Form.Item>
            <Form.Item label={t('pickersDemo.shop')}>
              {shop ? (
                <Select
                  value={shop.id}
                  onChange={setShopId}
                  options={shops.map((item) => ({ value: item.id, label: item.name }))}
                />
              ) : (
                <Alert type="info" title={t('pickersDemo.noShop')} />
              )}
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item label={t('pickersDemo.staffAccount')} name="staffAccount">
                  {reportPopup('shop_staff', 'username,realname', 'staffAccount,staffName', true)}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('pickersDemo.staffName')} name="staffName">
                  <Input readOnly />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item label={t('pickersDemo.storageShop')} name="storageShop">
                  {reportPopup('shop_works_storage', 'shopName', 'storageShop', false)}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('pickersDemo.screen')} name="screen">
                  {reportPopup('shop_screens', 'name', 'screen', true)}
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t('pickersDemo.searchSelect')} name="searchUser">
              <SearchSelect dict="sys_user,realname,username" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.departTree')} name="departTree">
              <DictTreeSelect dict="sys_depart,departName,id" pidField="parentId" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.leafCategory')} name="leafCategory">
              <DictTreeSelect dict="sys_category,name,id" hasChildField="hasChild" disableField="hasChild" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.category')} name="category">
              <CategorySelect pcode="A01" multi />
            </Form.Item>
            <Form.Item label={t('pickersDemo.dictSelect')} name="rank">
              <DictSelect dictCode="position_rank" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.dictCheckbox')} name="ranks">
              <DictCheckbox dictCode="position_rank" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.area')} name="area">
              <AreaPicker />
            </Form.Item>
            <Form.Item label={t('pickersDemo.time')} name="time">
              <TimeInput />
            </Form.Item>
            <Divider titlePlacement="start">{t('pickersDemo.errors')}</Divider>
            <Form.Item label={t('pickersDemo.unknownReport')}>
              <PopupPickerInput code="no_such_report" orgFields="username" destFields="account" />
            </Form.Item>
            <Form.Item label={t('pickersDemo.badFields')}>
              <PopupPickerInput code="shop_staff" orgFields="username,realname" destFields="account" />
            </Form.Item>
            <Row gutter={16}>
              {(['like', 'ne', 'ge', 'le'] as const).map((type) => (
                <Col span={6} key={type}>
                  <Form.Item
                    label={t(`pickersDemo.filter${type[0]?.toUpperCase()}${type.slice(1)}`)}
                    name={`filter_${type}`}
                  >
                    <InputFilter type={type} trim />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={5}>{t('pickersDemo.values')}</Typography.Title>
          <pre data-testid="picker-values" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(values ?? {}, null, 2)}
          </pre>
        </Col>
      </Row>
    </Card>
  );
}
