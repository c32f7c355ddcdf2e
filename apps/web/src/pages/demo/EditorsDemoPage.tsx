import { Card, Col, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CODE_MODE_LABELS,
  CODE_MODES,
  CodeEditor,
  type CodeMode,
  MarkdownEditor,
  RichTextEditor,
} from '../../framework/editors';
import './demoLocale';

/** Sample code per mode, greeting in the interface's language. */
const samples = (hello: string): Partial<Record<CodeMode, string>> => ({
  javascript: `function greet(name) {\n  return '${hello}' + name;\n}\n`,
  sql: 'select name, age\nfrom demo_record\nwhere age >= 18\norder by name;\n',
  python: `def greet(name):\n    return f"${hello}{name}"\n`,
});

/** 组件示例 · editors: rich text, markdown and code, each loaded only here. */
export default function EditorsDemoPage() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(() => t('demoPages.sample.richText'));
  const [markdown, setMarkdown] = useState(() => t('demoPages.sample.markdown'));
  const [mode, setMode] = useState<CodeMode>('javascript');
  const codeSamples = samples(t('demoPages.sample.hello'));
  const [code, setCode] = useState(codeSamples.javascript ?? '');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('demoPages.richText')}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <RichTextEditor value={html} onChange={setHtml} />
          </Col>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{t('demoPages.html')}</Typography.Text>
            <pre data-testid="rich-text-html" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
              {html}
            </pre>
          </Col>
        </Row>
      </Card>
      <Card title={t('demoPages.markdown')}>
        <MarkdownEditor value={markdown} onChange={setMarkdown} />
      </Card>
      <Card
        title={t('demoPages.code')}
        extra={
          <Select<CodeMode>
            aria-label={t('demoPages.mode')}
            value={mode}
            style={{ width: 160 }}
            options={CODE_MODES.map((value) => ({ value, label: CODE_MODE_LABELS[value] }))}
            onChange={(next) => {
              setMode(next);
              setCode(codeSamples[next] ?? '');
            }}
          />
        }
      >
        <CodeEditor value={code} onChange={setCode} mode={mode} />
      </Card>
    </Space>
  );
}
