import type { ArticleRevisionSummary } from '@taxatlas/contracts/article-admin';
import type { Article } from '@taxatlas/contracts/articles';
import { slugify } from '@taxatlas/contracts/slugify';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { AdminScreen } from '../admin-screen';
import './article-editor.css';
import { BodyField } from './body-field';
import { ConflictAlert } from './conflict-alert';
import { CoverImageCard } from './cover-image-card';
import { EXCERPT_MAX, SLUG_MAX, TITLE_MAX, type EditorFormValues } from './editor-form';
import { OrganiseCard } from './organise-card';
import { PublishCard } from './publish-card';
import { RevisionsDrawer } from './revisions-drawer';
import { SeoCard } from './seo-card';
import { slugEdited, slugFollowsTitle } from './slug-follow';
import { useArticleSave } from './use-article-save';
import { useEditorT } from './use-editor-t';
import { useFieldRules } from './use-field-rules';

/** The editor's form: title, slug, excerpt and body, and the sidebar's cards; saving is use-article-save.ts. */
export function ArticleEditorForm({ initialArticle, session }: { initialArticle: Article | undefined; session: string }) {
  const t = useEditorT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<EditorFormValues>();
  const slugFollows = useRef(slugFollowsTitle(initialArticle));
  const editor = useArticleSave({ form, initialArticle, session, slugFollowsRef: slugFollows });
  const rules = useFieldRules(form);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const { articleId, values, conflict } = editor;

  function confirmRestore(revision: ArticleRevisionSummary) {
    if (!articleId || editor.version === undefined) return;
    modal.confirm({
      title: t('editor.revisions.restoreConfirm', { version: revision.version }),
      content: t('editor.revisions.restoreConfirmText'),
      okText: t('editor.action.restore'),
      cancelText: t('editor.confirm.cancel'),
      onOk: async () => {
        const restored = await editor.restore(revision);
        setRevisionsOpen(false);
        if (restored) void message.success(t('editor.revisions.restored', { version: revision.version }));
      },
    });
  }

  async function preview() {
    // The tab opens now, inside the click, so that no pop-up blocker refuses it; it gets its address once saved.
    const tab = window.open('', '_blank');
    const id = editor.dirty || !articleId ? await editor.save('manual') : articleId;
    if (!id) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = paths.admin.preview(id);
    } else void message.warning(t('editor.preview.blocked'));
  }

  const actions = (
    <Space wrap>
      <Typography.Text type={editor.statusFailed ? 'danger' : 'secondary'} role="status" data-testid="editor-save-status">
        {editor.statusText}
      </Typography.Text>
      <Button onClick={() => setRevisionsOpen(true)} disabled={!articleId}>
        {t('editor.action.revisions')}
      </Button>
      <Button onClick={() => void preview()}>{t('editor.action.preview')}</Button>
      <Button type="primary" onClick={() => void editor.save('manual')} loading={editor.saving} title={t('editor.saveHint')}>
        {t('editor.action.save')}
      </Button>
    </Space>
  );

  return (
    <AdminScreen
      testId="article-editor"
      title={articleId ? t('editor.title.edit') : t('editor.title.new')}
      lead={t('editor.lead')}
      actions={actions}
    >
      <Modal
        open={editor.unsaved.asking}
        title={t('editor.unsaved.title')}
        okText={t('editor.unsaved.leave')}
        cancelText={t('editor.unsaved.stay')}
        okButtonProps={{ danger: true }}
        onOk={editor.unsaved.leave}
        onCancel={editor.unsaved.stay}
      >
        {t('editor.unsaved.text')}
      </Modal>
      {conflict ? (
        <ConflictAlert conflict={conflict} onLoadTheirs={editor.loadTheirs} onOverwrite={() => editor.save('overwrite')} />
      ) : null}
      {editor.formError ? (
        <Alert type="error" showIcon role="alert" title={editor.formError} style={{ marginBottom: 16 }} data-testid="editor-save-error" />
      ) : null}
      <Form<EditorFormValues>
        form={form}
        layout="vertical"
        initialValues={editor.baseline}
        requiredMark={false}
        onFinish={() => void editor.save('manual')}
        onValuesChange={(changed: Partial<EditorFormValues>) => {
          if (changed.title !== undefined && slugFollows.current) form.setFieldValue('slug', slugify(changed.title));
          if (changed.slug !== undefined) slugFollows.current = slugEdited(changed.slug).follows;
        }}
        data-testid="article-editor-form"
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Form.Item name="title" label={t('editor.field.title')} rules={rules('title')}>
              <Input maxLength={TITLE_MAX} size="large" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="slug"
              label={t('editor.field.slug')}
              rules={rules('slug')}
              extra={t('editor.field.slugHelp', { slug: values.slug.trim() || slugify(values.title) || '…' })}
            >
              <Input maxLength={SLUG_MAX} autoComplete="off" placeholder={slugify(values.title)} />
            </Form.Item>
            <Form.Item name="excerpt" label={t('editor.field.excerpt')} rules={rules('excerpt')} extra={t('editor.field.excerptHelp')}>
              <Input.TextArea rows={2} maxLength={EXCERPT_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="content"
              label={t('editor.field.body')}
              htmlFor="article-editor-body"
              trigger="onChange"
              valuePropName="initialValue"
            >
              <BodyField key={editor.bodyKey} label={t('editor.field.body')} loadingText={t('editor.loadingEditor')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <PublishCard status={values.status} rules={rules} />
            <OrganiseCard rules={rules} />
            <CoverImageCard
              form={form}
              coverImage={values.coverImage}
              coverImageAlt={values.coverImageAlt}
              coverImageValid={!editor.errors.coverImage}
              rules={rules}
            />
            <SeoCard values={values} rules={rules} />
          </Col>
        </Row>
      </Form>
      {articleId ? (
        <RevisionsDrawer
          articleId={articleId}
          currentVersion={editor.version}
          open={revisionsOpen}
          onClose={() => setRevisionsOpen(false)}
          onRestore={confirmRestore}
          restoring={editor.restoring}
        />
      ) : null}
    </AdminScreen>
  );
}
