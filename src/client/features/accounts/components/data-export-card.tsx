import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { fetchAccountExport, saveFile } from '../api/account-export';

/** The right of access and portability: everything held about the account, as one file. */
export function DataExportCard() {
  const t = useT();
  const shown = useShownText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.export.title')}</h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('profile.export.text')}</p>
      {error ? (
        <Alert tone="error" className="mt-4">
          {shown(error)}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(undefined);
          try {
            const { file, fileName } = await fetchAccountExport();
            saveFile(file, fileName);
          } catch (failure) {
            setError(errorMessage(failure, t('profile.export.failed')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Download className="size-4" aria-hidden />
        {busy ? t('profile.export.busy') : t('profile.export.submit')}
      </Button>
    </Card>
  );
}
