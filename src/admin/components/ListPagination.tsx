import { Pagination, useListContext, type PaginationProps } from 'react-admin';

/**
 * Every list's pagination: hidden while the list's load has failed. react-admin kept showing the last known range
 * ("1 - 20 de 20") beside the error, a total for data nobody has seen (issue 43).
 */
export function ListPagination(props: PaginationProps) {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
}
