import { Divider, Typography } from '@mui/material';
import { SelectInput, useNotify, useTranslate } from 'react-admin';
import { POST_STATUSES, ROBOTS_META, TWITTER_CARDS, postSchema } from '../../../domain/posts';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import { PostCategoryInput } from './PostCategoryInput';
import { PostContentInput } from './PostContentInput';
import { PostSlugInput } from './PostSlugInput';
import { PostTagsInput } from './PostTagsInput';

const rules = rulesOf(postSchema);
// POST-18, POST-19: the options are the spec's values, which are also what a user reads.
const twitterChoices = TWITTER_CARDS.map((card) => ({ id: card, name: card }));
const robotsChoices = ROBOTS_META.map((robots) => ({ id: robots, name: robots }));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 2 }} />
      <Typography variant="h6">{translate(title)}</Typography>
    </>
  );
};

const bounded = (source: keyof typeof postSchema.shape, label: string, multiline = false) => (
  <BoundedTextInput
    key={source}
    source={source}
    label={label}
    schema={postSchema.shape[source] as never}
    fullWidth
    multiline={multiline}
  />
);

/** POST-09: every field of the spec, shared by the new and the edit screens. */
export function PostInputs({ isNew }: { isNew: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const statusChoices = POST_STATUSES.map((status) => ({ id: status, name: translate(`ep.posts.statuses.${status}`) }));
  return (
    <>
      <BoundedTextInput source="title" label="ep.posts.title" schema={postSchema.shape.title} fullWidth />
      <PostSlugInput followTitle={isNew} />
      {bounded('summary', 'ep.posts.summary', true)}
      <PostContentInput />
      <ImageUploadInput
        source="featured_image"
        label="ep.posts.featuredImage"
        allowUrl
        onUploadError={(message) => notify(message, { type: 'error' })}
      />
      <SelectInput
        source="status"
        label="ep.posts.status"
        choices={statusChoices}
        defaultValue="draft"
        validate={rules.status}
        translateChoice={false}
      />
      <PostCategoryInput />
      <PostTagsInput />
      <Section title="ep.posts.seo" />
      {bounded('seo_title', 'ep.posts.seoTitle')}
      {bounded('seo_description', 'ep.posts.seoDescription', true)}
      {bounded('seo_keywords', 'ep.posts.seoKeywords')}
      {bounded('canonical_url', 'ep.posts.canonicalUrl')}
      <SelectInput
        source="robots_meta"
        label="ep.posts.robotsMeta"
        choices={robotsChoices}
        defaultValue="index,follow"
        validate={rules.robots_meta}
        translateChoice={false}
      />
      <Section title="ep.posts.openGraph" />
      {bounded('og_title', 'ep.posts.ogTitle')}
      {bounded('og_description', 'ep.posts.ogDescription', true)}
      {bounded('og_image', 'ep.posts.ogImage')}
      <SelectInput
        source="twitter_card"
        label="ep.posts.twitterCard"
        choices={twitterChoices}
        defaultValue="summary"
        validate={rules.twitter_card}
        translateChoice={false}
      />
    </>
  );
}
