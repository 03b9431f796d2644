import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

// TipTap loads in a chunk of its own, after the form: no other screen's download contains it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The body as an antd form control: TipTap once its chunk has loaded. */
export function BodyField({
  initialValue = '',
  onChange,
  label,
  loadingText,
}: {
  initialValue?: string;
  onChange?: (html: string) => void;
  label: string;
  loadingText: string;
}) {
  // The editor takes its content once; the form's later values come from it (a new key remounts it).
  const [initial] = useState(initialValue);
  return (
    <Suspense
      fallback={
        <Spin tip={loadingText}>
          <div style={{ minHeight: 360 }} />
        </Spin>
      }
    >
      <RichTextEditor initialValue={initial} onChange={(html) => onChange?.(html)} label={label} />
    </Suspense>
  );
}
