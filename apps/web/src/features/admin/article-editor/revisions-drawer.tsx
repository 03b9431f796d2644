import type { ArticleRevisionSummary } from '@taxatlas/contracts/article-admin';
import { Alert, Button, Drawer, Empty, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../../../lib/api';
import { useGetEditorRevisionQuery, useListEditorRevisionsQuery } from './editor-api';
import { useEditorT } from './use-editor-t';

/**
 * The article's revisions, newest first (version, who, when, autosave), a preview of the chosen one, and Restore.
 * Restoring is the screen's business (it holds the version and handles a 409): `onRestore` gets the revision.
 */
export function RevisionsDrawer({
  articleId,
  currentVersion,
  open,
  onClose,
  onRestore,
  restoring,
}: {
  articleId: string;
  currentVersion: number | undefined;
  open: boolean;
  onClose: () => void;
  onRestore: (revision: ArticleRevisionSummary) => void;
  restoring: boolean;
}) {
  const t = useEditorT();
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const { data, error, isFetching } = useListEditorRevisionsQuery(articleId, { skip: !open, refetchOnMountOrArgChange: true });
  const [chosenId, setChosenId] = useState<string | undefined>();
  const chosen = data?.data.find((revision) => revision.id === chosenId);
  const { data: full, isFetching: loadingFull } = useGetEditorRevisionQuery(
    { articleId, revisionId: chosenId ?? '' },
    { skip: !open || !chosenId },
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('editor.revisions.title')} size={720} destroyOnHidden>
      {error ? (
        <Alert type="error" showIcon title={t('editor.revisions.failed')} description={apiErrorText(error)} />
      ) : isFetching && !data ? (
        <Spin>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : !data || data.data.length === 0 ? (
        <Empty description={t('editor.revisions.empty')} />
      ) : (
        <List
          size="small"
          dataSource={[...data.data]}
          renderItem={(revision) => (
            <List.Item
              style={{ cursor: 'pointer', background: revision.id === chosenId ? '#e6f4ff' : undefined, paddingInline: 8 }}
              onClick={() => setChosenId(revision.id)}
              actions={[
                <Button
                  key="show"
                  type="link"
                  size="small"
                  onClick={() => setChosenId(revision.id)}
                  aria-pressed={revision.id === chosenId}
                >
                  {t('editor.revisions.version', { version: revision.version })}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {revision.title} {revision.autosave ? <Tag>{t('editor.revisions.autosave')}</Tag> : null}
                    {revision.version === currentVersion ? <Tag color="blue">{t('editor.revisions.current')}</Tag> : null}
                  </span>
                }
                description={t('editor.revisions.by', {
                  who: revision.savedBy ?? t('editor.revisions.unknownAuthor'),
                  time: when(revision.savedAt),
                })}
              />
            </List.Item>
          )}
        />
      )}
      <section aria-label={chosen ? t('editor.revisions.preview', { version: chosen.version }) : undefined} style={{ marginTop: 24 }}>
        {!chosen ? (
          <Typography.Paragraph type="secondary">{t('editor.revisions.choose')}</Typography.Paragraph>
        ) : (
          <>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('editor.revisions.preview', { version: chosen.version })}
              </Typography.Title>
              <Button type="primary" loading={restoring} disabled={chosen.version === currentVersion} onClick={() => onRestore(chosen)}>
                {t('editor.action.restore')}
              </Button>
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('editor.revisions.by', { who: chosen.savedBy ?? t('editor.revisions.unknownAuthor'), time: when(chosen.savedAt) })}
            </Typography.Paragraph>
            {loadingFull || !full ? (
              <Spin>
                <div style={{ minHeight: 120 }} />
              </Spin>
            ) : (
              <article data-testid="revision-preview">
                <Typography.Title level={2}>{full.article.title}</Typography.Title>
                {full.article.excerpt ? <Typography.Paragraph type="secondary">{full.article.excerpt}</Typography.Paragraph> : null}
                {/* Sanitised by the API when it was saved, as on the public article page. */}
                <div className="prose blog-article-content" dangerouslySetInnerHTML={{ __html: full.article.content ?? '' }} />
              </article>
            )}
          </>
        )}
      </section>
    </Drawer>
  );
}
