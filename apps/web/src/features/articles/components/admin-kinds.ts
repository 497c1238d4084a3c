import type { AdminArticleKind } from '@vernissage/core/schemas';

/** What each admin screen calls its entries (buttons, the modal, the table's column and total). */
export const ADMIN_KIND_TEXT: Record<
  AdminArticleKind,
  { heading: string; one: string; many: string; entry: string; nameLabel: string; intro: string; empty: string; dateExample: string }
> = {
  exhibitions: {
    heading: 'Exhibitions',
    one: 'exhibition',
    many: 'exhibitions',
    entry: 'Exhibition',
    nameLabel: 'Exhibition name',
    intro: 'The exhibitions visitors read on /exhibitions: only active ones are shown.',
    empty: 'No exhibitions yet.',
    dateExample: 'March 6 – April 18, 2026',
  },
  blogs: {
    heading: 'Blogs',
    one: 'blog',
    many: 'blogs',
    entry: 'Blog',
    nameLabel: 'Blog name',
    intro: 'The posts visitors read on /blogs: only active ones are shown.',
    empty: 'No blog posts yet.',
    dateExample: 'June 2026',
  },
  education: {
    heading: 'Education',
    one: 'education entry',
    many: 'education entries',
    entry: 'Education',
    nameLabel: 'Education name',
    intro: 'The guides visitors read on /education: only active ones are shown. Each page carries its own meta title, description and keywords.',
    empty: 'No education entries yet.',
    dateExample: 'Spring 2026',
  },
};
