import type { ArticleConflict } from '@taxatlas/contracts/article-admin';
import { Alert, App, Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useEditorT } from './use-editor-t';

/** Someone else saved the article meanwhile (409): who and when, and the two ways on, each confirmed first. */
export function ConflictAlert({
  conflict,
  onLoadTheirs,
  onOverwrite,
}: {
  conflict: ArticleConflict['current'];
  onLoadTheirs: () => Promise<unknown>;
  onOverwrite: () => Promise<unknown>;
}) {
  const t = useEditorT();
  const intl = useIntl();
  const { modal } = App.useApp();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="editor-conflict"
      style={{ marginBottom: 16 }}
      title={t('editor.conflict.title')}
      description={t('editor.conflict.text', {
        who: conflict.savedBy ?? t('editor.conflict.someone'),
        version: conflict.version,
        time: intl.formatDate(conflict.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      })}
      action={
        <Space orientation="vertical">
          <Button
            size="small"
            onClick={() =>
              modal.confirm({
                title: t('editor.conflict.loadConfirm'),
                content: t('editor.conflict.loadConfirmText'),
                okText: t('editor.confirm.discard'),
                okButtonProps: { danger: true },
                cancelText: t('editor.confirm.cancel'),
                onOk: onLoadTheirs,
              })
            }
          >
            {t('editor.conflict.load')}
          </Button>
          <Button
            size="small"
            onClick={() =>
              modal.confirm({
                title: t('editor.conflict.overwriteConfirm'),
                content: t('editor.conflict.overwriteConfirmText'),
                okText: t('editor.confirm.overwrite'),
                cancelText: t('editor.confirm.cancel'),
                onOk: onOverwrite,
              })
            }
          >
            {t('editor.conflict.overwrite')}
          </Button>
        </Space>
      }
    />
  );
}
