import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { apiErrorText } from '../../../lib/api';
import { AdminScreen } from '../admin-screen';
import { useGetAdminArticleQuery } from '../articles/articles-api';
import { ArticleEditorForm } from './article-editor-form';
import { useEditorT } from './use-editor-t';

/**
 * The article editor, one route module for /admin/dashboard/articles/new and /:id/edit, so that a new article keeps
 * its screen (and the caret in its body) when its first save turns the URL into /:id/edit (history replaced): the
 * route passes `editorSession` in the location state, so this component stays mounted across that one navigation
 * and remounts for any other.
 */
export default function ArticleEditorRoute() {
  const { id } = useParams();
  const location = useLocation();
  const session = (location.state as { editorSession?: string } | null)?.editorSession ?? location.key;
  return <ArticleEditor key={session} routeId={id} session={session} />;
}

/** Loads the stored article once (an edit URL), then hands it to the form, which never remounts in this session. */
function ArticleEditor({ routeId, session }: { routeId: string | undefined; session: string }) {
  const t = useEditorT();
  // Only the URL this session started on is loaded: after a first save the cache already holds the new article.
  const [startId] = useState(routeId);
  const { data: loaded, error: loadError, isLoading, refetch } = useGetAdminArticleQuery(startId ?? '', { skip: !startId });
  if (startId && !loaded)
    return (
      <AdminScreen testId="article-editor" title={t('editor.title.edit')} lead={t('editor.lead')}>
        {isLoading || !loadError ? (
          <Spin>
            <div style={{ minHeight: 200 }} aria-label={t('editor.loading')} />
          </Spin>
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('editor.loadFailed')}
            description={apiErrorText(loadError)}
            action={
              <Button size="small" onClick={() => void refetch()}>
                {t('editor.retry')}
              </Button>
            }
          />
        )}
      </AdminScreen>
    );
  return <ArticleEditorForm initialArticle={loaded} session={session} />;
}
