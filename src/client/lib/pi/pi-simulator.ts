import type { PiGlobal, PiPaymentCallbacks, PiPaymentData, PiPaymentDTO } from './pi-sdk';
import { formatPi } from '#shared/money';

/** The simulator's wallet side, served by this site outside production. */
const SIM = '/api/dev/pi-platform/sim';
const SIGN_WAIT = { tries: 50, everyMs: 200 } as const;

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${SIM}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Choice<T extends string> = { value: T; label: string; primary?: boolean };

/**
 * A modal dialog of the simulated Pi Browser: what it asks, clearly marked as a simulation;
 * resolves with the button pressed (Escape is the last, cancelling choice).
 */
function ask<T extends string>(options: {
  title: string;
  lines: string[];
  choices: Choice<T>[];
  field?: { label: string; value: string };
}): Promise<{ choice: T; field: string }> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'pi-sim-title');
    dialog.className =
      'bg-card text-foreground border-border m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border p-6 shadow-xl backdrop:bg-black/60';
    const badge = document.createElement('p');
    badge.className =
      'mb-3 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200';
    badge.textContent = 'Pi simulator: no real Pi is moved';
    const title = document.createElement('h2');
    title.id = 'pi-sim-title';
    title.className = 'text-lg font-semibold';
    title.textContent = options.title;
    dialog.append(badge, title);
    for (const text of options.lines) {
      const line = document.createElement('p');
      line.className = 'text-muted-foreground mt-2 text-sm';
      line.textContent = text;
      dialog.append(line);
    }
    let input: HTMLInputElement | null = null;
    if (options.field) {
      const label = document.createElement('label');
      label.className = 'mt-4 grid gap-1 text-sm font-medium';
      label.textContent = options.field.label;
      input = document.createElement('input');
      input.value = options.field.value;
      input.className =
        'border-border bg-background h-10 rounded-lg border px-3 text-base font-normal';
      label.append(input);
      dialog.append(label);
    }
    const row = document.createElement('div');
    row.className = 'mt-6 flex flex-wrap justify-end gap-2';
    const finish = (choice: T) => {
      dialog.close();
      dialog.remove();
      resolve({ choice, field: input?.value.trim() ?? '' });
    };
    for (const choice of options.choices) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice.label;
      button.className = choice.primary
        ? 'bg-primary text-primary-foreground hover:bg-primary/90 h-10 rounded-lg px-4 text-sm font-medium'
        : 'border-border hover:bg-muted h-10 rounded-lg border px-4 text-sm font-medium';
      button.addEventListener('click', () => finish(choice.value));
      row.append(button);
    }
    dialog.append(row);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(options.choices.at(-1)!.value);
    });
    document.body.append(dialog);
    dialog.showModal();
    (input ?? row.querySelector<HTMLButtonElement>('button'))?.focus();
  });
}

/**
 * Installs a stand-in `window.Pi` for browsers outside the Pi Browser, on a site without a Pi
 * key: sign-in and payments go through this site's simulated Platform API and drive the real
 * callbacks (approval, completion, cancel, error), as the tester chooses in its dialogs.
 */
export function installPiSimulator() {
  if (window.Pi) return;
  let accessToken: string | null = null;
  let onIncomplete: ((payment: PiPaymentDTO) => void) | null = null;

  const pi: PiGlobal = {
    init: () => undefined,

    async authenticate(_scopes, onIncompletePaymentFound) {
      onIncomplete = onIncompletePaymentFound;
      const { choice, field } = await ask({
        title: 'Sign in with Pi',
        lines: ['This site asks for your Pi username and permission to request payments.'],
        field: { label: 'Pi username', value: 'pioneer_tester' },
        choices: [
          { value: 'allow', label: 'Allow', primary: true },
          { value: 'cancel', label: 'Cancel' },
        ],
      });
      if (choice !== 'allow') throw new Error('User cancelled the authentication.');
      const answer = await post<{
        accessToken: string;
        user: { uid: string; username: string };
        incompletePayment: PiPaymentDTO | null;
      }>('/authenticate', { username: field });
      if (answer.status !== 200) throw new Error('Could not authenticate with Pi Network.');
      accessToken = answer.body.accessToken;
      if (answer.body.incompletePayment) onIncompletePaymentFound(answer.body.incompletePayment);
      return { accessToken, user: answer.body.user };
    },

    createPayment(data: PiPaymentData, callbacks: PiPaymentCallbacks) {
      void (async () => {
        const created = await post<PiPaymentDTO & { payment?: PiPaymentDTO }>('/payments', {
          accessToken,
          ...data,
        });
        if (created.status === 409 && created.body.payment) {
          onIncomplete?.(created.body.payment);
          callbacks.onError(new Error('A payment is still pending.'), created.body.payment);
          return;
        }
        if (created.status !== 201) {
          callbacks.onError(new Error('The payment could not be created.'));
          return;
        }
        const payment = created.body;
        callbacks.onReadyForServerApproval(payment.identifier);
        const { choice } = await ask({
          title: 'Confirm payment',
          lines: [`${formatPi(payment.amount)} to this site`, payment.memo],
          choices: [
            { value: 'pay', label: 'Pay', primary: true },
            { value: 'fail', label: 'Fail payment' },
            { value: 'cancel', label: 'Cancel payment' },
          ],
        });
        if (choice === 'cancel') {
          await post(`/payments/${payment.identifier}/user-cancel`, { accessToken });
          callbacks.onCancel(payment.identifier);
          return;
        }
        if (choice === 'fail') {
          callbacks.onError(new Error('The simulated payment failed.'), payment);
          return;
        }
        // The wallet signs once the app has approved.
        for (let i = 0; i < SIGN_WAIT.tries; i += 1) {
          const signed = await post<PiPaymentDTO>(`/payments/${payment.identifier}/sign`, {
            accessToken,
          });
          if (signed.status === 200 && signed.body.transaction) {
            callbacks.onReadyForServerCompletion(payment.identifier, signed.body.transaction.txid);
            return;
          }
          await sleep(SIGN_WAIT.everyMs);
        }
        callbacks.onError(new Error('The app did not approve the payment in time.'), payment);
      })();
    },

    openPaymentData() {
      void ask({
        title: 'Payment details',
        lines: ['The simulator keeps no payment history.'],
        choices: [{ value: 'close', label: 'Close' }],
      });
    },
  };
  window.Pi = pi;
}
