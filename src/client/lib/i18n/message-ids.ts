// Every message id, from the English catalogs (the source language): a typo in an id is a type
// error. Each area's ids begin with the area's name (checked by src/client/locales/catalogs.test.ts).
import type about from '#client/locales/en/about.json';
import type stories from '#client/locales/en/stories.json';
import type partnership from '#client/locales/en/partnership.json';
import type nft from '#client/locales/en/nft.json';
import type piMining from '#client/locales/en/piMining.json';
import type contact from '#client/locales/en/contact.json';
import type terms from '#client/locales/en/terms.json';
import type privacyPolicy from '#client/locales/en/privacyPolicy.json';
import type childSafety from '#client/locales/en/childSafety.json';
import type accessibility from '#client/locales/en/accessibility.json';
import type packages from '#client/locales/en/packages.json';
import type accounts from '#client/locales/en/accounts.json';
import type app from '#client/locales/en/app.json';
import type athletes from '#client/locales/en/athletes.json';
import type consent from '#client/locales/en/consent.json';
import type forms from '#client/locales/en/forms.json';
import type guardian from '#client/locales/en/guardian.json';
import type home from '#client/locales/en/home.json';
import type homeMore from '#client/locales/en/homeMore.json';
import type legal from '#client/locales/en/legal.json';
import type pricing from '#client/locales/en/pricing.json';
import type profile from '#client/locales/en/profile.json';
import type signIn from '#client/locales/en/signIn.json';
import type training from '#client/locales/en/training.json';
import type player from '#client/locales/en/player.json';
import type streams from '#client/locales/en/streams.json';
import type programs from '#client/locales/en/programs.json';
import type recruiting from '#client/locales/en/recruiting.json';
import type evaluations from '#client/locales/en/evaluations.json';
import type messaging from '#client/locales/en/messaging.json';
import type payments from '#client/locales/en/payments.json';
import type pi from '#client/locales/en/pi.json';
import type admin from '#client/locales/en/admin.json';
import type playerProfile from '#client/locales/en/playerProfile.json';
import type safety from '#client/locales/en/safety.json';
import type hiddenProfile from '#client/locales/en/hiddenProfile.json';
import type mailbox from '#client/locales/en/mailbox.json';

export type MessageId =
  | keyof typeof app
  | keyof typeof home
  | keyof typeof homeMore
  | keyof typeof forms
  | keyof typeof accounts
  | keyof typeof guardian
  | keyof typeof consent
  | keyof typeof signIn
  | keyof typeof about
  | keyof typeof stories
  | keyof typeof partnership
  | keyof typeof nft
  | keyof typeof piMining
  | keyof typeof contact
  | keyof typeof pricing
  | keyof typeof legal
  | keyof typeof terms
  | keyof typeof privacyPolicy
  | keyof typeof childSafety
  | keyof typeof accessibility
  | keyof typeof packages
  | keyof typeof athletes
  | keyof typeof profile
  | keyof typeof training
  | keyof typeof player
  | keyof typeof streams
  | keyof typeof programs
  | keyof typeof recruiting
  | keyof typeof evaluations
  | keyof typeof messaging
  | keyof typeof payments
  | keyof typeof pi
  | keyof typeof admin
  | keyof typeof playerProfile
  | keyof typeof safety
  | keyof typeof hiddenProfile
  | keyof typeof mailbox;
