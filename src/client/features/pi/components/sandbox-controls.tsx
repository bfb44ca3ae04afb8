import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Switch } from '#client/components/ui/switch';
import { useT } from '#client/lib/i18n/i18n';
import type { PiControls } from './use-pi-controls';

/**
 * The sandbox switches (docs/product.md#pi-developer-pages): sandbox mode, the wallet-browser
 * override (optional) and the sandbox authentication code with Save, disabled or hidden while
 * sandbox mode is off.
 */
export function SandboxControls({
  controls,
  showOverride = true,
  code = 'disabled-when-off',
  savedAlert = false,
}: {
  controls: PiControls;
  showOverride?: boolean;
  /** the code field: disabled while sandbox mode is off, or shown only in sandbox mode */
  code?: 'disabled-when-off' | 'sandbox-only';
  savedAlert?: boolean;
}) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const showCode = code === 'disabled-when-off' || controls.sandbox;
  return (
    <div className="grid gap-4">
      <Switch
        id="pi-sandbox-mode"
        label={t('pi.controls.sandbox')}
        description={t('pi.controls.sandboxDescription')}
        checked={controls.sandbox}
        onChange={(on) => {
          setSaved(false);
          controls.toggleSandbox(on);
        }}
      />
      {showOverride ? (
        <Switch
          id="pi-browser-override"
          label={t('pi.override')}
          description={t('pi.controls.overrideDescription')}
          checked={controls.override}
          onChange={controls.toggleOverride}
        />
      ) : null}
      {showCode ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            controls.saveCode();
            setSaved(true);
          }}
        >
          <label htmlFor="pi-sandbox-code" className="text-sm font-medium">
            {t('pi.controls.code')}
          </label>
          <div className="flex gap-2">
            <Input
              id="pi-sandbox-code"
              value={controls.code}
              onChange={(event) => {
                setSaved(false);
                controls.setCode(event.target.value);
              }}
              disabled={!controls.sandbox}
              placeholder={t('pi.controls.codePlaceholder')}
              autoComplete="off"
              maxLength={64}
            />
            <Button type="submit" variant="secondary" disabled={!controls.sandbox}>
              {t('pi.controls.save')}
            </Button>
          </div>
          {savedAlert && saved ? <Alert tone="success">{t('pi.controls.saved')}</Alert> : null}
        </form>
      ) : null}
    </div>
  );
}
