import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, browserForFile, logIn, openPage as openWatchedPage } from './support';

const browser = browserForFile();

/**
 * These pages are checked as a signed-out visitor, so the browser answers the session check
 * itself (nobody signed in) instead of asking the server on every page load.
 */
async function openPage(...args: Parameters<typeof openWatchedPage>) {
  const watched = await openWatchedPage(...args);
  await watched.page.route(/\/api\/auth\/get-session$/, (route) =>
    route.fulfill({ contentType: 'application/json', body: 'null' }),
  );
  return watched;
}

type Mail = { to: string; subject: string; text: string };

async function mailbox(page: Page): Promise<Mail[]> {
  const res = await page.request.get('/api/dev/mailbox');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Each content page and the section headings (h2, h3) it must show. */
const contentPages: Array<{ path: string; sections: string[] }> = [
  {
    path: '/',
    sections: [
      'Watch premium teams live',
      'Train, pay and earn with Pi',
      'Put in the work, get featured',
      'Start free, upgrade when you are ready',
      'Athlete NFTs on Pi',
      'Your next level starts here',
    ],
  },
  {
    path: '/pricing',
    sections: [
      'Basic Access',
      'All Training Subscription',
      'Recruiting Profile',
      'Pay-Per-View',
      'Performance Analysis',
      'Questions about plans',
    ],
  },
  {
    path: '/about',
    sections: [
      'Who we work with',
      'Every athlete seen for their talent, not their zip code',
      'Ready to start?',
    ],
  },
  {
    path: '/success-stories',
    sections: [
      'From the JV bench to a college roster',
      'Game film that finally got seen',
      'Discovered outside the showcase circuit',
      '1.8 seconds faster in one season',
      'A better swing and a summer invitation',
      'Write your own story',
    ],
  },
  {
    path: '/partnership',
    sections: [
      'What partners get',
      'Choose your partnership',
      'PRO',
      'PRO+',
      'VIP',
      'VIP+',
      'Why partners join',
      'One platform your athletes will actually use',
      'Grow with the athletes you believe in',
    ],
  },
  {
    path: '/coming-soon',
    sections: [
      'Dynamic NFTs',
      'Exclusive content',
      'Achievement badges',
      'Fan engagement',
      'Tournament drops',
      'How we get there',
      'Upcoming NFT features',
      'Join early access',
    ],
  },
  {
    path: '/pi-mining',
    sections: [
      'What is Pi?',
      'How to Mine',
      'Six ways to boost your mining',
      'Start your first session today',
      'Questions about mining',
    ],
  },
  {
    path: '/terms',
    sections: [
      '1. Agreement to Terms',
      '2. Description of Services',
      '3. Account Registration',
      '4. User Content',
      '5. Prohibited Activities',
      '6. Intellectual Property',
      '7. Termination',
      '8. Limitation of Liability',
      '9. Changes to These Terms',
      '10. Governing Law and Contact',
    ],
  },
  {
    path: '/privacy',
    sections: [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share Your Information',
      '4. Your Rights',
      '5. Children and Parental Consent',
      '6. Data Security',
      '7. Data Retention',
      '8. Changes to This Policy',
      '9. Contact Us',
    ],
  },
  {
    path: '/child-safety',
    sections: [
      '1. Minimum Age',
      '2. Parental Consent',
      '3. Limited Profile Visibility for Minors',
      '4. Messages Between Coaches and Athletes',
      '5. Stricter Default Privacy Settings',
      '6. Content Moderation',
      '7. Coaches and Recruiters',
      '8. How to Report a Concern',
    ],
  },
  { path: '/contact', sections: ['Send a message', 'Email us directly', 'Is a child in danger?'] },
];

/** Answers every picture with an empty one. */
const skipPictures = (page: Page) =>
  page.route(/\.(svg|jpg|png|webp)$/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  );

const sectionHeadings = (page: Page) =>
  page
    .locator('main h2, main h3')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));

