import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../framework/DictSelect';
import {
  checkedRule,
  codeRule,
  requiredLengthRule,
  SERVER_CHECKED_ITEM,
  selectRequiredRule,
} from '../../framework/formRules';
import { DictCheckbox } from '../../framework/pickers';
import { FilePop } from '../../framework/upload/FilePop';
import './demoLocale';

/** Category codes are 1 to 10 groups of three characters (A01…); the server's rule checks the shape. */
const CODE_BOUNDS = { min: 3, max: 30 };
const RANK_BOUNDS = { min: 1, max: 2 };

interface FormChecksValues {
  code: string;
  sex: string;
  ranks: string;
  attachment?: string;
}

/** The form rule builders and the server checks of framework §5 on one small form, with the file pop-up. */
export function FormChecksDemo() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormChecksValues>();
  const [submitted, setSubmitted] = useState<FormChecksValues | null>(null);

  return (
    <Form
      form={form}
      name="form-checks"
      layout="vertical"
      onFinish={setSubmitted}
      onValuesChange={() => setSubmitted(null)}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="code"
            label={t('demoPages.categoryCode')}
            {...SERVER_CHECKED_ITEM}
            rules={[requiredLengthRule('demoCodeRequired', CODE_BOUNDS), codeRule('category_code')]}
          >
            <Input placeholder="A01A02" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sex" label={t('demoPages.sex')} rules={[selectRequiredRule('demoSexRequired')]}>
            <DictSelect dictCode="sex" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="attachment" label={t('demoPages.attachment')}>
            <FilePop data-testid="file-pop" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ranks" label={t('demoPages.ranks')} rules={[checkedRule(RANK_BOUNDS)]}>
        <DictCheckbox dictCode="position_rank" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('demoPages.check')}
        </Button>
        {submitted && <span data-testid="form-checks-passed">{t('demoPages.checkPassed')}</span>}
      </Space>
    </Form>
  );
}
