import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SITE_CONFIG_MESSAGES } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import type { FlashKind } from '../../ui/flash';
import { useSiteDocument, useSiteOptions, useSiteUpdate } from './siteConfigApi';
import { AgronomicBlock } from './AgronomicBlock';
import { BasicInfoBlock } from './BasicInfoBlock';
import { IrrigationBlock } from './IrrigationBlock';
import { siteConfigMessages } from './messages';
import { SensorBlock } from './SensorBlock';

/**
 * The About page's left column (spec 002 §2.3) from GET /site/{id}?twigDetails=true: basic,
 * agronomic, irrigation and sensor information, each with Edit/Save when the API's configActions
 * allow it (§6). A save reloads the site and the changelog (siteConfigApi's useSiteUpdate).
 */
export function SiteInfoColumn({ siteObjId, onMessage }: { siteObjId: string; onMessage: (kind: FlashKind, text: string) => void }) {
  const t = useT(siteConfigMessages);
  const document = useSiteDocument(siteObjId);
  const options = useSiteOptions(siteObjId);
  const update = useSiteUpdate(siteObjId);

  if (document.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loadingSiteInfo')}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={160} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  }
  if (document.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed(t('siteInfoLoadFailed'), document.error)}
      </Alert>
    );
  }

  const site = document.data;
  const twig = site.twigDetails;
  const canEdit = site.configActions.canEdit;
  const submit = update.mutateAsync;
  return (
    <Stack gap="md">
      <BasicInfoBlock
        site={site}
        canEdit={canEdit}
        submit={submit}
        onMoved={() => onMessage('success', domainText(SITE_CONFIG_MESSAGES.saved))}
      />
      {twig && (
        <>
          <AgronomicBlock twig={twig} options={options.data} canEdit={canEdit} submit={submit} />
          <IrrigationBlock twig={twig} options={options.data} canEdit={canEdit} submit={submit} />
          <SensorBlock twig={twig} options={options.data} canEdit={canEdit} submit={submit} />
        </>
      )}
    </Stack>
  );
}
