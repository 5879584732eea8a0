import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THRESHOLD_PAGE_MESSAGES, TEMPLATE_FORM_MESSAGES, type CropTemplate } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
import { TemplateSection } from './TemplateSection';
import { testPage } from '../../test/testThresholdPage';

vi.mock('../../chart/SiteGraphChart', () => ({ SiteGraphChart: () => <div data-testid="chart" /> }));

const RANGE = { from: Date.UTC(2026, 4, 1) / 1000, to: Date.UTC(2026, 7, 1) / 1000 };
const ROWS = [
  { start_day: 1, red: 30, yellow: 40, green: 60, light_blue: 100 },
  { start_day: 30, red: 40, yellow: 50, green: 70, light_blue: 100 },
];

function template(overrides: Partial<CropTemplate> = {}): CropTemplate {
  return {
    objectId: 'tpl1',
    headerDetails: { Name: 'Corn early' },
    cropType: 'Corn',
    createdBy: { objectId: 'u1', name: 'Ada', username: 'ada' },
    ownerOrganisation: { objectId: 'o1', name: 'Org' },
    sharingSettings: { sharingOption: 'TEAM_AND_ABOVE', members: [] },
    templateData: ROWS,
    isEditable: true,
    createdAt: '2026-05-01T00:00:00Z',
    updatedAt: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

const props = { range: RANGE, canEdit: true, canCreate: true, canSharePublic: false };

describe('TemplateSection (spec 001 §2.9, §5, §6, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a site without a planting date cannot use templates', () => {
    stubApi({});
    renderWithRouter(<TemplateSection page={testPage({ plantingDate: null })} {...props} />);
    expect(screen.getByText(THRESHOLD_PAGE_MESSAGES.noPlantingDate)).toBeTruthy();
  });

  it('says when the crop has no templates, and creates one from the default rows', async () => {
    const fetchMock = stubApi({
      'GET /templates': () => envelope(200, []),
      'POST /templates': () => envelope(201, template({ objectId: 'tpl9' })),
      'GET /templates/tpl9': () => envelope(200, template({ objectId: 'tpl9' })),
    });
    renderWithRouter(<TemplateSection page={testPage()} {...props} />);
    await screen.findByText(THRESHOLD_PAGE_MESSAGES.noTemplates('Corn'));
    expect(screen.getByLabelText('Start Day, row 2')).toHaveProperty('value', '11');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TEMPLATE_FORM_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Share with everyone (public)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Template name/), { target: { value: 'My corn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /templates')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /templates')[0]!.body).toEqual({
      name: 'My corn',
      cropType: 'Corn',
      sharingSettings: { sharingOption: 'TEAM_AND_ABOVE', members: [] },
      templateData: [
        { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 },
        { start_day: 11, red: 10, yellow: 20, green: 30, light_blue: 100 },
      ],
    });
    expect(await screen.findByText(THRESHOLD_PAGE_MESSAGES.ownTemplate)).toBeTruthy();
  });

  it('overwrites the owner’s template after the confirmation, and refuses a minus below 1', async () => {
    const fetchMock = stubApi({
      'GET /templates': () => envelope(200, [template()]),
      'GET /templates/tpl1': () => envelope(200, template()),
      'PATCH /templates/tpl1': () => envelope(200, template()),
    });
    renderWithRouter(<TemplateSection page={testPage({ cropTemplate: { objectId: 'tpl1' } })} {...props} />);
    await screen.findByText(THRESHOLD_PAGE_MESSAGES.ownTemplate);
    expect(screen.getByTestId('template-applied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Raise Green' }));
    expect(screen.getByLabelText('Green, row 1')).toHaveProperty('value', '61');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: THRESHOLD_PAGE_MESSAGES.overwriteTitle });
    expect(within(confirm).getByText(THRESHOLD_PAGE_MESSAGES.overwriteConfirm)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /templates/tpl1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH /templates/tpl1')[0]!.body).toEqual({
      templateData: [
        { ...ROWS[0], green: 61 },
        { ...ROWS[1], green: 71 },
      ],
    });

    fireEvent.change(screen.getByLabelText('Red, row 2'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lower Red' }));
    const info = await screen.findByRole('dialog', { name: 'Info' });
    expect(within(info).getByText(THRESHOLD_PAGE_MESSAGES.negative)).toBeTruthy();
  });

  it('shows another member’s template read-only for a role that may not edit', async () => {
    stubApi({
      'GET /templates': () => envelope(200, [template({ isEditable: false })]),
      'GET /templates/tpl1': () => envelope(200, template({ isEditable: false })),
    });
    renderWithRouter(
      <TemplateSection
        page={testPage({ cropTemplate: { objectId: 'tpl1' }, canEdit: false })}
        {...props}
        canEdit={false}
        canCreate={false}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Red, row 1')).toHaveProperty('value', '30'));
    expect(screen.queryByText(THRESHOLD_PAGE_MESSAGES.ownTemplate)).toBeNull();
    for (const name of ['Export', 'Import', 'Add Row', 'Update Preview', 'Save', 'Save New Template', 'Clear template']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    }
  });
});
