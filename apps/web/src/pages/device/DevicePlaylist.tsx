import { PlayCircleOutlined } from '@ant-design/icons';
import { Empty, Image, List, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevicePlaylist } from './api';

/** What the screen plays now, in its order: the works assigned to it, as the player gets them. */
export function DevicePlaylist({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const playlist = useDevicePlaylist(deviceId);
  if (playlist.isLoading) return <Skeleton active />;
  if (!playlist.data?.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.playlist.empty')} />;
  }
  return (
    <List
      data-testid="device-playlist"
      dataSource={playlist.data}
      renderItem={(item, index) => (
        <List.Item key={item.id} data-work-id={item.id}>
          <List.Item.Meta
            avatar={
              item.kind === 'image' ? (
                <Image src={item.url} width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ) : (
                <PlayCircleOutlined style={{ fontSize: 32, color: 'var(--sc-primary, #1890ff)' }} />
              )
            }
            title={t('device.playlist.position', { n: index + 1 })}
            description={
              <>
                <Tag>{t(`device.playlist.kind.${item.kind}`)}</Tag>
                {item.kind === 'image' || item.seconds > 0
                  ? t('device.playlist.seconds', { seconds: item.seconds })
                  : t('device.playlist.playThrough')}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
