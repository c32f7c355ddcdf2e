import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Button, Progress, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { checkImageFile } from '../../upload/imageChecks';
import { staticUrl } from '../../upload/staticUrl';
import { uploadFile } from '../../upload/uploadFile';
import { useUploadFailure } from '../../upload/useUploadFailure';
import type { UploadCellValue } from '../types';
import type { CellEditorProps } from './cellProps';

export function isUploadValue(value: unknown): value is UploadCellValue {
  return typeof value === 'object' && value !== null && 'status' in value && 'name' in value;
}

function started(file: File): UploadCellValue {
  return { name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0, path: '', message: '' };
}

/**
 * upload, file and image cells: one file sent to /sys/common/upload; the value goes uploading → done
 * (with the stored path) or error (shown as 上传失败, its tooltip the server's message, else 未知错误), the failure
 * also told as framework §8 words it. An image cell takes images only; table uploads send isup=1.
 */
export function UploadCell({ column, value, onChange }: CellEditorProps) {
  const { t } = useTranslation();
  const current = isUploadValue(value) ? value : null;
  const isImage = column.type === 'image';
  const reportFailure = useUploadFailure();

  const send = async (file: File) => {
    if (isImage) {
      const failure = checkImageFile(file, Number.POSITIVE_INFINITY);
      if (failure) {
        onChange({ ...started(file), status: 'error', message: msg(failure.message, currentLang(), failure.n) });
        return;
      }
    }
    let latest = started(file);
    onChange(latest);
    try {
      const path = await uploadFile(file, 'temp', {
        fromTable: true,
        onProgress: (percent) => {
          latest = { ...latest, percent };
          onChange(latest);
        },
      });
      onChange({ ...latest, status: 'done', percent: 100, path });
    } catch (error) {
      onChange({ ...latest, status: 'error', message: reportFailure(error, isImage ? 'image' : 'file') });
    }
  };

  if (!current) {
    return (
      <Upload
        showUploadList={false}
        accept={isImage ? 'image/*' : undefined}
        disabled={column.disabled}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} data-testid={`cell-upload-${column.key}`}>
          {t('editableTable.upload')}
        </Button>
      </Upload>
    );
  }
  const url = current.status === 'done' ? staticUrl(current.path) : undefined;
  return (
    <div className="jet-upload-cell">
      {current.status === 'uploading' && <Progress percent={current.percent} size="small" style={{ width: 80 }} />}
      {current.status === 'error' && (
        <Tooltip title={current.message}>
          <span className="jet-upload-error" data-testid={`cell-upload-error-${column.key}`}>
            {msg('uploadItemFailed', currentLang())}
          </span>
        </Tooltip>
      )}
      {current.status === 'done' &&
        (isImage && url ? (
          <img src={url} alt={current.name} className="jet-upload-thumb" />
        ) : (
          <span className="jet-upload-name" title={current.name}>
            {current.name}
          </span>
        ))}
      {url && column.allowDownload !== false && (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          href={url}
          target="_blank"
          aria-label={t('editableTable.download')}
        />
      )}
      {column.allowRemove !== false && !column.disabled && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => onChange(null)}
          aria-label={t('editableTable.remove')}
        />
      )}
    </div>
  );
}
