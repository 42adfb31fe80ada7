import { useCallback, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useUploadReason } from '../../components/uploadFailure';

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'refused';
  /** Why the server refused the file (not an image, over 10 MB…). */
  message?: string;
}

let counter = 0;

/**
 * MEDIA-02: several files at once, each with its own progress and, if refused, its own reason in the screen's
 * language (the spec's English 'Error uploading image' is the post and tour image alert, not this list's).
 */
export function useUploadQueue() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const translate = useTranslate();
  const reasonOf = useUploadReason();
  const refresh = useRefresh();
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = useCallback(
    async (files: File[]) => {
      const queued = files.map((file) => ({
        file,
        item: { key: `upload-${(counter += 1)}`, name: file.name, progress: 0, status: 'uploading' as const },
      }));
      setItems((current) => [...queued.map(({ item }) => item), ...current]);
      await Promise.all(
        queued.map(async ({ file, item }) => {
          try {
            await dataProvider.uploadImage(file, {
              library: true,
              onProgress: (progress) => patch(item.key, { progress }),
            });
            patch(item.key, { status: 'done', progress: 100 });
          } catch (error) {
            patch(item.key, {
              status: 'refused',
              message: reasonOf(error) ?? translate('ep.mediaLibrary.uploadFailed'),
            });
          }
        }),
      );
      refresh();
    },
    [dataProvider, refresh, reasonOf, translate],
  );

  const dismiss = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  return { items, upload, dismiss };
}
