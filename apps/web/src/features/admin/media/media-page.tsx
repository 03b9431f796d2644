import { useState } from 'react';
import { AdminScreen } from '../admin-screen';
import { MediaDetailDrawer } from './media-detail-drawer';
import { MediaLibrary } from './media-library';
import { useAdminT } from '../use-admin-t';

/** /admin/dashboard/media: upload, find and describe images; a click opens the image's details. */
export default function AdminMediaPage() {
  const t = useAdminT();
  const [openId, setOpenId] = useState<string | undefined>();
  return (
    <AdminScreen testId="admin-media" title={t('admin.media.title')} lead={t('admin.media.lead')}>
      <MediaLibrary onOpen={(item) => setOpenId(item.id)} />
      <MediaDetailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </AdminScreen>
  );
}
