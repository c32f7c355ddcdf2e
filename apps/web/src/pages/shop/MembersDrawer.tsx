import type { ShopRecord } from '@scenecast/contracts';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPanel } from './MemberPanel';
import { ShareCodePanel } from './ShareCodePanel';

/** The members drawer of the shop list: share code (owner), main user, staff, jobs. */
export function MembersDrawer({ shop, onClose }: { shop: ShopRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={shop !== null}
      onClose={onClose}
      size={640}
      title={shop ? t('shop.members.drawerTitle', { name: shop.name }) : ''}
      destroyOnHidden
      data-testid="members-drawer"
    >
      {shop && (
        <>
          {shop.isOwner && <ShareCodePanel shopId={shop.id} />}
          <MemberPanel shopId={shop.id} canManage={shop.isOwner} />
        </>
      )}
    </Drawer>
  );
}