describe('content pages', () => {
  it('show every section, with a description of their own, no errors and no outside requests', async () => {
    const { page, errors, externalRequests } = await openPage(browser());
    const descriptions = new Set<string>();
    for (const { path, sections } of contentPages) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await expect
        .poll(() => sectionHeadings(page), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(sections));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      descriptions.add(description ?? '');
    }
    expect(descriptions.size).toBe(contentPages.length);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  // What the content pages link to on this site, gathered by the next test and opened by the one
  // after (one test for both took over a minute on a loaded machine).
  const internal = new Set<string>();

  it('open outside links in a new tab and link the site’s own pages', async () => {
    const { page, errors } = await openPage(browser());
    // Many pages are opened here; their pictures add nothing to what is checked.
    await skipPictures(page);
    for (const { path } of contentPages) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      // These pages take some links from the server's configuration.
      if (['/', '/partnership', '/pi-mining'].includes(path)) {
        await page.waitForLoadState('networkidle');
      }
      const links = await page.locator('main a[href]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel') ?? '',
        })),
      );
      for (const link of links) {
        if (link.href.startsWith('/') && !link.href.startsWith('//')) {
          const target = link.href.split('#')[0] ?? '/';
          if (target) internal.add(target);
        } else if (/^https?:/.test(link.href)) {
          expect(link.target, link.href).toBe('_blank');
          expect(link.rel.split(' '), link.href).toEqual(
            expect.arrayContaining(['noopener', 'noreferrer']),
          );
        }
      }
    }
    // The legal pages link each other; the home page links sign-up, pricing and the NFT page.
    for (const expected of ['/privacy', '/terms', '/child-safety', '/signup', '/coming-soon']) {
      expect(internal).toContain(expected);
    }
    expect(errors).toEqual([]);
  });

  it('link only to pages that exist', async () => {
    expect(internal.size, 'the links gathered by the test before').toBeGreaterThan(5);
    const { page } = await openPage(browser());
    await skipPictures(page);
    // The pages linked to belong to other features, which check their own console; here they
    // only have to exist. (A locked training video, for one, answers its API call with 403.)
    for (const target of internal) {
      await page.goto(target);
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      expect(await heading.textContent(), target).not.toBe('Page not found');
    }
    // Every page linked, one after another: on a machine running other suites too, a minute
    // is not always enough.
  }, 120_000);
});

