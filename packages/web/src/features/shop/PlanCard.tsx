import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ShopPlan } from '@tilth/domain';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { shopMessages } from './messages';
import { intervalText, priceText } from './shopText';

const PLAN_COLOURS: Record<ShopPlan['metadata']['name'], string> = { Gold: 'yellow', Silver: 'gray' };

/** A plan on the shop page: name, description, price per site and interval, and 'View plan'. */
export function PlanCard({ plan }: { plan: ShopPlan }) {
  const t = useT(shopMessages);
  const location = useLocation();
  const headingId = `plan-${plan.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId} data-testid="plan-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {plan.metadata.name}
          </Title>
          <Badge color={PLAN_COLOURS[plan.metadata.name]} variant="light" radius="sm">
            {t('perSite')}
          </Badge>
        </Group>
        <Text c="dimmed" style={{ flex: 1 }}>
          {plan.metadata.description}
        </Text>
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700} lh={1} data-testid="plan-price">
            {priceText(plan.amount, plan.currency)}
          </Text>
          <Text c="dimmed" size="sm">
            {intervalText(plan)}
          </Text>
        </Group>
        <Button
          component={Link}
          to={`/dashboard/shop/product/${encodeURIComponent(plan.product)}`}
          state={{ from: `${location.pathname}${location.search}` }}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-label={t('viewPlanNamed', { plan: plan.metadata.name })}
        >
          {t('viewPlan')}
        </Button>
      </Stack>
    </Card>
  );
}
