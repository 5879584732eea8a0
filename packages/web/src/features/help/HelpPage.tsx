import { Alert, AspectRatio, Button, Center, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMail, IconMovieOff, IconVideoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@tilth/domain';
import type { HelpVideoView } from '@tilth/domain/accounts/views';
import { Link } from 'react-router';
import { call } from '../../api/client';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { PageHeader } from '../../ui/PageHeader';
import { helpMessages } from './messages';
import { videoEmbed } from './videoEmbed';

/**
 * The two videos of spec 000 §2.9, in this order, whether configured or not. Their titles are the
 * videos' names, the same in every language's catalogue (the videos are English); what each is about is translated.
 */
const SLOTS = [
  { id: 'overview', titleKey: 'overviewTitle', aboutKey: 'overviewAbout' },
  { id: 'graphing', titleKey: 'graphingTitle', aboutKey: 'graphingAbout' },
] as const;

const fetchVideos = async (signal?: AbortSignal) => (await call(supportEndpoints.helpVideos, { signal })).videos;

/** Help page: the overview video and 'Graphing 101', from GET /help/videos. */
export default function HelpPage() {
  const t = useT(helpMessages);
  const videos = useQuery({ queryKey: ['help', 'videos'], queryFn: ({ signal }) => fetchVideos(signal), staleTime: 5 * 60_000 });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {videos.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-label={t('loadingVideos')}>
          <Skeleton h={300} radius="lg" />
          <Skeleton h={300} radius="lg" />
        </SimpleGrid>
      ) : videos.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('loadFailed'), videos.error)}
        </Alert>
      ) : videos.data.length === 0 ? (
        <EmptyPanel
          icon={<IconMovieOff aria-hidden />}
          title={t('noVideos')}
          description={t('noVideosDescription')}
          action={
            <Button component={Link} to="/dashboard/contact" variant="light" leftSection={<IconMail size={18} aria-hidden />}>
              {t('contactUs')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {SLOTS.map((slot) => (
            <VideoCard key={slot.id} title={t(slot.titleKey)} about={t(slot.aboutKey)} video={videos.data.find((v) => v.id === slot.id)} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

function VideoCard({ title, about, video }: { title: string; about: string; video: HelpVideoView | undefined }) {
  const t = useT(helpMessages);
  const embed = video ? videoEmbed(video.url) : null;
  const headingId = `video-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <AspectRatio ratio={16 / 9} mb="md">
        {embed?.kind === 'iframe' ? (
          <iframe
            src={embed.src}
            title={title}
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : embed?.kind === 'video' ? (
          <video
            src={embed.src}
            controls
            preload="metadata"
            aria-label={title}
            style={{ borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
          >
            {video?.captions && <track kind="captions" src={video.captions} srcLang="en" label={t('captionsEnglish')} default />}
          </video>
        ) : (
          <Center bg="var(--tilth-surface-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Stack align="center" gap={6} c="dimmed">
              <IconVideoOff size={36} aria-hidden />
              <Text size="sm">{t('notAvailable')}</Text>
            </Stack>
          </Center>
        )}
      </AspectRatio>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {about}
      </Text>
    </Paper>
  );
}
