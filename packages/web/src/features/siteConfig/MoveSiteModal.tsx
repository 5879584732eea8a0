import { Alert, Button, Group, NumberInput, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { farmKeys, fetchMapConfig } from '../farms/farmsApi';
import { siteConfigMessages } from './messages';
import { MoveSiteMap } from './MoveSiteMap';
import { locationErrors, type LocationErrors } from './siteLocation';

export interface SiteLocation {
  latitude: number;
  longitude: number;
}

/**
 * 'Move Site ID Using Map' (spec 002 §2.3): a click on the map or the two fields set the point;
 * Submit saves it. The fields work whether or not the map's tiles load.
 */
export function MoveSiteModal({
  opened,
  siteName,
  location,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  siteName: string;
  location: SiteLocation | null;
  onClose: () => void;
  onSubmit: (location: SiteLocation) => Promise<unknown>;
}) {
  const t = useT(siteConfigMessages);
  const config = useQuery({
    queryKey: farmKeys.mapConfig,
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: Infinity,
    enabled: opened,
  });
  const [latitude, setLatitude] = useState<number | string>('');
  const [longitude, setLongitude] = useState<number | string>('');
  const [errors, setErrors] = useState<LocationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setLatitude(location?.latitude ?? '');
    setLongitude(location?.longitude ?? '');
    setErrors({});
    setFailure(null);
  }, [opened, location?.latitude, location?.longitude]);

  const point =
    typeof latitude === 'number' && typeof longitude === 'number' && Object.keys(locationErrors(latitude, longitude)).length === 0
      ? { lat: latitude, lng: longitude }
      : null;

  const submit = async () => {
    const found = locationErrors(latitude, longitude);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit({ latitude: latitude as number, longitude: longitude as number });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('moveSite')} size="xl">
      <Stack gap="sm">
        {config.isPending ? (
          <Skeleton h={320} />
        ) : config.error ? (
          <Alert color="gray" icon={<IconAlertCircle aria-hidden />}>
            {t('mapFailedTypeInstead', { reason: loadFailed(t('mapLoadFailed'), config.error) })}
          </Alert>
        ) : (
          <MoveSiteMap
            config={config.data}
            point={point}
            siteName={siteName}
            onPick={(lat, lng) => {
              setLatitude(lat);
              setLongitude(lng);
              setErrors({});
            }}
          />
        )}
        <Group grow align="flex-start">
          <NumberInput
            label={t('latitude')}
            required
            decimalScale={6}
            value={latitude}
            onChange={setLatitude}
            error={errors.latitude && domainText(errors.latitude)}
            hideControls
          />
          <NumberInput
            label={t('longitude')}
            required
            decimalScale={6}
            value={longitude}
            onChange={setLongitude}
            error={errors.longitude && domainText(errors.longitude)}
            hideControls
          />
        </Group>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
