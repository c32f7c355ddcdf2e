import { AppstoreAddOutlined, CheckCircleFilled } from '@ant-design/icons';
import {
  msg,
  SCENE_NAVIGATION_DELAY_MS,
  SHOP_BRAND_MAX,
  SHOP_NAME_MAX,
  SMART_STORE_SUFFIX,
  sceneHomePath,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Modal, Row, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reloadMenuRoutes } from '../../app/router';
import { useSessionStore } from '../../app/stores/sessionStore';
import { limitedTextCount, limitedTextRule, requiredRule } from '../../framework/formRules';
import { RequestError } from '../../framework/http';
import { currentLang } from '../../framework/i18n';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { shopKeys } from '../shop/api';
import { addScene, sceneKeys, useMyScenes, useSceneCount, useSceneTemplates } from './api';
import { FIXED_SCENES } from './fixedScenes';
import { useSceneChooserStore } from './sceneChooserStore';
import './scene.css';
import { validValues } from '../../framework/validValues';

/** Scene dialog widths (business §9): 1150 for a privileged user (who gets extra templates), else 680. */
const WIDTH_PRIVILEGED = 1150;
const WIDTH_DEFAULT = 680;
/** Scene dialog form reset delay 0.5 s (business §9). */
const FORM_RESET_DELAY_MS = 500;

interface SceneCard {
  id: string;
  name: string;
  descText: string;
  icon?: React.ReactNode;
  color?: string;
  cover?: string;
}

interface Values {
  shopName: string;
  shopBrand: string;
}

/**
 * The scene chooser (business §2, §4, §5): step 0 picks a scene, step 1 names the first shop and
 * its brand. Opens by itself while the user has no scene, and then cannot be closed.
 */
