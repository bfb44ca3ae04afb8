import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { piTexts } from '#shared/pi';
import { useShownText } from '#client/lib/i18n/i18n';
import { piSettings } from '#client/lib/pi/pi-settings';
import { usePi } from '#client/lib/pi/use-pi';
import { toast } from '#client/lib/toast';

/**
 * The developer pages' SDK layer with its stored switches (docs/product.md#pi-sdk-states):
 * switching sandbox mode resets the SDK and its user and initializes it again in the new mode; the
 * override is stored and the page reloads; the sandbox code is stored when saved.
 */
export function usePiControls() {
  const pi = usePi();
  const readyText = useShownText()(piTexts.sdkReady);
  // The server has no storage: it renders the switches off, and the browser then reads them.
  const sandbox = useSyncExternalStore(piSettings.subscribe, piSettings.sandbox, () => false);
  const override = useSyncExternalStore(piSettings.subscribe, piSettings.override, () => false);
  const storedCode = useSyncExternalStore(piSettings.subscribe, piSettings.sandboxCode, () => '');
  const [draft, setCode] = useState<string | null>(null);
  const code = draft ?? storedCode;

  // 'Pi SDK Ready' (docs/product.md#texts-pi): when the SDK comes up again after the tester
  // switched mode (toasts follow what someone did; at page load the status indicator says it).
  const announce = useRef(false);
  useEffect(() => {
    if (pi.state.status === 'initialized' && announce.current) {
      announce.current = false;
      toast.success(readyText);
    }
  }, [pi.state.status, readyText]);

  return {
    ...pi,
    sandbox,
    override,
    code,
    setCode,
    toggleSandbox(on: boolean) {
      piSettings.setSandbox(on);
      announce.current = true;
      if (pi.sdk && pi.mode) {
        pi.sdk.resetPi();
        void pi.sdk.initPi(pi.mode);
      }
    },
    toggleOverride(on: boolean) {
      piSettings.setOverride(on);
      window.location.reload();
    },
    saveCode() {
      piSettings.setSandboxCode(code.trim());
      setCode(null);
    },
  };
}

export type PiControls = ReturnType<typeof usePiControls>;
