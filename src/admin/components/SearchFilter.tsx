import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** SearchInput passes its placeholder through untranslated; this one takes a message key like every label. */
export function SearchFilter({ placeholder = 'ra.action.search', ...props }: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder, { _: placeholder })} />;
}
