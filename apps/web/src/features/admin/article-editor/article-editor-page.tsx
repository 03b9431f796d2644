import type { ArticleConflict, ArticleRevisionSummary } from '@taxatlas/contracts/article-admin';
import { articleStatuses, type Article } from '@taxatlas/contracts/articles';
import { slugify } from '@taxatlas/contracts/slugify';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ApiState } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error';
import { AdminScreen } from '../admin-screen';
import { useUnsavedChangesPrompt } from '../settings/use-unsaved-changes-prompt';
import './article-editor.css';
import { articlesApi, useGetAdminArticleQuery, useLazyGetAdminArticleQuery, useListArticleCategoriesQuery } from '../articles/articles-api';
import { useCreateEditorArticleMutation, useRestoreEditorRevisionMutation, useUpdateEditorArticleMutation } from './editor-api';
import {
  ALT_MAX,
  buildArticlePayload,
  buildUpdatePayload,
  editorFieldError,
  editorFormErrors,
  editorValuesFromArticle,
  emptyEditorValues,
  EXCERPT_MAX,
  sameArticle,
  SEO_TITLE_MAX,
  serverFieldErrors,
  SLUG_MAX,
  TITLE_MAX,
  type EditorField,
  type EditorFieldError,
  type EditorFormValues,
} from './editor-form';
import { MediaPicker } from '../media/media-picker';
import { AUTOSAVE_DELAY_MS, autosaveDecision, conflictOf, statusOf, type SaveIndicator } from './save-state';
import { descriptionRoom, searchSnippet, SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX } from './seo-preview';
import { slugEdited, slugFollowsTitle } from './slug-follow';
import { RevisionsDrawer } from './revisions-drawer';
import { useEditorT } from './use-editor-t';

// TipTap loads in a chunk of its own, after the form: no other screen's download contains it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type SaveMode = 'manual' | 'auto' | 'overwrite';

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

