import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { errorText } from '../../ui/apiMessages';

/** Under the picker: no templates for the crop type yet, or the list could not be loaded. */
export function TemplateListNotice({
  list,
  cropType,
}: {
  list: { isSuccess: boolean; isError: boolean; data?: unknown[]; error: unknown };
  cropType: string;
}) {
  return (
    <>
      {list.isSuccess && list.data?.length === 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {THRESHOLD_PAGE_MESSAGES.noTemplates(cropType)}
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
