import { InboxOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Button, Progress, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../display/ScModal';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { IMPORT_ACCEPT, type ImportOutcome, isSpreadsheet } from './importOutcome';
import { importFiles } from './listApi';
import './locale';

/** Import dialog width 600 (framework §9). */
const MODAL_WIDTH = 600;

interface ImportModalProps {
  open: boolean;
  url: string;
  onClose: () => void;
  /** Some rows were imported (success, or success with errors): the list reloads. */
  onImported: () => void;
}

interface Picked {
  uid: string;
  file: File;
}

/** The spreadsheet import: several .xls/.xlsx files, upload progress, and its three outcomes. */
export function ImportModal({ open, url, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [percent, setPercent] = useState<number | null>(null);

  const close = () => {
    setPicked([]);
    setPercent(null);
    onClose();
  };

  const show = (outcome: ImportOutcome) => {
    if (outcome.kind === 'failure') {
      message.warning(outcome.message);
      return;
    }
    onImported();
    close();
    if (outcome.kind === 'success') {
      message.success(outcome.message);
      return;
    }
    modal.warning({
      title: outcome.message,
      content: (
        <div data-testid="import-partial">
          <div>{outcome.detail}</div>
          <a href={outcome.fileUrl} download={outcome.fileName} target="_blank" rel="noreferrer">
            {t('list.downloadErrors')}
          </a>
        </div>
      ),
    });
  };

  const start = async () => {
    setPercent(0);
    try {
      show(
        await importFiles(
          url,
          picked.map((item) => item.file),
          setPercent,
        ),
      );
    } finally {
      setPercent(null);
    }
  };

  const fileList: UploadFile[] = picked.map(({ uid, file }) => ({ uid, name: file.name, size: file.size }));

  return (
    <ScModal
      open={open}
      title={t('list.importTitle')}
      width={MODAL_WIDTH}
      onClose={close}
      footer={
        <Space>
          <Button onClick={close}>{t('list.close')}</Button>
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={percent !== null}
            onClick={start}
            data-testid="import-start"
          >
            {percent !== null ? t('list.importing') : t('list.startImport')}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept={IMPORT_ACCEPT}
        multiple
        fileList={fileList}
        beforeUpload={(file) => {
          if (!isSpreadsheet(file.name)) {
            message.warning(msg('importFileType', currentLang()));
            return Upload.LIST_IGNORE;
          }
          setPicked((list) => [...list, { uid: file.uid, file }]);
          return false;
        }}
        onRemove={(file) => setPicked((list) => list.filter((item) => item.uid !== file.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('list.importHint')}</p>
      </Upload.Dragger>
      {percent !== null && <Progress percent={percent} size="small" />}
    </ScModal>
  );
}