function ArticleEditorForm({ initialArticle, session }: { initialArticle: Article | undefined; session: string }) {
  const t = useEditorT();
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  const [form] = Form.useForm<EditorFormValues>();

  const [articleId, setArticleId] = useState(initialArticle?.id);
  const { data: categories } = useListArticleCategoriesQuery();
  const [fetchArticle] = useLazyGetAdminArticleQuery();
  const [createArticle] = useCreateEditorArticleMutation();
  const [updateArticle] = useUpdateEditorArticleMutation();
  const [restoreRevision, { isLoading: restoring }] = useRestoreEditorRevisionMutation();

  const [version, setVersion] = useState(initialArticle?.version);
  const [savedStatus, setSavedStatus] = useState(initialArticle?.status);
  const [baseline, setBaseline] = useState(() => (initialArticle ? editorValuesFromArticle(initialArticle) : emptyEditorValues));
  const [bodyKey, setBodyKey] = useState(0);
  const [indicator, setIndicator] = useState<SaveIndicator>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ArticleConflict['current'] | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [coverPickerOpen, setCoverPickerOpen] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [replaceWith, setReplaceWith] = useState<string | undefined>();
  const slugFollows = useRef(slugFollowsTitle(initialArticle));
  const savingRef = useRef(false);

  const watched = Form.useWatch([], { form, preserve: true }) as Partial<EditorFormValues> | undefined;
  const values: EditorFormValues = useMemo(() => ({ ...emptyEditorValues, ...watched }), [watched]);
  const current = useCallback((): EditorFormValues => ({ ...emptyEditorValues, ...form.getFieldsValue(true) }), [form]);

  /** Shows a stored article: the form, the body editor, the version it is based on. */
  const showArticle = useCallback(
    (article: Article) => {
      const articleValues = editorValuesFromArticle(article);
      form.setFields(
        Object.entries(articleValues).map(([name, value]) => ({
          name: name as keyof EditorFormValues,
          value: value as unknown,
          errors: [],
        })),
      );
      setBaseline(articleValues);
      setVersion(article.version);
      setSavedStatus(article.status);
      setConflict(undefined);
      setFormError(undefined);
      setBodyKey((key) => key + 1);
      slugFollows.current = slugFollowsTitle(article);
    },
    [form],
  );

  const dirty = watched !== undefined && !sameArticle(values, baseline);
  const errors = useMemo(() => editorFormErrors(values, new Date()), [values]);
  const valid = Object.keys(errors).length === 0;
  const decision = autosaveDecision({ status: values.status, savedStatus, dirty, valid, saving, conflict: conflict !== undefined });

  const unsaved = useUnsavedChangesPrompt(dirty && replaceWith === undefined);
  // After the first save: the URL becomes /:id/edit, once the prompt above has stopped guarding (this effect runs
  // after the hook's own).
  useEffect(() => {
    if (replaceWith) navigate(paths.admin.articleEdit(replaceWith), { replace: true, state: { editorSession: session } });
  }, [replaceWith, navigate, session]);

  const errorText = useCallback(
    (error: EditorFieldError): string => {
      switch (error.kind) {
        case 'required':
          return t('editor.error.required');
        case 'tooLong':
          return t('editor.error.tooLong', { max: error.max });
        case 'tooMany':
          return t('editor.error.tooMany', { max: error.max });
        case 'slug':
          return t('editor.error.slug');
        case 'imageUrl':
          return t('editor.error.imageUrl');
        case 'publishAtRequired':
          return t('editor.error.publishAtRequired');
        case 'publishAtPast':
          return t('editor.error.publishAtPast');
        default:
          return error.message;
      }
    },
    [t],
  );
  const rules = (field: EditorField) => [
    {
      validator: () => {
        const error = editorFieldError(field, current(), new Date());
        return error ? Promise.reject(new Error(errorText(error))) : Promise.resolve();
      },
    },
  ];

  /** Saves the form; resolves to the article's id, or undefined when it was not saved. */
  const save = useCallback(
    async (mode: SaveMode): Promise<string | undefined> => {
      if (savingRef.current) return undefined;
      const sent = current();
      if (mode !== 'auto') {
        try {
          await form.validateFields();
        } catch {
          setIndicator({ kind: 'failed', reason: t('editor.reason.invalid') });
          return undefined;
        }
      }
      const basedOn = mode === 'overwrite' ? conflict?.version : version;
      savingRef.current = true;
      setSaving(true);
      setIndicator({ kind: 'saving' });
      setFormError(undefined);
      try {
        const article =
          articleId === undefined
            ? await createArticle(buildArticlePayload(sent)).unwrap()
            : await updateArticle({ id: articleId, body: buildUpdatePayload(sent, basedOn ?? 1, mode === 'auto') }).unwrap();
        // What was sent is what is saved: comparing with the server's normalised copy (sanitised markup, a
        // generated slug) would leave the form "changed" for ever and autosave it again and again.
        setBaseline({ ...sent, slug: sent.slug.trim() === '' ? article.slug : sent.slug });
        setVersion(article.version);
        setSavedStatus(article.status);
        setConflict(undefined);
        if (sent.slug.trim() === '' && current().slug.trim() === '') form.setFieldValue('slug', article.slug);
        setIndicator({ kind: 'saved', at: new Date() });
        if (mode !== 'auto') void message.success(t('editor.saved'));
        if (articleId === undefined) {
          dispatch(articlesApi.util.upsertQueryData('getAdminArticle', article.id, article));
          setArticleId(article.id);
          setReplaceWith(article.id);
        }
        return article.id;
      } catch (failure) {
        const stale = conflictOf(failure);
        if (stale) {
          setConflict(stale);
          setIndicator({ kind: 'failed', reason: t('editor.reason.conflict') });
          return undefined;
        }
        const status = statusOf(failure);
        const { fields, other } = serverFieldErrors(failure);
        form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as EditorField, errors: [text] })));
        const fieldCount = Object.keys(fields).length;
        if (status === undefined) setIndicator({ kind: 'failed', reason: t('editor.reason.network') });
        else setIndicator({ kind: 'failed', reason: t(fieldCount > 0 ? 'editor.reason.invalid' : 'editor.reason.other') });
        if (status !== undefined && (fieldCount === 0 || other.length > 0))
          setFormError([apiErrorText(failure) ?? t('editor.saveFailed'), ...other].join(' '));
        return undefined;
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [articleId, conflict, createArticle, current, dispatch, form, message, t, updateArticle, version],
  );

  // Autosave: a changed, valid draft, AUTOSAVE_DELAY_MS after the last change.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (!decision.save) return;
    const timer = setTimeout(() => void save('auto'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [valuesKey, decision.save, save]);

  // Ctrl+S / Cmd+S saves instead of the browser saving the page.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current('manual');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function loadTheirs() {
    if (!articleId) return;
    try {
      showArticle(await fetchArticle(articleId, false).unwrap());
      setIndicator({ kind: 'idle' });
    } catch (failure) {
      setFormError(apiErrorText(failure) ?? t('editor.loadFailed'));
    }
  }

  function restore(revision: ArticleRevisionSummary) {
    if (!articleId || version === undefined) return;
    modal.confirm({
      title: t('editor.revisions.restoreConfirm', { version: revision.version }),
      content: t('editor.revisions.restoreConfirmText'),
      okText: t('editor.action.restore'),
      cancelText: t('editor.confirm.cancel'),
      onOk: async () => {
        try {
          const article = await restoreRevision({ articleId, revisionId: revision.id, version }).unwrap();
          showArticle(article);
          setIndicator({ kind: 'saved', at: new Date() });
          setRevisionsOpen(false);
          void message.success(t('editor.revisions.restored', { version: revision.version }));
        } catch (failure) {
          const stale = conflictOf(failure);
          setRevisionsOpen(false);
          if (stale) setConflict(stale);
          else setFormError(apiErrorText(failure) ?? t('editor.revisions.restoreFailed'));
        }
      },
    });
  }

  async function preview() {
    // The tab opens now, inside the click, so that no pop-up blocker refuses it; it gets its address once saved.
    const tab = window.open('', '_blank');
    const id = dirty || !articleId ? await save('manual') : articleId;
    if (!id) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = paths.admin.preview(id);
    } else void message.warning(t('editor.preview.blocked'));
  }

  const indicatorText =
    indicator.kind === 'saving'
      ? t('editor.indicator.saving')
      : conflict
        ? t('editor.indicator.failed', { reason: t('editor.reason.conflict') })
        : dirty && decision.save === false && decision.why === 'invalid' && values.status === 'draft'
          ? t('editor.indicator.failed', { reason: firstErrorText(errors, errorText, t) })
          : indicator.kind === 'failed'
            ? t('editor.indicator.failed', { reason: indicator.reason })
            : dirty
              ? t('editor.indicator.unsaved')
              : indicator.kind === 'saved'
                ? t('editor.indicator.saved', { time: intl.formatTime(indicator.at, { hour: '2-digit', minute: '2-digit' }) })
                : '';

  const title = articleId ? t('editor.title.edit') : t('editor.title.new');
  const snippet = searchSnippet(values);
  const room = descriptionRoom(values.seoDescription);

  const actions = (
    <Space wrap>
      <Typography.Text
        type={indicator.kind === 'failed' || conflict ? 'danger' : 'secondary'}
        role="status"
        data-testid="editor-save-status"
      >
        {indicatorText}
      </Typography.Text>
      <Button onClick={() => setRevisionsOpen(true)} disabled={!articleId}>
        {t('editor.action.revisions')}
      </Button>
      <Button onClick={() => void preview()}>{t('editor.action.preview')}</Button>
      <Button type="primary" onClick={() => void save('manual')} loading={saving} title={t('editor.saveHint')}>
        {t('editor.action.save')}
      </Button>
    </Space>
  );

  return (
    <AdminScreen testId="article-editor" title={title} lead={t('editor.lead')} actions={actions}>
      <Modal
        open={unsaved.asking}
        title={t('editor.unsaved.title')}
        okText={t('editor.unsaved.leave')}
        cancelText={t('editor.unsaved.stay')}
        okButtonProps={{ danger: true }}
        onOk={unsaved.leave}
        onCancel={unsaved.stay}
      >
        {t('editor.unsaved.text')}
      </Modal>
      {conflict ? (
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
                    onOk: loadTheirs,
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
                    onOk: () => save('overwrite'),
                  })
                }
              >
                {t('editor.conflict.overwrite')}
              </Button>
            </Space>
          }
        />
      ) : null}
      {formError ? (
        <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} data-testid="editor-save-error" />
      ) : null}
      <Form<EditorFormValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        requiredMark={false}
        onFinish={() => void save('manual')}
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
              <BodyField key={bodyKey} label={t('editor.field.body')} loadingText={t('editor.loadingEditor')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title={t('editor.section.publish')} style={{ marginBottom: 16 }}>
              <Form.Item name="status" label={t('editor.field.status')}>
                <Select options={articleStatuses.map((status) => ({ value: status, label: t(`editor.status.${status}`) }))} />
              </Form.Item>
              {values.status === 'scheduled' ? (
                <Form.Item
                  name="publishAt"
                  label={t('editor.field.publishAt')}
                  extra={t('editor.field.publishAtHelp')}
                  rules={rules('publishAt')}
                  dependencies={['status']}
                  getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
                  normalize={(value: Dayjs | null) => (value ? value.toISOString() : null)}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    style={{ width: '100%' }}
                    disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                  />
                </Form.Item>
              ) : null}
              <Form.Item name="featured" label={t('editor.field.featured')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Card>
            <Card size="small" title={t('editor.section.organise')} style={{ marginBottom: 16 }}>
              <Form.Item
                name="category"
                label={t('editor.field.category')}
                getValueProps={(value: string) => ({ value: value || undefined })}
                normalize={(value: string | undefined) => value ?? ''}
              >
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('editor.field.categoryNone')}
                  options={(categories?.data ?? []).map((category) => ({ value: category.slug, label: category.name }))}
                />
              </Form.Item>
              <Form.Item name="tags" label={t('editor.field.tags')} rules={rules('tags')} extra={t('editor.field.tagsHelp')}>
                <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
              </Form.Item>
              <Form.Item name="otherCategories" hidden>
                <Select mode="multiple" />
              </Form.Item>
            </Card>
            <Card size="small" title={t('editor.section.cover')} style={{ marginBottom: 16 }}>
              {values.coverImage && !errors.coverImage ? (
                <img className="article-editor-cover" src={values.coverImage} alt={values.coverImageAlt} />
              ) : null}
              <Form.Item name="coverImage" label={t('editor.field.coverImage')} rules={rules('coverImage')}>
                <Input placeholder={t('editor.field.coverImagePlaceholder')} autoComplete="off" />
              </Form.Item>
              <Space style={{ marginBottom: 16 }} wrap>
                <Button onClick={() => setCoverPickerOpen(true)}>{t('editor.action.chooseCover')}</Button>
                {values.coverImage ? (
                  <Button onClick={() => form.setFieldsValue({ coverImage: '', coverImageAlt: '' })}>
                    {t('editor.action.removeCover')}
                  </Button>
                ) : null}
              </Space>
              <Form.Item
                name="coverImageAlt"
                label={t('editor.field.coverImageAlt')}
                rules={rules('coverImageAlt')}
                extra={t('editor.field.coverImageAltHelp')}
              >
                <Input maxLength={ALT_MAX} autoComplete="off" />
              </Form.Item>
            </Card>
            <Card size="small" title={t('editor.section.seo')}>
              <Form.Item name="seoTitle" label={t('editor.field.seoTitle')} rules={rules('seoTitle')}>
                <Input maxLength={SEO_TITLE_MAX} placeholder={values.title} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="seoDescription"
                label={t('editor.field.seoDescription')}
                extra={
                  <span data-testid="seo-description-room">
                    {room >= 0 ? t('editor.seo.left', { count: room }) : t('editor.seo.over', { count: -room })}
                  </span>
                }
                validateStatus={room < 0 ? 'warning' : undefined}
              >
                <Input.TextArea rows={3} maxLength={SEO_DESCRIPTION_MAX} showCount placeholder={values.excerpt} />
              </Form.Item>
              <Form.Item
                name="seoKeywords"
                label={t('editor.field.keywords')}
                rules={rules('seoKeywords')}
                extra={t('editor.field.keywordsHelp', { max: SEO_KEYWORDS_MAX })}
              >
                <Select mode="tags" tokenSeparators={[',']} maxCount={SEO_KEYWORDS_MAX} open={false} suffixIcon={null} />
              </Form.Item>
              <Form.Item name="noIndex" valuePropName="checked" style={{ marginBottom: 4 }}>
                <Checkbox>{t('editor.field.noIndex')}</Checkbox>
              </Form.Item>
              <Form.Item name="noFollow" valuePropName="checked">
                <Checkbox>{t('editor.field.noFollow')}</Checkbox>
              </Form.Item>
              <Typography.Text type="secondary">{t('editor.seo.snippet')}</Typography.Text>
              <div className="article-editor-serp" data-testid="seo-snippet">
                <div className="article-editor-serp-title">{snippet.title}</div>
                <div className="article-editor-serp-path">{snippet.path}</div>
                <div>{snippet.description}</div>
                <Typography.Text type="secondary">{t('editor.seo.robots', { value: snippet.robots })}</Typography.Text>
              </div>
            </Card>
          </Col>
        </Row>
      </Form>
      <MediaPicker
        open={coverPickerOpen}
        onClose={() => setCoverPickerOpen(false)}
        onPick={(item) => {
          form.setFieldsValue({ coverImage: item.url, ...(current().coverImageAlt.trim() === '' ? { coverImageAlt: item.alt } : {}) });
          void form.validateFields(['coverImage']);
        }}
      />
      {articleId ? (
        <RevisionsDrawer
          articleId={articleId}
          currentVersion={version}
          open={revisionsOpen}
          onClose={() => setRevisionsOpen(false)}
          onRestore={restore}
          restoring={restoring}
        />
      ) : null}
    </AdminScreen>
  );
}

/** The body as an antd form control: TipTap once its chunk has loaded. */
function BodyField({
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

function firstErrorText(
  errors: Partial<Record<EditorField, EditorFieldError>>,
  errorText: (error: EditorFieldError) => string,
  t: ReturnType<typeof useEditorT>,
): string {
  const [field, error] = Object.entries(errors)[0] ?? [];
  if (!field || !error) return t('editor.reason.invalid');
  const labels: Partial<Record<string, string>> = {
    title: t('editor.field.title'),
    slug: t('editor.field.slug'),
    excerpt: t('editor.field.excerpt'),
    publishAt: t('editor.field.publishAt'),
    coverImage: t('editor.field.coverImage'),
    coverImageAlt: t('editor.field.coverImageAlt'),
    tags: t('editor.field.tags'),
    seoTitle: t('editor.field.seoTitle'),
    seoKeywords: t('editor.field.keywords'),
  };
  return `${labels[field] ?? field}: ${errorText(error)}`;
}
