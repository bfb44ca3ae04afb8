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
  // Plans and prices: /pricing, the plans on the home page and the athlete sign-up, the
  // partnership packages.
  'src/client/features/marketing/pages/pricing-page.tsx',
  'src/client/features/marketing/components/{pricing-tiers,offer-card,partner-packages}.tsx',
  'src/client/features/accounts/components/plan-cards.tsx',
  // The public athlete pages: the database, Player Profiles, Explore and an athlete's page, with
  // the components they show (the athlete card also on the home page).
  'src/client/features/athletes/pages/{athlete-database,player-profiles,explore,athlete}-page.tsx',
  'src/client/features/athletes/components/{athlete-card,featured-badge,athlete-filter-bar,athlete-results,load-more,all-athletes-section,featured-athletes-section,most-improved-section,athlete-of-the-month-section,elite-athletes-section,athlete-carousel,members-only,add-to-board-button,message-athlete-button,athlete-evaluations-section,athlete-stats-table,save-search-form,highlight-reel-player}.tsx',
  // The public pages About, Success Stories, Partnership, Coming Soon (athlete NFTs), Mine Pi and
  // Contact, with the components they show (the contact form also in the support chat).
  'src/client/features/marketing/pages/{about,success-stories,partnership,coming-soon,pi-mining}-page.tsx',
  'src/client/features/marketing/components/{feature-list,faq-list,pi-logo,partner-advantage,partner-links,partner-testimonials,newsletter-confirmation-notice,newsletter-form,nft-early-access-section,nft-features-section,nft-hero,nft-roadmap-section,nft-upcoming-section,wallet-connect}.tsx',
  'src/client/features/support/pages/contact-page.tsx',
  'src/client/features/support/components/contact-form.tsx',
  // The legal pages: Terms of Service, Privacy Policy, Child Safety and Accessibility statements.
  'src/client/features/legal/pages/{terms,privacy,child-safety,accessibility}-page.tsx',
  'src/client/features/legal/components/{legal-document,translation-notice}.tsx',
  // A member's own page, /profile, and its cards ("Who viewed me" also on /guardian).
  'src/client/features/accounts/pages/profile-page.tsx',
  'src/client/features/accounts/components/{billing-card,privacy-card,who-viewed-me-card,own-evaluations-card,change-password-card,two-factor-card,pi-wallet-card,danger-zone-card,data-export-card}.tsx',
  // The training pages (/training-options, each sport's library, /video/:id) and the video player
  // with its cards, inline view and captions upload control.
  'src/client/features/training/**/*.{ts,tsx}',
  'src/client/components/video/*.{ts,tsx}',
  'src/client/components/captions-file-control.tsx',
  // The live and on-demand video pages (/live-vod, /streamr-tv, /live, /live/:slug, /my-channels,
  // /embed/:slug) and the components they show.
  'src/client/features/streams/pages/{live-vod,streamtv,live,channel,my-channels,embed}-page.tsx',
  'src/client/features/streams/components/{broadcast-steps,channel-facts,channel-form,channel-grid,channel-player,embed-button,featured-stream-card,own-channel-broadcasts,own-channel-confirms,own-channel-list,pi-purchase-button,playable-grid,promo-card,purchase-actions,replay-list,stream-badge,stream-card,stream-key-panel,stream-section,vod-library}.tsx',
  // Programs, teams, rosters and events: /programs, /org/…, /events/…, the invitations and
  // /tournaments, with every component they show.
  'src/client/features/programs/**/*.{ts,tsx}',
  // Recruiting (/recruiting, a coach's page), Messages (/messages, the first message's form, the
  // conversation a guardian reads too) and the evaluations' view and form.
  'src/client/features/recruiting/**/*.tsx',
  'src/client/features/messaging/{components,pages}/*.tsx',
  'src/client/components/{evaluation-view,evaluation-dialog,evaluation-levels-field,evaluation-measurements-field}.tsx',
  // The administrators' pages: /admin and /admin-dashboard with every section, dialog and chart.
  'src/client/features/admin/**/*.{ts,tsx}',
  // The shared components and error pages (dialogs, lists' states, not found, forbidden, a hidden
  // profile's notice), the checkout and billing portal pages, and the Pi developer pages.
  'src/client/components/ui/*.tsx',
  'src/client/components/{status-pages,hidden-profile-notice,mailbox-link,upload-progress-bar,announcement,verified-badge}.tsx',
  'src/client/app/route-error.tsx',
  'src/client/app/routes/frame-layout.tsx',
  'src/client/features/payments/**/*.{ts,tsx}',
  'src/client/features/pi/**/*.{ts,tsx}',
  // The athlete's own profile editor, /player-profile, with its components; the Report link and
  // dialog every page can show.
  'src/client/features/athletes/pages/player-profile-page.tsx',
  'src/client/features/athletes/components/{profile-editor-form,stats-editor,stats-editor-row,highlight-reel-field,highlight-clip-row,highlight-clip-actions,highlight-play-recorder,avatar-picker,athlete-avatar,add-to-board}.tsx',
  'src/client/features/athletes/components/use-highlight-clip.ts',
  'src/client/features/safety/**/*.tsx',
  // The developers' mailbox (outside production).
  'src/client/features/dev-mailbox/**/*.tsx',
];
