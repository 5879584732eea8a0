import { Button, type ButtonProps } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT';
import { exportMessages } from './messages';

const ExportDialog = lazy(() => import('./ExportDialog'));

/**
 * Opens the Export dialog (issue 32) with these farms (or every farm the user sees) and, when
 * given, these sites chosen. The dialog is its own chunk, loaded on the first click.
 */
export function ExportButton({ farmIds, siteIds, ...button }: { farmIds?: string[]; siteIds?: string[] } & ButtonProps) {
  const t = useT(exportMessages);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileExport size={18} aria-hidden />} onClick={() => setOpened(true)} {...button}>
        {t('export')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportDialog farmIds={farmIds} siteIds={siteIds} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
