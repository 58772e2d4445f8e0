import assert from 'node:assert/strict';
import type {parseFeed} from '@rowanmanning/feed-parser';
import {portalUrl} from '../../config/platform';

type FeedItems = ReturnType<ReturnType<typeof parseFeed>['toJSON']>['items'];

/**
 * Asserts that a parsed changelog feed has the changelog's entries, in their order: each entry's
 * id is the locale's changelog page at the entry's anchor and its title is the entry's heading.
 */
export function assertFeedEntries(
  items: FeedItems,
  entries: ReadonlyArray<{id: string; title: string}>,
  prefix: string,
  titlesMessage: string,
): void {
  assert.deepEqual(
    items.map((i) => i.id),
    entries.map((e) => `${portalUrl}${prefix}/changelog#${e.id}`),
  );
  assert.deepEqual(
    items.map((i) => i.title),
    entries.map((e) => e.title),
    titlesMessage,
  );
}
