import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import { editorErrorText } from './editor-error-text';
import { editorFieldError, emptyEditorValues, type EditorField, type EditorFormValues } from './editor-form';
import { useEditorT } from './use-editor-t';

/** A form item's rules: the editor's own check of that field (editor-form.ts), on the form's values at that moment. */
export type FieldRules = (field: EditorField) => FormRule[];

/** Every value of the form, the untouched ones included. */
export const currentValues = (form: FormInstance<EditorFormValues>): EditorFormValues => ({
  ...emptyEditorValues,
  ...(form.getFieldsValue(true) as Partial<EditorFormValues>),
});

export function useFieldRules(form: FormInstance<EditorFormValues>): FieldRules {
  const t = useEditorT();
  return useCallback(
    (field: EditorField) => [
      {
        validator: () => {
          const error = editorFieldError(field, currentValues(form), new Date());
          return error ? Promise.reject(new Error(editorErrorText(t, error))) : Promise.resolve();
        },
      },
    ],
    [form, t],
  );
}
