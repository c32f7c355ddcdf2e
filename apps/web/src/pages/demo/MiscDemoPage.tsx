import { byteLength, formatFileSize } from '@scenecast/contracts';
import { Button, Card, Col, Input, InputNumber, Row, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../framework/display/DetailList';
import { DragVerify } from '../../framework/display/DragVerify';
import { ellipsis, thousands } from '../../framework/display/format';
import { ScModal } from '../../framework/display/ScModal';
import { PdfPreview } from '../../framework/upload/PdfPreview';
import { uploadFile } from '../../framework/upload/uploadFile';
import { useUploadFailure } from '../../framework/upload/useUploadFailure';
import { FormChecksDemo } from './FormChecksDemo';
import './demoLocale';

/**
 * 组件示例 · small widgets: drag-slider verification, detail list, full-screen modal, text and number
 * filters, form checks with the file pop-up, PDF preview.
 */
export default function MiscDemoPage() {
  const { t } = useTranslation();
  const [text, setText] = useState(() => t('demoPages.sample.text'));
  const [number, setNumber] = useState<string | null>('1234567.89');
  const [modalOpen, setModalOpen] = useState(false);
  const [verified, setVerified] = useState(false);
  const [confirmed, setConfirmed] = useState(0);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('demoPages.dragVerify')}>
        <Space size="large">
          <DragVerify onPassed={() => setVerified(true)} />
          {verified && <Typography.Text type="success">{t('demoPages.passedAt')}</Typography.Text>}
        </Space>
      </Card>
      <Card title={t('demoPages.filters')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <DetailList
              col={1}
              items={[
                {
                  term: t('demoPages.text'),
                  content: (
                    <Input
                      aria-label={t('demoPages.text')}
                      value={text}
                      onChange={(event) => setText(event.target.value)}
                    />
                  ),
                },
                { term: t('demoPages.bytes'), content: <span data-testid="byte-length">{byteLength(text)}</span> },
                { term: t('demoPages.ellipsis'), content: <span data-testid="ellipsis">{ellipsis(text)}</span> },
              ]}
            />
          </Col>
          <Col xs={24} md={12}>
            <DetailList
              col={1}
              items={[
                {
                  term: t('demoPages.number'),
                  content: (
                    <InputNumber<string>
                      aria-label={t('demoPages.number')}
                      stringMode
                      value={number}
                      onChange={setNumber}
                      style={{ width: '100%' }}
                    />
                  ),
                },
                { term: t('demoPages.thousands'), content: <span data-testid="thousands">{thousands(number)}</span> },
                { term: t('demoPages.fileSize'), content: formatFileSize(Number(number ?? 0)) },
              ]}
            />
          </Col>
        </Row>
      </Card>
      <Card title={t('demoPages.detailList')}>
        <DetailList
          col={3}
          items={[
            { term: t('demoPages.sample.name'), content: t('demoPages.sample.nameValue') },
            { term: t('demoPages.sample.gender'), content: t('demoPages.sample.genderValue') },
            { term: t('demoPages.sample.phone'), content: '13800000000' },
            { term: t('demoPages.sample.email'), content: 'zhangsan@example.com' },
            { term: t('demoPages.sample.salary'), content: thousands('25000.00') },
            { term: t('demoPages.sample.address'), content: ellipsis(t('demoPages.sample.addressValue')) },
          ]}
        />
      </Card>
      <Card title={t('demoPages.modal')}>
        <Space>
          <Button onClick={() => setModalOpen(true)}>{t('demoPages.openModal')}</Button>
          {confirmed > 0 && (
            <Typography.Text type="success" data-testid="modal-confirmed">
              {t('demoPages.confirmed')} × {confirmed}
            </Typography.Text>
          )}
        </Space>
        <ScModal
          open={modalOpen}
          title={t('demoPages.modal')}
          width={600}
          switchFullscreen
          okClose
          onClose={() => setModalOpen(false)}
          onOk={() => setConfirmed((count) => count + 1)}
        >
          <p>{t('demoPages.modalBody')}</p>
        </ScModal>
      </Card>
      <Card title={t('demoPages.formChecks')}>
        <FormChecksDemo />
      </Card>
      <Card title={t('demoPages.pdf')}>
        <PdfDemo />
      </Card>
    </Space>
  );
}

/** A PDF uploaded here and shown through the online preview, which only its tenant may open. */
function PdfDemo() {
  const { t } = useTranslation();
  const [path, setPath] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const reportFailure = useUploadFailure();
  return (
    <Space>
      <Upload
        accept=".pdf,application/pdf"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          uploadFile(file as File, 'temp').then(
            (stored) => {
              setPath(stored);
              onSuccess?.(stored);
            },
            (error: Error) => {
              reportFailure(error, 'file');
              onError?.(error);
            },
          );
        }}
      >
        <Button data-testid="pdf-upload">{t('demoPages.pdfUpload')}</Button>
      </Upload>
      {path && (
        <Button type="primary" data-testid="pdf-open" onClick={() => setOpen(true)}>
          {t('demoPages.pdfOpen')}
        </Button>
      )}
      {path && (
        <ScModal
          open={open}
          title={t('demoPages.pdf')}
          width={900}
          switchFullscreen
          onClose={() => setOpen(false)}
          footer={null}
        >
          <PdfPreview path={path} />
        </ScModal>
      )}
    </Space>
  );
}
