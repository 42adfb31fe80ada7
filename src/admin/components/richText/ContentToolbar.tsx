import type { ReactNode } from 'react';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { InsertTableButton } from './InsertTableButton';
import { TableButtons } from './TableButtons';

/** The rich-content editor's tools shared by posts and pages; each adds its own after them (image upload, paste). */
export function ContentToolbar({ headings = false, children }: { headings?: boolean; children?: ReactNode }) {
  return (
    <RichTextInputToolbar>
      {headings && <LevelSelect size="small" />}
      <FormatButtons size="small" />
      <ColorButtons size="small" />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <QuoteButtons size="small" />
      <InsertTableButton />
      <TableButtons />
      <ClearButtons size="small" />
      {children}
    </RichTextInputToolbar>
  );
}
