/** What the about page says around the instance's own words. */
export const aboutCopy = {
  aboutLoadFailed: 'The network could not be reached. Try again in a moment.',
  rulesTitle: 'Rules',
  contactTitle: 'Contact',
  noRules: 'No rules are written yet.',
} as const;
