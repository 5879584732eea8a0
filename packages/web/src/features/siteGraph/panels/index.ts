/** Side panels of the site graph screen: notes, delete data, the tables under the chart, dialogs. */
export { AddNoteModal, type AddNoteModalProps } from './AddNoteModal';
export { NoteViewerModal, type NoteViewerModalProps } from './NoteViewerModal';
export { ConfirmDialog, CONFIRM_TITLE, type ConfirmDialogProps } from './ConfirmDialog';
export { DeleteDataControl, DELETE_PERMANENTLY_MESSAGE, type DeleteDataControlProps } from './DeleteDataControl';
export { DataTables, type DataTablesProps, type UnderChartSection } from './DataTables';
export { WaterPercolationTable, type WaterPercolationTableProps } from './WaterPercolationTable';
export { AppliedIrrigationTable, type AppliedIrrigationTableProps } from './AppliedIrrigationTable';
export { RainfallTable, type RainfallTableProps } from './RainfallTable';
export { RootActivityTable, type RootActivityTableProps } from './RootActivityTable';
export { DATA_NOT_AVAILABLE } from './TableSection';
export { UpgradeSubscriptionModal, CONTACT_DEALER_TEXT, type UpgradeSubscriptionModalProps } from './UpgradeSubscriptionModal';
export * from './graphExtrasApi';
export { toDateTimeInput, fromDateTimeInput, formatTableDate } from '../../../ui/zonedTime';
export { DeferredSection } from './DeferredSection';
