import type { FormInstance } from 'antd';
import { useState } from 'react';
import { showSaveError } from './form-errors';

/**
 * A form's save in a modal or card: `save(work)` marks the form as saving while `work` runs, and a failure
 * shows the server's per-field messages under the named fields (or a warning/error, see `showSaveError`).
 * `work` does the call, the cache update, the toast and the closing; it is not run again on failure.
 */
export function useFormSave<T>(form: FormInstance<T>, fields: readonly string[]) {
  const [isSaving, setSaving] = useState(false);
  const save = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      showSaveError(error, form, fields);
    } finally {
      setSaving(false);
    }
  };
  return { isSaving, save };
}
