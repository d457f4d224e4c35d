/** The list badge of each state (Published, Draft or Scheduled). */
export const POST_STATUS_BADGES = {
  published: { label: 'Published', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'accent' },
  draft: { label: 'Draft', color: 'gray' },
} as const;
