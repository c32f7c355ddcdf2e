import {
  brandCore,
  type MessageKey,
  msg,
  SHARE_CODE_LENGTH,
  SHOP_BRAND_MAX,
  SHOP_DEFAULT_BEIJING,
  SHOP_DEFAULT_TIME_ZONE,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  SHOP_STATUS_DISABLED,
  SHOP_STATUS_ENABLED,
  SHOP_TIME_ZONES,
  type ShopPlace,
  type ShopRecord,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Divider, Form, type FormRule, Input, Modal, Row, Select, Skeleton, Switch, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadMenuRoutes } from '../../app/router';
import { limitedTextCount, limitedTextRule, requiredRule } from '../../framework/formRules';
import { RequestError } from '../../framework/http';
import { currentLang } from '../../framework/i18n';
import { AreaPicker } from '../../framework/region/AreaPicker';
import { geocodeAddress } from '../../framework/region/api';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import { useFeedback } from '../../framework/useFeedback';
import { useFillOnce } from '../../framework/useFillOnce';
import { sceneKeys } from '../scene/api';
import { addShop, editShop, joinSharedShop, type ShopFormPayload, saveMainUser, shopKeys, useShop } from './api';
import { PhoneListField } from './PhoneListField';
import { PlacesField } from './PlacesField';
import { cleanPhones, phoneListProblem, phonesOfShop } from './phoneList';
import './shop.css';
import { validValues } from '../../framework/validValues';

/** Shop modal width 700, body at most 70% of the window (business §9). */
const SHOP_MODAL_WIDTH = 700;

interface Values {
  photo: string[];
  wxcoe: string[];
  beijing: string[];
  name: string;
  jcName: string;
  descText?: string;
  phones: string[];
  region: string[];
  address: string;
  place: ShopPlace[];
  timeZone: string;
  enabled: boolean;
}

interface ShareValues {
  shareCode: string;
}

export interface ShopFormModalProps {
  open: boolean;
  /** Edit this shop; without it the modal adds one (with the shared-shop tab). */
  shopId?: string | null;
  /** The scene kind a new shop belongs to (syd, fz, qy, ls). */
  changjingId?: string;
  /** The tab a new-shop modal opens on. */
  initialTab?: 'shop' | 'share';
  onClose: () => void;
  onSaved?: (shopId: string) => void;
}

const listRequired = (key: MessageKey): FormRule => ({
  validator: (_, value: string[] | undefined) =>
    value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(msg(key, currentLang()))),
});

function valuesOfShop(shop: ShopRecord | undefined): Values {
  return {
    photo: shop?.photo ? [shop.photo] : [],
    wxcoe: shop?.wxcoe ? [shop.wxcoe] : [],
    beijing: [shop?.beijing || SHOP_DEFAULT_BEIJING],
    name: shop?.name ?? '',
    jcName: shop?.jcName ?? '',
    descText: shop?.descText ?? '',
    phones: phonesOfShop(shop?.phoneList, shop?.phone),
    region: shop ? [shop.province, shop.city, shop.area].filter(Boolean) : [],
    address: shop?.address ?? '',
    place: shop?.place ?? [],
    timeZone: shop?.timeZone ?? SHOP_DEFAULT_TIME_ZONE,
    enabled: shop ? shop.status === SHOP_STATUS_ENABLED : true,
  };
}

