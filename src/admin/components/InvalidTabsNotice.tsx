import { useEffect, useRef } from 'react';
import { useFormGroups, useNotify, useTranslate } from 'react-admin';
import { get, useFormState } from 'react-hook-form';

/**
 * Inside a tabbed form: a submit refused by a field on a tab out of sight said nothing (issue 43: Create Tour "did
 * nothing"). Names the tabs holding an invalid field; react-admin colours those tabs red. `labels`: each tab's label,
 * by its position (react-admin names a tab's form group by its index).
 */
export function InvalidTabsNotice({ labels }: { labels: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const groups = useFormGroups();
  const { submitCount, errors, isSubmitting } = useFormState();
  const told = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === told.current || !groups) return;
    told.current = submitCount;
    const invalid = labels.filter((_label, index) =>
      groups.getGroupFields(String(index)).some((field) => get(errors, field) != null),
    );
    if (invalid.length === 0) return;
    notify('ep.form.invalidTabs', {
      type: 'error',
      messageArgs: { tabs: invalid.map((label) => `«${translate(label, { _: label })}»`).join(', ') },
    });
  }, [submitCount, isSubmitting, errors, groups, labels, notify, translate]);
  return null;
}
