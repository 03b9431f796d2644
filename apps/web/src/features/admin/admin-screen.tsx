import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSeo } from '../../components/seo/use-seo';

/**
 * The frame of a dashboard screen: its heading, what it is for, and its content, by default an empty state (the
 * screens are filled one by one; until then each says what it will hold).
 */
export function AdminScreen({
  title,
  lead,
  empty,
  testId,
  actions,
  children,
}: {
  title: string;
  lead: string;
  /** The empty state's text, shown when there are no children. */
  empty?: string;
  testId: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useSeo({ title, description: lead, noIndex: true, noFollow: true });
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 16, flexWrap: 'wrap' }}>
        <Typography.Title level={1} id={`${testId}-title`} style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {actions}
      </div>
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      {children ?? <Empty description={empty} style={{ padding: '48px 0' }} />}
    </section>
  );
}
