import { Alert, Box, Button, Code, Group, Image, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import '../../ui/publicAppStyles.css';
import { accountMessages } from './accountMessages';

/**
 * The parts of setting up two-step sign-in shared by the sign-in screen (a role that needs it) and
 * Edit Profile: the QR code of the new secret with the secret to type by hand, and the recovery
 * codes shown once. Loaded only when setting up (the QR library stays out of the sign-in page).
 */
export function TwoFactorQr({ secret, uri }: { secret: string; uri: string }) {
  const t = useT(accountMessages);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [uri]);
  // Groups of four, as authenticator apps show them.
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Stack gap="sm">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('qrStepApp')}</List.Item>
        <List.Item>{t('qrStepScan')}</List.Item>
        <List.Item>{t('qrStepType')}</List.Item>
      </List>
      <Box mx="auto" w={184} h={184} bg="white" p={4} style={{ borderRadius: 8 }}>
        {svg ? (
          <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('qrAlt')} w={176} h={176} />
        ) : (
          <Skeleton w={176} h={176} />
        )}
      </Box>
      <Text size="sm" ta="center">
        {t('cantScan')}
        <br />
        <Code data-testid="two-factor-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
          {grouped}
        </Code>
      </Text>
    </Stack>
  );
}

/** The ten recovery codes, shown once, with a download. */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  const t = useT(accountMessages);
  const download = () => {
    const text = `${t('recoveryFileText', { username })}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `tilth-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('saveCodesTitle')}>
        {t('saveCodesText')}
      </Alert>
      <Box
        component="ul"
        aria-label={t('recoveryCodes')}
        data-testid="recovery-codes"
        style={{ listStyle: 'none', padding: 0, margin: 0, columns: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </Box>
      <Group>
        <Button variant="default" onClick={download}>
          {t('downloadCodes')}
        </Button>
      </Group>
    </Stack>
  );
}
