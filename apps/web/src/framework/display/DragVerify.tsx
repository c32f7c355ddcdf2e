import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dragOffset, isDraggedToEnd } from './dragVerify';
import './locale';

const HANDLE_WIDTH = 40;
const HEIGHT = 40;

interface DragVerifyProps {
  width?: number;
  onPassed?: () => void;
}

/** Drag-slider verification: drag the handle to the end to pass; releasing early resets it. */
export function DragVerify({ width = 300, onPassed }: DragVerifyProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [passed, setPassed] = useState(false);
  const start = useRef<number | null>(null);
  const maxOffset = width - HANDLE_WIDTH;

  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed) return;
    start.current = event.clientX - offset;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setOffset(dragOffset(start.current, event.clientX, maxOffset));
  };
  const onUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (isDraggedToEnd(offset, maxOffset)) {
      setPassed(true);
      onPassed?.();
    } else {
      setOffset(0);
    }
  };

  return (
    <div
      data-testid="drag-verify"
      data-passed={passed}
      style={{
        position: 'relative',
        width,
        height: HEIGHT,
        lineHeight: `${HEIGHT}px`,
        background: '#e8e8e8',
        borderRadius: 4,
        textAlign: 'center',
        userSelect: 'none',
        overflow: 'hidden',
      }}
    >
      <div
        style={{ position: 'absolute', insetBlock: 0, left: 0, width: offset + HANDLE_WIDTH, background: '#7ac23c' }}
      />
      <span style={{ position: 'relative', color: passed ? '#fff' : '#595959' }}>
        {passed ? t('display.verified') : t('display.dragToVerify')}
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('display.dragToVerify')}
        aria-valuemin={0}
        aria-valuemax={maxOffset}
        aria-valuenow={offset}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        style={{
          position: 'absolute',
          top: 0,
          left: offset,
          width: HANDLE_WIDTH,
          height: HEIGHT,
          background: '#fff',
          border: '1px solid #d9d9d9',
          cursor: passed ? 'default' : 'move',
          touchAction: 'none',
          color: passed ? '#52c41a' : '#8c8c8c',
        }}
      >
        {passed ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
