import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ArticleConflict, ArticleRevisionSummary } from '@taxatlas/contracts/article-admin';
import type { Article } from '@taxatlas/contracts/articles';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiErrorText, type ApiState } from '../../../lib/api';
import { articlesApi, useLazyGetAdminArticleQuery } from '../articles/articles-api';
import { useUnsavedChangesPrompt, type UnsavedChangesPrompt } from '../settings/use-unsaved-changes-prompt';
import { firstErrorText } from './editor-error-text';
import { useCreateEditorArticleMutation, useRestoreEditorRevisionMutation, useUpdateEditorArticleMutation } from './editor-api';
import {
  buildArticlePayload,
  buildUpdatePayload,
  editorFormErrors,
  editorValuesFromArticle,
  emptyEditorValues,
  sameArticle,
  serverFieldErrors,
  type EditorField,
  type EditorFieldError,
  type EditorFormValues,
} from './editor-form';
import { AUTOSAVE_DELAY_MS, autosaveDecision, conflictOf, statusOf, type SaveIndicator } from './save-state';
import { slugFollowsTitle } from './slug-follow';
import { currentValues } from './use-field-rules';
import { useEditorT } from './use-editor-t';

export type SaveMode = 'manual' | 'auto' | 'overwrite';

export interface ArticleSave {
  /** The stored article's id; undefined until a new article's first save. */
  readonly articleId: string | undefined;
  /** The version the form is based on (sent with every update, docs/api.md, "Articles"). */
  readonly version: number | undefined;
  /** The values last saved or loaded: the form's initial values, and what "changed" is measured against. */
  readonly baseline: EditorFormValues;
  /** Changes when a stored article replaces the form, so the body editor (which takes its content once) remounts. */
  readonly bodyKey: number;
  /** The form's values as they are now, every field present. */
  readonly values: EditorFormValues;
  readonly dirty: boolean;
  readonly errors: Partial<Record<EditorField, EditorFieldError>>;
  readonly saving: boolean;
  /** The stored version that a save ran into (409), until the editor loads it or overwrites it. */
  readonly conflict: ArticleConflict['current'] | undefined;
  /** A save's problem that is not shown on a field. */
  readonly formError: string | undefined;
  /** The line beside the save button: saving, saved at, unsaved, or why it was not saved. */
  readonly statusText: string;
  readonly statusFailed: boolean;
  readonly unsaved: UnsavedChangesPrompt;
  /** Saves the form; resolves to the article's id, or undefined when it was not saved. */
  readonly save: (mode: SaveMode) => Promise<string | undefined>;
  /** Replaces the form with the stored article (after a conflict, the other person's version). */
  readonly loadTheirs: () => Promise<void>;
  /** Restores a revision; resolves to whether it was restored (the problem is shown otherwise). */
  readonly restore: (revision: ArticleRevisionSummary) => Promise<boolean>;
  readonly restoring: boolean;
}

/**
 * Saving the article: the manual save (button, Ctrl+S), autosave of a changed valid draft AUTOSAVE_DELAY_MS after the
 * last change, a version conflict (409) kept until the editor loads the stored version or overwrites it, restoring a
 * revision, and the URL of a new article after its first save. `slugFollowsRef` is reset whenever a stored article
 * replaces the form.
 */
export function useArticleSave({
  form,
  initialArticle,
  session,
  slugFollowsRef,
}: {
  form: FormInstance<EditorFormValues>;
  initialArticle: Article | undefined;
  session: string;
  slugFollowsRef: RefObject<boolean>;
}): ArticleSave {
  const t = useEditorT();
  const intl = useIntl();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();

  const [articleId, setArticleId] = useState(initialArticle?.id);
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
  const [replaceWith, setReplaceWith] = useState<string | undefined>();
  const savingRef = useRef(false);

  const watched = Form.useWatch([], { form, preserve: true }) as Partial<EditorFormValues> | undefined;
  const values: EditorFormValues = useMemo(() => ({ ...emptyEditorValues, ...watched }), [watched]);
  const current = useCallback(() => currentValues(form), [form]);

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
      slugFollowsRef.current = slugFollowsTitle(article);
    },
    [form, slugFollowsRef],
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

  async function restore(revision: ArticleRevisionSummary): Promise<boolean> {
    if (!articleId || version === undefined) return false;
    try {
      const article = await restoreRevision({ articleId, revisionId: revision.id, version }).unwrap();
      showArticle(article);
      setIndicator({ kind: 'saved', at: new Date() });
      return true;
    } catch (failure) {
      const stale = conflictOf(failure);
      if (stale) setConflict(stale);
      else setFormError(apiErrorText(failure) ?? t('editor.revisions.restoreFailed'));
      return false;
    }
  }

  const statusText =
    indicator.kind === 'saving'
      ? t('editor.indicator.saving')
      : conflict
        ? t('editor.indicator.failed', { reason: t('editor.reason.conflict') })
        : dirty && decision.save === false && decision.why === 'invalid' && values.status === 'draft'
          ? t('editor.indicator.failed', { reason: firstErrorText(errors, t) })
          : indicator.kind === 'failed'
            ? t('editor.indicator.failed', { reason: indicator.reason })
            : dirty
              ? t('editor.indicator.unsaved')
              : indicator.kind === 'saved'
                ? t('editor.indicator.saved', { time: intl.formatTime(indicator.at, { hour: '2-digit', minute: '2-digit' }) })
                : '';

  return {
    articleId,
    version,
    baseline,
    bodyKey,
    values,
    dirty,
    errors,
    saving,
    conflict,
    formError,
    statusText,
    statusFailed: indicator.kind === 'failed' || conflict !== undefined,
    unsaved,
    save,
    loadTheirs,
    restore,
    restoring,
  };
}
