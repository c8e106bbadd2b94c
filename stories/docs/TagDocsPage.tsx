/**
 * Every tag's docs page: its description, how to write it, events, CSS variables, the attribute
 * controls, then each story with its comment as the description. Stories show in their own frame
 * (`docs.story.inline: false` in the preview): each needs its own page data, mocked answers and
 * shared stores, which one page cannot hold for several stories at once.
 */
import type { ReactElement } from 'react';
import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { TagReference } from './TagReference.tsx';

export function TagDocsPage(): ReactElement {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <TagReference />
      <Controls />
      <Stories />
    </>
  );
}
