import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { templatesMessages } from './messages';

export interface TemplatePickerProps {
  options: { value: string; label: string }[];
  listPending: boolean;
  selectedId: string | null;
  cropType: string;
  applied: string | null;
  /** The picked template has loaded. */
  loaded: boolean;
  canEdit: boolean;
  canCreate: boolean;
  applying: boolean;
  clearing: boolean;
  onSelect: (templateId: string) => void;
  onNew: () => void;
  onApply: (templateId: string) => void;
  onClear: () => void;
}

/** The template picker for the site's crop type, with New Template, Apply to site and Clear template. */
export function TemplatePicker(props: TemplatePickerProps) {
  const t = useT(templatesMessages);
  const { options, listPending, selectedId, cropType, applied, loaded, canEdit, canCreate, applying, clearing } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('selectTemplate')}
        placeholder={listPending ? t('loadingTemplates') : t('newTemplateUnsaved')}
        data={options}
        value={selectedId}
        onChange={(value) => (value ? props.onSelect(value) : props.onNew())}
        clearable
        searchable
        nothingFoundMessage={t('noTemplatesFound')}
        w={{ base: '100%', xs: 300 }}
        size="md"
        data-testid="template-picker"
      />
      <TextInput label={t('cropType')} value={cropType} readOnly w={{ base: '100%', xs: 160 }} />
      {canCreate && (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} disabled={!canEdit} onClick={props.onNew}>
          {t('newTemplateButton')}
        </Button>
      )}
      <Button
        disabled={!canEdit || !selectedId || selectedId === applied || !loaded}
        loading={applying}
        onClick={() => selectedId && props.onApply(selectedId)}
      >
        {t('applyToSite')}
      </Button>
      <Button variant="default" color="red" disabled={!canEdit || !applied} loading={clearing} onClick={props.onClear}>
        {t('clearTemplate')}
      </Button>
    </Group>
  );
}
