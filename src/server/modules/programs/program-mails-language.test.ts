import type { Locale } from '#shared/locales';
import { pageUrl } from '#server/adapters/mail/mail-words';
import { cancellationMail } from './event-cancellation';
import { guardianTeamRequestMail, staffInvitationMail, teamInvitationMail } from './program-mails';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

const site = { siteName: 'Showcase', publicUrl: 'https://showcase.example' };
const page = (locale: Locale, path: string) => pageUrl(site.publicUrl, locale, path);

describeMailLanguages([
  {
    name: 'session cancelled',
    make: (locale) =>
      cancellationMail(site, {
        to: 'b@example.com',
        locale,
        programName: 'Lakeside Hoops',
        title: 'Shooting clinic',
        startsAt: new Date('2026-12-05T15:30:00Z'),
        timeZone: 'America/Chicago',
        amount: '$25.00',
        outcome: 'refunded',
      }),
    en: {
      subject: 'Cancelled: Shooting clinic',
      text: 'Lakeside Hoops cancelled Shooting clinic (Sat, Dec 5, 9:30 AM CST). Your seat is cancelled.\n\nYour $25.00 has been refunded to the card you paid with; banks take 5 to 10 days to show it.',
      link: 'Contact us: https://showcase.example/contact\n',
    },
    es: {
      subject: 'Cancelado: Shooting clinic',
      text: 'Lakeside Hoops canceló Shooting clinic (sáb, 5 de dic, 9:30 a.m. CST). Tu lugar quedó cancelado.',
      link: 'Contáctanos: https://showcase.example/es/contact\n',
    },
  },
  {
    name: 'team invitation',
    make: (locale) =>
      teamInvitationMail({
        siteName: site.siteName,
        locale,
        to: 'a@example.com',
        programName: 'Lakeside Hoops',
        teamName: '16U',
        url: page(locale, '/invitations/tok'),
      }),
    en: {
      subject: 'Lakeside Hoops invites you to join 16U',
      text: 'Lakeside Hoops invites you to join 16U on Showcase.\n\nOpen the link to accept or decline. You need an athlete account with this address; the link works once and for 14 days.',
      link: 'Accept or decline: https://showcase.example/invitations/tok\n',
    },
    es: {
      subject: 'Lakeside Hoops te invita a unirte a 16U',
      text: 'Lakeside Hoops te invita a unirte a 16U en Showcase.',
      link: 'Aceptar o rechazar: https://showcase.example/es/invitations/tok\n',
    },
  },
  {
    name: 'a guardian’s team request',
    make: (locale) =>
      guardianTeamRequestMail({
        siteName: site.siteName,
        locale,
        to: 'g@example.com',
        athleteName: 'Robin Reyes',
        programName: 'Lakeside Hoops',
        teamName: '16U',
        url: page(locale, '/guardian'),
      }),
    en: {
      subject: 'Robin Reyes asks to join 16U',
      text: 'Robin Reyes accepted an invitation to join 16U (Lakeside Hoops) on Showcase.',
      link: 'Your guardian page: https://showcase.example/guardian\n',
    },
    es: {
      subject: 'Robin Reyes pide unirse a 16U',
      text: 'Robin Reyes aceptó una invitación para unirse a 16U (Lakeside Hoops) en Showcase.',
      link: 'Tu página de tutor: https://showcase.example/es/guardian\n',
    },
  },
  {
    name: 'staff invitation',
    make: (locale) =>
      staffInvitationMail({
        siteName: site.siteName,
        locale,
        to: 's@example.com',
        programName: 'Lakeside Hoops',
        role: 'coach',
        url: page(locale, '/staff-invitations/tok'),
      }),
    en: {
      subject: 'Lakeside Hoops invites you to its staff',
      text: 'Lakeside Hoops invites you to help run its program on Showcase as a coach: you will run the rosters of its teams (invite athletes, set numbers and positions).',
      link: 'Accept: https://showcase.example/staff-invitations/tok\n',
    },
    es: {
      subject: 'Lakeside Hoops te invita a su personal',
      text: 'Lakeside Hoops te invita a ayudar a dirigir su programa en Showcase como entrenador:',
      link: 'Aceptar: https://showcase.example/es/staff-invitations/tok\n',
    },
  },
]);