describe('home page', () => {
  it('opens the premium live streams in a new tab and links the free plan to /pricing', async () => {
    const { page } = await openPage(browser());
    await page.goto('/');
    const watch = page
      .locator('section[aria-labelledby="premium-streams"]')
      .getByRole('link', { name: /Watch Live/ });
    await expect.poll(() => watch.count()).toBe(2);
    expect(
      await watch.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/live/premium-game-day', '/live/premium-practice-floor']);
    for (const link of await watch.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.getByRole('link', { name: 'Start Free', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });

  it('sends signed-in members on to their profile instead of the join cards', async () => {
    const { page, errors } = await openWatchedPage(browser());
    await logIn(page, accounts.member);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Finish your profile and get seen' }).waitFor();
    expect(await page.getByRole('link', { name: /Join as a Player/ }).count()).toBe(0);
    const profileLinks = page.getByRole('link', { name: 'Complete Your Profile' });
    expect(
      await profileLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/player-profile', '/player-profile']);
    expect(errors).toEqual([]);
  });

  it('shows prices in Pi first and in dollars after switching to card', async () => {
    const { page } = await openPage(browser());
    await page.goto('/pricing');
    const premium = page.getByRole('article', { name: 'All Training Subscription' });
    expect(await page.getByRole('radio', { name: 'Pay with Pi' }).isChecked()).toBe(true);
    expect(await premium.getByTestId('tier-price').textContent()).toBe('9.99 π');
    await page.getByText('Pay by card', { exact: true }).click();
    expect(await premium.getByTestId('tier-price').textContent()).toBe('$9.99');
    expect(
      await page
        .getByRole('article', { name: 'Recruiting Profile' })
        .getByTestId('tier-price')
        .textContent(),
    ).toBe('$39.99');
    expect(
      await page
        .getByRole('article', { name: 'Pay-Per-View' })
        .getByTestId('tier-price')
        .textContent(),
    ).toBe('Varies');
  });

  it('scrolls to the Recruiting Profile when the navigation links /pricing#recruiting', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    const inView = () =>
      page.locator('#recruiting').evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recruiting Profile' })
      .click();
    await page.waitForURL((url) => url.pathname === '/pricing' && url.hash === '#recruiting');
    await expect.poll(inView).toBe(true);

    await page.goto('/');
    await page.goto('/pricing#recruiting');
    await expect.poll(inView).toBe(true);
  });
});

describe('newsletter', () => {
  it('subscribes after at least 1.5 s, mails a confirmation link and thanks the reader for confirming', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/coming-soon');
    const email = uniqueEmail('nft');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    // The message shows as soon as the field changes; the submit's own check ends by moving focus
    // back to the field. Only then is the address changed, so that check cannot see the new one.
    await expect
      .poll(() => page.getByLabel('Email').evaluate((field) => field === document.activeElement))
      .toBe(true);

    await page.getByLabel('Email').fill(email);
    const started = Date.now();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Subscribing…' }).waitFor();
    await page.getByText('Thanks for subscribing!').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

    const mail = (await mailbox(page)).find((message) => message.to === email);
    expect(mail?.subject).toBe('Confirm your Showcase early access subscription');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/newsletter/confirm?token=');
    await page.goto(link!);
    await page.waitForURL(
      (url) => url.pathname === '/coming-soon' && url.search === '?subscribed=1',
    );
    await page.getByText('Thank you, your email is confirmed.').waitFor();

    await page.goto(link!);
    await page.getByText('That confirmation link did not work.').waitFor();
    expect(errors).toEqual([]);
  });

  it('asks for the Pi Browser when the wallet button is pressed outside it', async () => {
    const { page } = await openPage(browser());
    await page.goto('/coming-soon');
    await page.getByRole('button', { name: 'Connect Pi Wallet' }).click();
    await page.getByText('Pi Browser Required', { exact: true }).waitFor();
    await page
      .getByText('This application requires Pi Browser to access Pi Network features.', {
        exact: false,
      })
      .waitFor();
  });
});

describe('contact', () => {
  it('sends the contact form to the support mailbox and confirms to the sender', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter your name (at least 2 characters)').waitFor();

    const email = uniqueEmail('parent');
    const subject = `Profile question ${Date.now()}`;
    await form.getByLabel('Name').fill('Jamie Parent');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Message')
      .fill('How do I review my daughter’s profile before it goes live?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks, your message is on its way.').waitFor();

    const mail = await mailbox(page);
    const toSupport = mail.find((message) => message.subject === `[Showcase contact] ${subject}`);
    expect(toSupport?.to).toBe('support@showcase.example');
    expect(toSupport?.text).toContain(email);
    expect(mail.find((message) => message.to === email)?.subject).toBe(
      'We received your message – Showcase',
    );
    expect(errors).toEqual([]);
  });
});

describe('support chat', () => {
  it('opens and closes with the mouse', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Support chat', exact: true });
    const chat = page.getByRole('dialog', { name: 'Support' });
    await toggle.click();
    await chat.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const size = await chat.boundingBox();
    const rem = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(Math.round((size!.width / rem) * 10) / 10).toBe(18.7);
    expect(Math.round((size!.height / rem) * 10) / 10).toBe(21.8);

    await chat.getByRole('button', { name: 'Close support chat' }).click();
    await chat.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await chat.waitFor();
    await toggle.click();
    await chat.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('works from the keyboard: opens with Enter, moves focus in, sends, closes with Escape', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto('/success-stories');
    const toggle = page.getByRole('button', { name: 'Support chat', exact: true });
    const chat = page.getByRole('dialog', { name: 'Support' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await chat.waitFor();
    await expect
      .poll(() => chat.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    const email = uniqueEmail('chat');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Riley Player');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Can my coach see my training history?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await chat.getByText('Thanks, your message is on its way.').waitFor();
    const mail = await mailbox(page);
    expect(mail.some((message) => message.to === email)).toBe(true);
    expect(
      mail.some(
        (message) =>
          message.to === 'support@showcase.example' &&
          message.subject === '[Showcase contact] Message from the support chat' &&
          message.text.includes(email),
      ),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('Pi mining page', () => {
  it('falls back to the local mark when the logo cannot load', async () => {
    const { page } = await openPage(browser());
    await page.route(/\/images\/pi\/pi-logo\.svg$/, (route) => route.abort());
    await page.goto('/pi-mining');
    const logo = page.getByRole('img', { name: 'Pi Network' });
    await expect.poll(() => logo.getAttribute('src')).toBe('/images/pi/pi-mark.svg');
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it('opens and closes the questions with the keyboard', async () => {
    const { page } = await openPage(browser());
    await page.goto('/pi-mining');
    const question = page.getByRole('button', { name: 'Can athletes under 18 mine Pi?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Pi Network sets its own age rules').waitFor();
    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search engines', () => {
  it('get robots.txt, a sitemap and Open Graph tags', async () => {
    const { page } = await openPage(browser());
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/privacy<\/loc>/);
    await page.goto('/');
    expect(await page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe(
      'Showcase',
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/og-image\.jpg$/);
    const imageResponse = await page.request.get(image!);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toBe('image/jpeg');
  });
});
