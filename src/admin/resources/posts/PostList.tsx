import { Alert, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceField, TextField, TopToolbar, Translate } from 'react-admin';
import { type Post } from '../../../domain/posts';
import { POSTS_PER_PAGE } from '../../../domain/postList';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { TruncatedField } from '../../components/TruncatedText';
import { PostPagination } from './PostPagination';
import { PostRowActions } from './PostRowActions';
import { PostStatusChip } from './PostStatusChip';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.posts.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.posts.create" />
  </TopToolbar>
);

const NoPosts = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    <Translate i18nKey="ep.posts.empty" />
  </Typography>
);

// POST-32: the list's own message replaces react-admin's generic one.
const silent = () => undefined;

/** POST-01..06, POST-32: searchable by title or slug, 10 a page with the spec's pagination, Edit and Delete. */
export function PostList() {
  return (
    <List
      title="ep.posts.posts"
      filters={filters}
      actions={<Actions />}
      perPage={POSTS_PER_PAGE}
      pagination={<PostPagination />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<NoPosts />}
      error={
        <Alert severity="error">
          <Translate i18nKey="ep.posts.loadListError" />
        </Alert>
      }
      queryOptions={{ onError: silent }}
    >
      <ResponsiveList<Post>
        primaryText={(post) => post.title}
        secondaryText={(post) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <PostStatusChip post={post} />
            <span>{post.slug}</span>
          </Stack>
        )}
        actions={<PostRowActions />}
        empty={<NoPosts />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<NoPosts />}>
          <TruncatedField source="title" label="ep.posts.title" maxWidth={{ xs: 200, md: 360 }} />
          <TruncatedField source="slug" label="ep.posts.slug" maxWidth={{ xs: 160, md: 260 }} />
          <ReferenceField
            source="category_id"
            reference="categories"
            label="ep.posts.category"
            link={false}
            emptyText="—"
          >
            <TextField source="name" />
          </ReferenceField>
          <FunctionField<Post>
            source="status"
            label="ep.posts.status"
            render={(post) => <PostStatusChip post={post} />}
          />
          <PostRowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
