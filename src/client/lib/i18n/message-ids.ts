// Every message id, from the English catalogs (the source language): a typo in an id is a type
// error. Each area's ids begin with the area's name (checked by src/client/locales/catalogs.test.ts).
import type app from '#client/locales/en/app.json';
import type home from '#client/locales/en/home.json';

export type MessageId = keyof typeof app | keyof typeof home;
