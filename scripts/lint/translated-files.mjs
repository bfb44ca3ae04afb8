// The client's files whose every text is in the message catalogs, in both languages: the lint
// rule scripts/lint/untranslated-text.mjs holds them to it. The rest of the site is still English
// only and joins this list as its texts move into the catalogs (docs/decisions/0012).
export const translatedFiles = [
  'src/client/app/layout/**/*.tsx',
  'src/client/app/routes/home-route.tsx',
  // The home page's sections.
  'src/client/features/marketing/pages/home-page.tsx',
  'src/client/features/marketing/components/{home-hero,premium-streams,home-lower-sections,pi-promo,basketball-training-section,athlete-spotlight,nft-teaser,closing-cta}.tsx',
  'src/client/features/athletes/components/recent-athletes-section.tsx',
  'src/client/components/video/video-modal.tsx',
];