export function SceneChooser() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = useSceneChooserStore((state) => state.requested);
  const closeChooser = useSceneChooserStore((state) => state.closeChooser);
  const count = useSceneCount();
  const isPlatformAdmin = useSessionStore((state) => Boolean(state.userInfo?.isPlatformAdmin));
  const forced = !isPlatformAdmin && count.data !== undefined && count.data.count === 0;
  const open = forced || requested;
  const mine = useMyScenes(open);
  const templates = useSceneTemplates(open);
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shopName = Form.useWatch('shopName', form);
  const shopBrand = Form.useWatch('shopBrand', form);

  const extra = templates.data ?? [];
  const privileged = extra.length > 0;
  const cards: SceneCard[] = [
    ...FIXED_SCENES.map((scene) => ({
      id: scene.id,
      name: t(`scene.fixed.${scene.id}.name`),
      descText: t(`scene.fixed.${scene.id}.desc`),
      icon: scene.icon,
      color: scene.color,
    })),
    ...extra
      .filter((template) => !FIXED_SCENES.some((scene) => scene.id === template.id))
      .map((template) => ({
        id: template.id,
        name: template.name,
        descText: template.descText,
        cover: template.cover,
      })),
  ];
  const created = new Set((mine.data ?? []).map((scene) => scene.changjingId));

  const close = () => {
    if (forced) return;
    closeChooser();
  };

  const next = () => {
    if (!chosen) {
      message.warning(msg('sceneRequired', currentLang()));
      return;
    }
    if (created.has(chosen)) {
      message.error(msg('sceneAlreadyCreated', currentLang()));
      return;
    }
    setStep(1);
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values || !chosen) return;
    setBusy(true);
    try {
      const result = await addScene({
        changjingId: chosen,
        shopName: values.shopName.trim(),
        shopBrand: values.shopBrand.trim() + SMART_STORE_SUFFIX,
      });
      message.success(t('scene.created'));
      closeChooser();
      await queryClient.invalidateQueries({ queryKey: sceneKeys.all });
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      await reloadMenuRoutes();
      window.setTimeout(() => navigate(sceneHomePath(result.changjingId)), SCENE_NAVIGATION_DELAY_MS);
      window.setTimeout(() => {
        form.resetFields();
        setStep(0);
        setChosen(null);
      }, FORM_RESET_DELAY_MS);
    } catch (error) {
      if (!(error instanceof RequestError && error.alreadyShown)) {
        message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step === 0 ? (
      <Button type="primary" onClick={next} data-testid="scene-next">
        {t('scene.next')}
      </Button>
    ) : (
      <>
        <Button onClick={() => setStep(0)}>{t('common.back')}</Button>
        <Button type="primary" loading={busy} onClick={submit} data-testid="scene-submit">
          {t('scene.submit')}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      title={
        <span>
          <AppstoreAddOutlined style={{ marginRight: 8 }} />
          {t('scene.title')}
        </span>
      }
      width={privileged ? WIDTH_PRIVILEGED : WIDTH_DEFAULT}
      closable={!forced}
      mask={{ closable: !forced }}
      keyboard={!forced}
      onCancel={close}
      footer={footer}
      data-testid="scene-dialog"
    >
      {forced && <Alert type="info" showIcon title={t('scene.noShopHint')} style={{ marginBottom: 16 }} />}
      <Steps
        size="small"
        current={step}
        items={[{ title: t('scene.stepScene') }, { title: t('scene.stepShop') }]}
        style={{ marginBottom: 20 }}
      />
      {step === 0 ? (
        <Row gutter={[16, 16]}>
          {cards.map((card) => {
            const isChosen = chosen === card.id;
            return (
              <Col key={card.id} xs={24} sm={12} md={privileged ? 6 : 12}>
                <button
                  type="button"
                  className={`sc-scene-card${isChosen ? ' sc-scene-card-chosen' : ''}`}
                  onClick={() => setChosen(card.id)}
                  data-testid={`scene-card-${card.id}`}
                >
                  <span className="sc-scene-card-icon" style={{ background: card.color ?? '#722ed1' }}>
                    {card.cover ? <img src={staticUrl(card.cover)} alt="" /> : (card.icon ?? card.name.slice(0, 1))}
                  </span>
                  <span className="sc-scene-card-body">
                    <span className="sc-scene-card-name">
                      {card.name}
                      {created.has(card.id) && <Tag style={{ marginLeft: 8 }}>{t('scene.alreadyHave')}</Tag>}
                    </span>
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="sc-scene-card-desc">
                      {card.descText}
                    </Typography.Paragraph>
                  </span>
                  {isChosen && <CheckCircleFilled className="sc-scene-card-check" />}
                </button>
              </Col>
            );
          })}
        </Row>
      ) : (
        <Form form={form} layout="vertical" requiredMark className="sc-scene-form">
          <Form.Item
            name="shopName"
            label={t('scene.shopName')}
            rules={[
              requiredRule('shopNameRequired'),
              { whitespace: true, message: msg('shopNameRequired', currentLang()) },
              limitedTextRule(SHOP_NAME_MAX, 'shopNameTooLong'),
            ]}
          >
            <Input placeholder={t('scene.shopNamePlaceholder')} count={limitedTextCount(shopName, SHOP_NAME_MAX)} />
          </Form.Item>
          <Form.Item
            name="shopBrand"
            label={t('scene.shopBrand')}
            extra={t('scene.shopBrandExtra', { suffix: SMART_STORE_SUFFIX })}
            rules={[
              requiredRule('shopBrandRequired'),
              { whitespace: true, message: msg('shopBrandRequired', currentLang()) },
              limitedTextRule(SHOP_BRAND_MAX, 'shopBrandTooLong'),
            ]}
          >
            <Input
              placeholder={t('scene.shopBrandPlaceholder')}
              count={limitedTextCount(shopBrand, SHOP_BRAND_MAX)}
              suffix={<span className="sc-scene-suffix">{SMART_STORE_SUFFIX}</span>}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
