// Every message id, from the English catalogs (the source language): a typo in an id is a type
// error. Each area's ids begin with the area's name (checked by src/client/locales/catalogs.test.ts).
import type accounts from '#client/locales/en/accounts.json';
import type app from '#client/locales/en/app.json';
import type consent from '#client/locales/en/consent.json';
import type forms from '#client/locales/en/forms.json';
import type guardian from '#client/locales/en/guardian.json';
import type home from '#client/locales/en/home.json';
import type homeMore from '#client/locales/en/homeMore.json';
import type signIn from '#client/locales/en/signIn.json';

export type MessageId =
  | keyof typeof app
  | keyof typeof home
  | keyof typeof homeMore
  | keyof typeof forms
  | keyof typeof accounts
  | keyof typeof guardian
  | keyof typeof consent
  | keyof typeof signIn;
