import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './locale';

/** Modal body max height 70% of the window (framework §9). */
const BODY_MAX_HEIGHT = '70vh';

export interface ScModalProps extends Omit<ModalProps, 'onOk' | 'onCancel' | 'title' | 'styles'> {
  title: ReactNode;
  onClose: () => void;
  onOk?: () => unknown;
  /** The confirm button also closes the dialog (okClose, framework §4). */
  okClose?: boolean;
  /** Shows the full-screen toggle in the title bar. */
  switchFullscreen?: boolean;
  /** The body's greatest height; 70% of the window unless a dialog's spec says otherwise. */
  bodyMaxHeight?: string;
}

/** The console's modal: body at most 70% of the window high, an optional full-screen toggle and okClose. */
export function ScModal({
  title,
  onClose,
  onOk,
  okClose = false,
  switchFullscreen = false,
  bodyMaxHeight = BODY_MAX_HEIGHT,
  width,
  children,
  ...rest
}: ScModalProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const handleOk = async () => {
    await onOk?.();
    if (okClose) onClose();
  };
  const heading = switchFullscreen ? (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <span>{title}</span>
      <Tooltip title={t(fullscreen ? 'display.exitFullscreen' : 'display.fullscreen')}>
        <Button
          type="text"
          size="small"
          aria-label={t(fullscreen ? 'display.exitFullscreen' : 'display.fullscreen')}
          icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={() => setFullscreen((on) => !on)}
          style={{ marginInlineEnd: 24 }}
        />
      </Tooltip>
    </div>
  ) : (
    title
  );
  return (
    <Modal
      title={heading}
      onCancel={onClose}
      onOk={handleOk}
      width={fullscreen ? '100%' : width}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={{ body: { maxHeight: fullscreen ? 'calc(100vh - 140px)' : bodyMaxHeight, overflowY: 'auto' } }}
      {...rest}
    >
      {children}
    </Modal>
  );
}