/** The shop add / edit modal (business §2, §5), with the shared-shop tab when adding. */
export function ShopFormModal({
  open,
  shopId,
  changjingId,
  initialTab = 'shop',
  onClose,
  onSaved,
}: ShopFormModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const isEdit = Boolean(shopId);
  const shop = useShop(open && shopId ? shopId : null);
  const [form] = Form.useForm<Values>();
  const [shareForm] = Form.useForm<ShareValues>();
  const [tab, setTab] = useState<'shop' | 'share'>('shop');
  const [busy, setBusy] = useState(false);
  const [center, setCenter] = useState<string | null>(null);
  const name = Form.useWatch('name', form);
  const jcName = Form.useWatch('jcName', form);
  const descText = Form.useWatch('descText', form);
  const region = Form.useWatch('region', form);
  // The common zones, and the shop's own when it was set through the API to another one.
  const timeZoneOptions = [...new Set([...SHOP_TIME_ZONES, shop.data?.timeZone ?? SHOP_DEFAULT_TIME_ZONE])].map(
    (zone) => ({ value: zone, label: zone }),
  );

  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);
  // A new shop fills with the defaults at once; a shop being edited once its detail arrives.
  useFillOnce(open ? (shopId ?? '') : null, isEdit ? shop.data : null, (data) =>
    form.setFieldsValue(valuesOfShop(data ?? undefined)),
  );

  useEffect(() => {
    if (!open || !region?.[0]) return;
    const [province, city, area] = region;
    geocodeAddress({ province, city, area })
      .then((answer) => setCenter(answer.location))
      .catch(() => undefined);
  }, [open, region]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    await queryClient.invalidateQueries({ queryKey: sceneKeys.all });
  };

  const saveShop = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (failure) {
      const first = (failure as { errorFields?: { errors: string[] }[] }).errorFields?.[0]?.errors[0];
      if (first) message.warning(first);
      return;
    }
    const phoneProblem = phoneListProblem(values.phones, currentLang());
    if (phoneProblem) {
      message.warning(phoneProblem.text);
      return;
    }
    const [province = '', city = '', area = ''] = values.region;
    const payload: ShopFormPayload = {
      changjingId: isEdit ? undefined : changjingId,
      name: values.name.trim(),
      jcName: values.jcName.trim(),
      photo: values.photo[0] ?? '',
      wxcoe: values.wxcoe[0] ?? '',
      beijing: values.beijing[0] || SHOP_DEFAULT_BEIJING,
      descText: values.descText?.trim() || undefined,
      phone: cleanPhones(values.phones),
      province,
      city,
      area,
      address: values.address.trim(),
      place: values.place,
      timeZone: values.timeZone,
      status: values.enabled ? SHOP_STATUS_ENABLED : SHOP_STATUS_DISABLED,
    };
    setBusy(true);
    try {
      let savedId: string;
      if (isEdit && shopId) {
        savedId = (await editShop({ ...payload, id: shopId })).id;
        message.success(t('shop.form.modified'));
      } else {
        savedId = (await addShop(payload)).id;
        await saveMainUser(savedId);
        message.success(t('shop.form.added'));
      }
      await refresh();
      onSaved?.(savedId);
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError && error.alreadyShown)) {
        message.warning(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const joinShared = async () => {
    const values = await validValues(shareForm);
    if (!values) return;
    setBusy(true);
    try {
      const result = await joinSharedShop(values.shareCode.trim());
      shareForm.resetFields();
      // A member reaches the shop's scene: its menu appears before the success is announced.
      await reloadMenuRoutes();
      await refresh();
      message.success(t('shop.share.joined'));
      onSaved?.(result.shopId);
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError && error.alreadyShown)) {
        message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const shopForm = (
    <Form form={form} layout="vertical" className="sc-shop-form" data-testid="shop-form">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="photo"
            label={t('shop.form.photo')}
            rules={[listRequired('shopLogoRequired')]}
            extra={t('shop.form.photoExtra')}
            required
          >
            <ImageUpload biz="shop" limit={1} crop label={t('shop.form.uploadLogo')} data-testid="upload-photo" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="wxcoe" label={t('shop.form.wxcoe')} rules={[listRequired('shopQrRequired')]} required>
            <ImageUpload biz="shop" limit={1} label={t('shop.form.uploadQr')} data-testid="upload-wxcoe" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="beijing" label={t('shop.form.beijing')} extra={t('shop.form.beijingExtra')}>
            <ImageUpload biz="shop" limit={1} label={t('shop.form.uploadBeijing')} data-testid="upload-beijing" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t('shop.form.name')}
            rules={[requiredRule('shopNameRequired'), limitedTextRule(SHOP_NAME_MAX, 'shopNameTooLong')]}
          >
            <Input placeholder={t('shop.form.namePlaceholder')} count={limitedTextCount(name, SHOP_NAME_MAX)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="jcName"
            label={t('shop.form.jcName')}
            rules={[requiredRule('shopBrandRequired'), limitedTextRule(SHOP_BRAND_MAX, 'shopBrandTooLong', brandCore)]}
          >
            <Input
              placeholder={t('shop.form.jcNamePlaceholder')}
              count={limitedTextCount(jcName, SHOP_BRAND_MAX, brandCore)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="descText"
        label={t('shop.form.descText')}
        rules={[limitedTextRule(SHOP_INTRO_MAX, 'shopIntroTooLong')]}
      >
        <Input.TextArea
          rows={3}
          placeholder={t('shop.form.descPlaceholder')}
          count={limitedTextCount(descText, SHOP_INTRO_MAX)}
        />
      </Form.Item>
      <PhoneListField />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="region" label={t('shop.form.region')} rules={[listRequired('shopRegionRequired')]} required>
            <AreaPicker />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="address" label={t('shop.form.address')} rules={[requiredRule('shopAddressRequired')]}>
            <Input placeholder={t('shop.form.addressPlaceholder')} maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="place" label={t('shop.form.places')} extra={t('shop.form.placesExtra')}>
        <PlacesField province={region?.[0]} city={region?.[1]} center={center} />
      </Form.Item>
      <Form.Item name="timeZone" label={t('shop.form.timeZone')} extra={t('shop.form.timeZoneExtra')}>
        <Select showSearch options={timeZoneOptions} data-testid="shop-time-zone" />
      </Form.Item>
      <Divider style={{ margin: '8px 0 16px' }} />
      <Form.Item name="enabled" label={t('shop.form.enabled')} valuePropName="checked">
        <Switch checkedChildren={t('shop.status.enabled')} unCheckedChildren={t('shop.status.disabled')} />
      </Form.Item>
    </Form>
  );

  const shareFormView = (
    <Form form={shareForm} layout="vertical" className="sc-share-form">
      <p className="sc-share-hint">{t('shop.share.hint')}</p>
      <Form.Item
        name="shareCode"
        label={t('shop.share.code')}
        rules={[
          requiredRule('shareCodeRequired'),
          { max: SHARE_CODE_LENGTH, message: msg('shareCodeTooLong', currentLang(), SHARE_CODE_LENGTH) },
        ]}
      >
        <Input
          placeholder={t('shop.share.codePlaceholder', { n: SHARE_CODE_LENGTH })}
          style={{ textTransform: 'uppercase', letterSpacing: 4, fontSize: 18 }}
          data-testid="share-code-input"
        />
      </Form.Item>
    </Form>
  );

  const loading = isEdit && shop.isLoading;
  return (
    <Modal
      open={open}
      title={isEdit ? t('shop.form.editTitle') : t('shop.form.addTitle')}
      width={SHOP_MODAL_WIDTH}
      onCancel={onClose}
      onOk={tab === 'share' && !isEdit ? joinShared : saveShop}
      okText={tab === 'share' && !isEdit ? t('shop.share.join') : t('common.ok')}
      confirmLoading={busy}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 } }}
      data-testid="shop-form-modal"
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : isEdit ? (
        shopForm
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'shop' | 'share')}
          items={[
            { key: 'shop', label: t('shop.form.tabShop'), children: shopForm },
            { key: 'share', label: t('shop.form.tabShare'), children: shareFormView, forceRender: true },
          ]}
        />
      )}
    </Modal>
  );
}
