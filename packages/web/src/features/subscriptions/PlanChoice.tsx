import { Checkbox, Group } from '@mantine/core';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { subscriptionsMessages } from './messages';
import { planName } from './planLabels';

/** Edit mode's plan cell (spec 002 §2.5, §5): three checkboxes behaving as one choice. */
export function PlanChoice({
  siteId,
  value,
  onChange,
}: {
  siteId: string;
  value: SubscriptionPlan;
  onChange: (plan: SubscriptionPlan) => void;
}) {
  const t = useT(subscriptionsMessages);
  return (
    <Group gap="xs" role="group" aria-label={t('planOfSite', { siteId })}>
      {SUBSCRIPTION_PLANS.map((plan) => (
        <Checkbox
          key={plan}
          label={planName(plan)}
          checked={value === plan}
          // Unticking the chosen plan keeps it: one plan is always chosen.
          onChange={() => onChange(plan)}
          size="sm"
        />
      ))}
    </Group>
  );
}
