import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { templatesMessages } from './messages';

/** Under the picker: no templates for the crop type yet, or the list could not be loaded. */
export function TemplateListNotice({
  list,
  cropType,
}: {
  list: { isSuccess: boolean; isError: boolean; data?: unknown[]; error: unknown };
  cropType: string;
}) {
  const t = useT(templatesMessages);
  return (
    <>
      {list.isSuccess && list.data?.length === 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('noTemplates', { cropType })}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {errorText(list.error)}
        </Alert>
      )}
    </>
  );
}
