import type { MediaItem } from '@taxatlas/contracts/media';
import { Modal } from 'antd';
import { useState } from 'react';
import { MediaLibrary } from './media-library';
import { useMediaT } from './use-media-t';

/**
 * Choose an image from the library, or upload one and choose it: for the article editor's cover image and for images
 * in the body. `onPick` gets the whole item (its `url` is the medium WebP; `variants` has the others, `alt` the text).
 */
export function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (item: MediaItem) => void }) {
  const t = useMediaT();
  const [selected, setSelected] = useState<MediaItem | undefined>();

  const close = () => {
    setSelected(undefined);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('media.picker.title')}
      width={960}
      okText={t('media.picker.choose')}
      cancelText={t('media.picker.cancel')}
      okButtonProps={{ disabled: !selected }}
      onOk={() => {
        if (!selected) return;
        onPick(selected);
        close();
      }}
      onCancel={close}
      destroyOnHidden
      data-testid="media-picker"
    >
      <MediaLibrary selectedId={selected?.id ?? ''} onOpen={setSelected} onUploaded={setSelected} />
    </Modal>
  );
}
