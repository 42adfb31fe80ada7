import { useMemo } from 'react';
import { checklistItemSchema, type ChecklistItem } from '../../../domain/seo/checklist';
import { useSingleton } from '../../components/useSingleton';

/** API-35 decision: the checklist travels as {data: JSON text of the items, health_percentage}. */
export interface ChecklistAnswer {
  data: string;
  health_percentage: number;
}

/** The items out of the answer's JSON text; none when it is not a checklist. */
export const parseChecklistItems = (data: string | undefined): ChecklistItem[] => {
  try {
    return checklistItemSchema.array().parse(JSON.parse(data ?? '[]'));
  } catch {
    return [];
  }
};

/** The checklist items, its score as the server computed it, and a save that sends the items back whole. */
export function useChecklist() {
  const singleton = useSingleton<ChecklistAnswer>('seo-checklist');
  const items = useMemo(() => parseChecklistItems(singleton.data?.data), [singleton.data?.data]);
  const saveItems = (next: ChecklistItem[]) =>
    singleton.save({ data: JSON.stringify(next), version: singleton.data?.version } as ChecklistAnswer & {
      version?: number;
    });
  return { ...singleton, items, score: singleton.data?.health_percentage, saveItems };
}
