import { DeleteOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { ShopPlace } from '@scenecast/contracts';
import { Button, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../framework/region/MapPicker';

interface PlacesFieldProps {
  value?: ShopPlace[];
  onChange?: (places: ShopPlace[]) => void;
  /** The shop's province and city, copied onto a new place. */
  province?: string;
  city?: string;
  /** Where the map starts when no place is chosen ('lat,lng'). */
  center?: string | null;
}

interface Pending {
  location: string;
  jiancheng: string;
  address: string;
  custom: boolean;
}

/** The shop's places: search or click on the map, name the spot, add it to the list. */
export function PlacesField({ value, onChange, province, city, center }: PlacesFieldProps) {
  const { t } = useTranslation();
  const places = value ?? [];
  const [pending, setPending] = useState<Pending | null>(null);

  const add = () => {
    if (!pending) return;
    onChange?.([
      ...places,
      {
        jiancheng: pending.jiancheng.trim(),
        province: province ?? '',
        city: city ?? '',
        address: pending.address.trim(),
        location: pending.location,
        custom: pending.custom,
      },
    ]);
    setPending(null);
  };

  return (
    <div className="sc-places">
      <List
        size="small"
        bordered
        dataSource={places}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shop.form.noPlaces')} /> }}
        renderItem={(place, index) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('shop.form.removePlace')}
                onClick={() => onChange?.(places.filter((_, at) => at !== index))}
              />,
            ]}
          >
            <List.Item.Meta
              avatar={<EnvironmentOutlined style={{ color: 'var(--sc-primary)', fontSize: 16, marginTop: 4 }} />}
              title={
                <Space size={6}>
                  {place.jiancheng || place.address || t('shop.form.place')}
                  {place.custom && <Tag>{t('shop.form.customPlace')}</Tag>}
                </Space>
              }
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[place.address, place.location].filter(Boolean).join(' · ')}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
        style={{ marginBottom: 12 }}
      />
      <MapPicker
        value={pending?.location ?? places[places.length - 1]?.location}
        fallbackCenter={center}
        city={city}
        onPick={(location, candidate) =>
          setPending({
            location,
            jiancheng: candidate?.name ?? pending?.jiancheng ?? '',
            address: candidate?.address ?? pending?.address ?? '',
            custom: !candidate,
          })
        }
      />
      {pending && (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            value={pending.jiancheng}
            onChange={(event) => setPending({ ...pending, jiancheng: event.target.value })}
            placeholder={t('shop.form.placeName')}
            maxLength={40}
          />
          <Input
            value={pending.address}
            onChange={(event) => setPending({ ...pending, address: event.target.value })}
            placeholder={t('shop.form.placeAddress')}
            maxLength={200}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={add} data-testid="place-add">
            {t('shop.form.addPlace')}
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}
