import {
  ArrowUpOutlined,
  EyeOutlined,
  HolderOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  StarOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatFileSize, type WorksRecord } from '@scenecast/contracts';
import { Button, Checkbox, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface WorksGridProps {
  works: WorksRecord[];
  selected: string[];
  canReorder: boolean;
  onToggle: (id: string, range: boolean) => void;
  onPreview: (work: WorksRecord) => void;
  onTop: (work: WorksRecord) => void;
  onUp: (work: WorksRecord) => void;
  onCover: (work: WorksRecord) => void;
  onReorder: (from: number, to: number) => void;
}

/** The group's works as thumbnails in group order: select, drag, top, up one, cover, preview. */
export function WorksGrid({ works, canReorder, onReorder, ...card }: WorksGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = works.map((work) => work.id);
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={!canReorder}>
        <div className="works-grid" data-testid="works-grid">
          {works.map((work, index) => (
            <WorkCard key={work.id} work={work} place={index + 1} canReorder={canReorder} {...card} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

type CardProps = Omit<WorksGridProps, 'works' | 'canReorder' | 'onReorder'> & {
  work: WorksRecord;
  place: number;
  canReorder: boolean;
};

function WorkCard({ work, place, canReorder, selected, onToggle, onPreview, onTop, onUp, onCover }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: work.id,
  });
  const isSelected = selected.includes(work.id);
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 9 : undefined,
  };
  const thumb = work.thumbUrl ?? (work.kind === 'image' ? work.url : null);
  const stop = (event: MouseEvent) => event.stopPropagation();
  const isFirst = place === 1;

  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`works-card${isSelected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-testid="work-card"
      data-work-id={work.id}
      data-sort={place}
      onClick={(event) => onToggle(work.id, event.shiftKey)}
      onKeyDown={(event) => {
        if (event.key === ' ' && event.target === event.currentTarget) {
          event.preventDefault();
          onToggle(work.id, event.shiftKey);
        }
      }}
      role="option"
      aria-selected={isSelected}
      tabIndex={0}
    >
      <div className="works-thumb">
        {thumb ? (
          <img src={thumb} alt={work.name} loading="lazy" draggable={false} />
        ) : (
          <PictureOutlined className="works-thumb-none" />
        )}
        {work.kind === 'video' && <PlayCircleOutlined className="works-thumb-play" />}
        <Checkbox
          className="works-card-check"
          checked={isSelected}
          onClick={stop}
          onChange={() => onToggle(work.id, false)}
          data-testid="work-check"
        />
        <span className="works-card-place">{place}</span>
        <span className="works-card-tags">
          {work.isCover && (
            <Tag color="gold" bordered={false} data-testid="work-cover">
              {t('works.grid.cover')}
            </Tag>
          )}
          {work.kind === 'video' && (
            <Tag color="blue" bordered={false}>
              {t('works.grid.video')}
            </Tag>
          )}
        </span>
        {canReorder && (
          <Button
            className="works-card-drag"
            size="small"
            type="text"
            icon={<HolderOutlined />}
            ref={setActivatorNodeRef}
            aria-label={t('works.grid.dragHint')}
            onClick={stop}
            {...attributes}
            {...listeners}
          />
        )}
      </div>
      <div className="works-card-meta">
        <Typography.Text ellipsis={{ tooltip: work.name }} className="works-card-name">
          {work.name}
        </Typography.Text>
        <Typography.Text type="secondary" className="works-card-size">
          {formatFileSize(work.size)}
          {work.width && work.height ? ` · ${work.width}×${work.height}` : ''}
        </Typography.Text>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the card's click (selection) away from its buttons */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry their own keys */}
      <div className="works-card-actions" onClick={stop}>
        <Tooltip title={t('works.grid.preview')}>
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined />}
            onClick={() => onPreview(work)}
            data-testid="work-preview"
          />
        </Tooltip>
        {canReorder && (
          <>
            <Tooltip title={t('works.grid.top')}>
              <Button
                size="small"
                type="text"
                icon={<VerticalAlignTopOutlined />}
                disabled={isFirst}
                onClick={() => onTop(work)}
                data-testid="work-top"
              />
            </Tooltip>
            <Tooltip title={t('works.grid.up')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                onClick={() => onUp(work)}
                data-testid="work-up"
              />
            </Tooltip>
          </>
        )}
        <Tooltip title={t('works.grid.setCover')}>
          <Button
            size="small"
            type="text"
            icon={<StarOutlined />}
            disabled={work.isCover}
            onClick={() => onCover(work)}
            data-testid="work-set-cover"
          />
        </Tooltip>
      </div>
    </div>
  );
}
