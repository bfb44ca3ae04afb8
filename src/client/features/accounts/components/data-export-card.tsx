import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { fetchAccountExport, saveFile } from '../api/account-export';

/** The right of access and portability: everything held about the account, as one file. */
export function DataExportCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Card>
      <h2 className="text-lg font-semibold">Download my data</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        One JSON file with everything we hold about your account: your details, athlete profile,
        parental consent, plans and payments, and the messages, newsletter sign-up and reports sent
        from it. Passwords and security codes are left out.
      </p>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
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
            setError(errorMessage(failure, 'Your data could not be downloaded. Please try again.'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Download className="size-4" aria-hidden />
        {busy ? 'Preparing your file...' : 'Download my data'}
      </Button>
    </Card>
  );
}
