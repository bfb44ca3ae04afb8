// The client's files whose every text is in the message catalogs, in both languages: the lint
// rule scripts/lint/untranslated-text.mjs holds them to it. The rest of the site is still English
// only and joins this list as its texts move into the catalogs (docs/decisions/0034).
export const translatedFiles = [
  'src/client/app/layout/**/*.tsx',
  'src/client/app/routes/home-route.tsx',
  // The home page's sections.
  'src/client/features/marketing/pages/home-page.tsx',
  'src/client/features/marketing/components/{home-hero,premium-streams,home-lower-sections,pi-promo,basketball-training-section,athlete-spotlight,nft-teaser,closing-cta}.tsx',
  'src/client/features/athletes/components/recent-athletes-section.tsx',
  'src/client/components/video/video-modal.tsx',
  'src/client/components/ui/{password-field,show-hide-button}.tsx',
  // The sign-in, sign-up and password pages.
  'src/client/features/accounts/pages/{login,signup,signup-player,signup-coach,signup-organization,signup-guardian,forgot-password,reset-password}-page.tsx',
  'src/client/features/accounts/components/language-card.tsx',
  'src/client/features/accounts/components/{auth-card,signup-form,athlete-signup-form,signup-type-fields,signup-type-switcher,typed-signup-page,new-password-fields,current-password-field,pi-sign-in-button}.tsx',
  // The pages of a parent or guardian: consent, their own page, a child's conversation.
  'src/client/features/privacy/pages/consent-page.tsx',
  'src/client/features/accounts/pages/guardian-page.tsx',
  'src/client/features/messaging/pages/guardian-thread-page.tsx',
  'src/client/components/{consent-decision,rich-message,birth-date-fields}.tsx',
];
